import { afterEach, describe, expect, it, vi } from 'vitest';
import { PerformanceEventsSchema } from '#shared/analytics.ts';
import { noContent, stubFetch } from '../test/render.tsx';
import { TelemetryQueue, firstInputDelay, type TelemetryEvent } from './telemetry.ts';

const task = (value: number): TelemetryEvent => ({ kind: 'long_task', value, path: '/' });

afterEach(() => vi.unstubAllGlobals());

describe('telemetry queue', () => {
  it('sends in batches of 20, flushes the rest on demand, and caps repeats of one kind', () => {
    const send = vi.fn();
    const queue = new TelemetryQueue({ send });
    for (let i = 0; i < 19; i += 1) queue.add(task(60 + i));
    expect(send).not.toHaveBeenCalled();
    queue.add({ kind: 'web_vital', name: 'LCP', value: 2100, rating: 'good', path: '/' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(20);
    for (let i = 0; i < 40; i += 1) queue.add(task(70));
    queue.flush(true);
    const sent = send.mock.calls.flatMap((call) => call[0] as TelemetryEvent[]);
    expect(sent.filter((e) => e.kind === 'long_task')).toHaveLength(30);
    expect(send.mock.calls.at(-1)![1]).toBe(true);
  });

  it('posts every kind of event, FID and INP among them, in a body the route accepts', () => {
    const { calls } = stubFetch(undefined, { '/api/analytics': noContent });
    const queue = new TelemetryQueue();
    queue.add(firstInputDelay({ startTime: 1200, processingStart: 1340.5 }, '/discover'));
    queue.add({ kind: 'web_vital', name: 'INP', value: 180, rating: 'good', path: '/discover' });
    queue.add(task(75));
    queue.add({ kind: 'slow_resource', name: '/media/a.webp', value: 1500, path: '/' });
    queue.add({ kind: 'memory', value: 0.85, path: '/' });
    queue.flush(false);

    const posted = calls.filter((call) => call.url === '/api/analytics');
    expect(posted).toHaveLength(1);
    const body = PerformanceEventsSchema.parse(JSON.parse(String(posted[0]!.init!.body)));
    expect(body.events[0]).toEqual({
      kind: 'web_vital',
      name: 'FID',
      value: 140.5,
      rating: 'needs-improvement',
      path: '/discover',
    });
  });
});

describe('first input delay', () => {
  it('is the wait before the first input was handled, rated against the §9 FID thresholds', () => {
    expect(firstInputDelay({ startTime: 500, processingStart: 560 }, '/')).toMatchObject({ value: 60, rating: 'good' });
    expect(firstInputDelay({ startTime: 500, processingStart: 900 }, '/')).toMatchObject({
      value: 400,
      rating: 'poor',
    });
  });
});
