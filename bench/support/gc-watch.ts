// The garbage collections of the process it runs in (the app's main thread), counted between the bench's 'start' and
// 'report' messages: how many young and full collections, and how long they stopped the thread.
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';

export interface GcFigures {
  seconds: number;
  young: { count: number; meanMs: number; maxMs: number; totalMs: number };
  full: { count: number; meanMs: number; maxMs: number; totalMs: number };
}

export type GcMessage = { gc: 'start' } | { gc: 'report' };

export function isGcMessage(message: unknown): message is GcMessage {
  return typeof message === 'object' && message !== null && 'gc' in message;
}

export class GcWatch {
  private young: number[] = [];
  private full: number[] = [];
  private from = performance.now();
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) this.record(entry);
  });

  start(): void {
    this.young = [];
    this.full = [];
    this.from = performance.now();
    this.observer.observe({ entryTypes: ['gc'] });
  }

  report(): GcFigures {
    for (const entry of this.observer.takeRecords()) this.record(entry);
    this.observer.disconnect();
    return { seconds: (performance.now() - this.from) / 1000, young: summary(this.young), full: summary(this.full) };
  }

  private record(entry: PerformanceEntry): void {
    const { kind } = (entry as PerformanceEntry & { detail: { kind: number } }).detail;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) this.young.push(entry.duration);
    else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) this.full.push(entry.duration);
  }
}

function summary(pauses: number[]): GcFigures['young'] {
  const totalMs = pauses.reduce((sum, ms) => sum + ms, 0);
  return {
    count: pauses.length,
    meanMs: pauses.length ? totalMs / pauses.length : 0,
    maxMs: Math.max(0, ...pauses),
    totalMs,
  };
}
