import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientLog, logLines } from './client-log.ts';
import { captureUncaughtErrors } from './error-report.ts';

describe('client log (§9 buffer of 100)', () => {
  it('keeps the last 100 entries, oldest first', () => {
    const log = createClientLog(100, () => Date.parse('2026-11-24T12:00:00Z'));
    for (let i = 0; i < 130; i += 1) log.add('info', `entry ${i}`);
    const entries = log.entries();
    expect(entries).toHaveLength(100);
    expect(entries[0]!.message).toBe('entry 30');
    expect(entries.at(-1)).toEqual({ level: 'info', message: 'entry 129', at: '2026-11-24T12:00:00.000Z' });
    expect(logLines(2, log)).toEqual(['12:00:00 info entry 128', '12:00:00 info entry 129']);
  });

  it('classifies errors by §8 and reports each message at most once a minute', () => {
    let time = 0;
    const log = createClientLog(100, () => time);
    expect(log.error(new TypeError('Failed to fetch'))).toBe(true);
    expect(log.error(new TypeError('Failed to fetch'))).toBe(false);
    expect(log.error(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(true);
    time += 60_000;
    expect(log.error(new TypeError('Failed to fetch'))).toBe(true);
    expect(log.entries().map((e) => e.category)).toEqual(['network', 'network', 'null-reference', 'network']);
  });
});

describe('captureUncaughtErrors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('logs uncaught errors and rejections and reports them to /api/errors once a minute per message', () => {
    const sent: { url: string; body: { message: string; componentName: string } }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(null, { status: 204 });
      }),
    );
    const log = createClientLog();
    const stop = captureUncaughtErrors(log);
    const boom = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom' }));
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('Payment failed') });
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop'), message: 'after stop' }));
    expect(sent.map((s) => [s.url, s.body.message, s.body.componentName])).toEqual([
      ['/api/errors', 'boom', 'window'],
      ['/api/errors', 'Payment failed', 'promise'],
    ]);
    expect(log.entries().map((e) => [e.message, e.category])).toEqual([
      ['Error: boom', 'unknown'],
      ['Error: boom', 'unknown'],
      ['Error: Payment failed', 'payment'],
    ]);
  });
});
