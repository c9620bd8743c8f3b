// The body the browser sends to POST /api/errors is one the server's route accepts (its own schema, shared): an
// error with no component, stack or name arrives with those fields null, and is still stored.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientErrorReportSchema } from '#shared/analytics.ts';
import { noContent, stubFetch } from '../test/render.tsx';
import { createClientLog } from './client-log.ts';
import { buildErrorReport, captureUncaughtErrors, reportClientError, withoutToken } from './error-report.ts';

afterEach(() => vi.unstubAllGlobals());

function sentReports(calls: { url: string; init: RequestInit | undefined }[]): unknown[] {
  return calls.filter((call) => call.url === '/api/errors').map((call) => JSON.parse(String(call.init!.body)));
}

describe('client error reports', () => {
  it('sends an uncaught error and a rejection in a body the route accepts', () => {
    const { calls } = stubFetch(undefined, { '/api/errors': noContent });
    const stop = captureUncaughtErrors(createClientLog());
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: 'plain words, no stack' });
    window.dispatchEvent(rejection);
    stop();

    const reports = sentReports(calls);
    expect(reports).toHaveLength(2);
    for (const report of reports) expect(ClientErrorReportSchema.safeParse(report).error).toBeUndefined();
    expect(reports[0]).toMatchObject({ message: 'x is undefined', name: 'TypeError', componentStack: null });
  });

  it('sends a boundary report without a component stack or name in a body the route accepts', () => {
    const { calls } = stubFetch(undefined, { '/api/errors': noContent });
    const error = new Error('render failed');
    error.stack = undefined;
    reportClientError(buildErrorReport(error));

    const [report] = sentReports(calls);
    expect(report).toMatchObject({ stack: null, componentStack: null, componentName: null });
    expect(ClientErrorReportSchema.safeParse(report).error).toBeUndefined();
  });

  it('leaves the token of an invitation or RSVP link out of the page address it reports', () => {
    expect(withoutToken(`https://eventide.test/events/rsvp?token=${'a'.repeat(43)}&x=1`)).toBe(
      'https://eventide.test/events/rsvp?x=1',
    );
    expect(withoutToken('https://eventide.test/discover?q=loft')).toBe('https://eventide.test/discover?q=loft');
  });
});
