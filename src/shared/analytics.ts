// The bodies the browser sends to the analytics routes (§7 HTTP): the legacy-redirect record, the client error report
// and the web-vitals, long-task, slow-resource and memory events. The client builds them and the server validates
// them with these same schemas, so a field the client leaves empty (null) is one the server accepts.
import { z } from 'zod';
import { VITAL_NAMES, type VitalName } from './web-vitals.ts';

const text = (max: number) => z.string().max(max);
/** A field the client may not know: sent as null, or left out. */
const unknownText = (max: number) => text(max).nullish();

export const LegacyRedirectSchema = z.object({
  path: text(2048).startsWith('/'),
  destination: text(2048).startsWith('/'),
  referrer: text(2048).optional().default(''),
  userAgent: text(1024).optional().default(''),
  timestamp: z.iso.datetime({ offset: true }),
});
export type LegacyRedirect = z.input<typeof LegacyRedirectSchema>;

/** §7 POST /api/errors: error message, stack, name, component stack, component name, timestamp, user agent, url. */
export const ClientErrorReportSchema = z.object({
  message: text(4000),
  stack: unknownText(20000),
  name: unknownText(200),
  componentStack: unknownText(20000),
  componentName: unknownText(200),
  timestamp: z.iso.datetime({ offset: true }),
  userAgent: unknownText(1024),
  url: unknownText(2048),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

export const PerformanceEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('web_vital'),
    name: z.enum(VITAL_NAMES as [VitalName, ...VitalName[]]),
    value: z.number().min(0),
    rating: z.string().max(40).optional(),
    path: text(2048),
  }),
  z.object({ kind: z.literal('long_task'), value: z.number().min(0), path: text(2048) }),
  z.object({ kind: z.literal('slow_resource'), name: text(2048), value: z.number().min(0), path: text(2048) }),
  z.object({ kind: z.literal('memory'), value: z.number().min(0).max(1), path: text(2048) }),
]);
export type PerformanceEvent = z.infer<typeof PerformanceEventSchema>;

export const PerformanceEventsSchema = z.object({ events: z.array(PerformanceEventSchema).min(1).max(50) });
