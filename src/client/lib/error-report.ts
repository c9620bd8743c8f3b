// Reporting client errors: an id the user can quote, the POST /api/errors body of §7, and the
// "Report Issue" mail to support with a clipboard fallback (§8).
import type { ClientErrorReport } from '#shared/analytics.ts';
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import { beacon } from './api.ts';
import { clientLog, logLines, type ClientLog } from './client-log.ts';

export { SUPPORT_EMAIL };

/** A short id such as 'ERR-M3X9K2-7QF4' shown on error screens and sent with the report. */
export function createErrorId(now = Date.now(), random = Math.random): string {
  const time = now.toString(36).toUpperCase().slice(-6);
  const tail = Math.floor(random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `ERR-${time}-${tail}`;
}

export function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (typeof error === 'string') return new Error(error);
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return new Error(error.message);
  }
  return new Error('An unexpected error occurred. Please try refreshing the page.');
}

/**
 * The page's address without the token of an invitation or RSVP link: reports are stored and logged, and the token
 * would open the link for whoever reads them.
 */
export function withoutToken(href: string): string {
  const url = new URL(href);
  if (!url.searchParams.has('token')) return href;
  url.searchParams.delete('token');
  return url.toString();
}

export function buildErrorReport(
  error: unknown,
  extra: { componentStack?: string | null; componentName?: string | null } = {},
) {
  const err = toError(error);
  // Checked against the type of the route's schema; zod itself stays out of the first view.
  return {
    message: err.message,
    stack: err.stack ?? null,
    name: err.name,
    componentStack: extra.componentStack ?? null,
    componentName: extra.componentName ?? null,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    url: withoutToken(window.location.href),
  } satisfies ClientErrorReport;
}

export type BuiltErrorReport = ReturnType<typeof buildErrorReport>;

/** POSTs the §7 error body to /api/errors; fire-and-forget. */
export function reportClientError(report: ClientErrorReport): void {
  beacon('/api/errors', report);
}

export function errorDetailsText(
  errorId: string,
  report: Pick<BuiltErrorReport, 'message' | 'name' | 'componentName' | 'url' | 'timestamp' | 'userAgent'>,
): string {
  return [
    `Error ID: ${errorId}`,
    `Error: ${report.name}: ${report.message}`,
    report.componentName ? `Component: ${report.componentName}` : null,
    `Page: ${report.url}`,
    `Time: ${report.timestamp}`,
    `Browser: ${report.userAgent}`,
    ...recentActivity(),
  ]
    .filter(Boolean)
    .join('\n');
}

function recentActivity(): string[] {
  const lines = logLines();
  return lines.length > 0 ? ['', 'Recent activity:', ...lines] : [];
}

/** Uncaught errors and rejected promises go into the log and, once a minute per message, to /api/errors. */
export function captureUncaughtErrors(log: ClientLog = clientLog): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? new Error(event.message);
    if (log.error(error)) reportClientError(buildErrorReport(error, { componentName: 'window' }));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (log.error(event.reason)) reportClientError(buildErrorReport(event.reason, { componentName: 'promise' }));
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

export function supportMailto(errorId: string, details: string): string {
  const subject = `Issue report ${errorId}`;
  const body = `Hi Eventide support,\n\nSomething went wrong while I was using the site.\n\nWhat I was doing:\n\n\n---\n${details}`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
