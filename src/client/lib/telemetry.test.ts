import { describe, expect, it, vi } from 'vitest';
import { TelemetryQueue, type TelemetryEvent } from './telemetry.ts';

const task = (value: number): TelemetryEvent => ({ kind: 'long_task', value, path: '/' });

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
});
