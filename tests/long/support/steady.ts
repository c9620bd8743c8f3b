// Open-loop load for the long tests: a stream calls at a fixed rate whether or not its earlier calls have answered,
// so a stalled server shows as errors and slow answers, not as a slower sender. Every call's outcome is kept.
import { percentile } from '../../../bench/support/load.ts';

export interface Outcome {
  kind: string;
  /** performance.now() at the start and at the answer. */
  startedAt: number;
  endedAt: number;
  /** null: it succeeded; otherwise what went wrong (a status, a network error's code). */
  error: string | null;
}

export class Outcomes {
  readonly all: Outcome[] = [];

  /** Runs one call; it resolves with null when it succeeded or with what went wrong, and throws for network errors. */
  async time(
    kind: string,
    call: () => Promise<string | null>,
    describe: (error: unknown) => string,
  ): Promise<string | null> {
    const startedAt = performance.now();
    let error: string | null;
    try {
      error = await call();
    } catch (thrown) {
      error = describe(thrown);
    }
    this.all.push({ kind, startedAt, endedAt: performance.now(), error });
    return error;
  }

  of(kind?: string): Outcome[] {
    return kind === undefined ? this.all : this.all.filter((o) => o.kind === kind);
  }

  /** Calls, errors by kind of failure, and answer-time percentiles of the successful ones (ms). */
  summary(kind?: string) {
    const outcomes = this.of(kind);
    const failed = outcomes.filter((o) => o.error !== null);
    const errors: Record<string, number> = {};
    for (const o of failed) errors[o.error!] = (errors[o.error!] ?? 0) + 1;
    const times = Float64Array.from(
      outcomes.filter((o) => o.error === null).map((o) => o.endedAt - o.startedAt),
    ).sort();
    return {
      calls: outcomes.length,
      failed: failed.length,
      errors,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times.length ? times[times.length - 1]! : NaN,
    };
  }
}

export interface Stream {
  /** Stops sending and resolves once every call made has answered. */
  stop(): Promise<void>;
}

/** Calls `send(i)` for i = 0, 1, 2… `perSecond` times a second, each on its due time, until stopped. */
export function steady(perSecond: number, send: (i: number) => Promise<unknown>): Stream {
  const interval = 1000 / perSecond;
  const started = performance.now();
  const pending = new Set<Promise<unknown>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const fire = (i: number) => {
    if (stopped) return;
    const call = send(i).catch(() => undefined);
    pending.add(call);
    void call.finally(() => pending.delete(call));
    timer = setTimeout(() => fire(i + 1), Math.max(0, started + (i + 1) * interval - performance.now()));
  };
  fire(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
