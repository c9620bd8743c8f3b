import { z } from 'zod';

/** Every error the API sends: `{ error: { code, message, fields? } }`. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** What the caller can act on, e.g. the cart's validation errors or the unavailable lines. */
    details: z.unknown().optional(),
  }),
});
