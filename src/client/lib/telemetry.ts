// What real visits were like (§7, §9 Performance): web vitals, long tasks over 50 ms, resources slower than 1 s and,
// every 30 s, heap use above 80%, batched to POST /api/analytics: sent when 20 are waiting or every 10 s, and with
// sendBeacon when the page is hidden so the last ones are not lost. Paths only, never query strings.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { PerformanceEvent } from '#shared/analytics.ts';
import { PERFORMANCE } from '#shared/constants.ts';
import { isLongTask, isMemoryHigh, isSlowResource, rateVital } from '#shared/web-vitals.ts';

/** One event of the POST /api/analytics body, as the server's route validates it. */
export type TelemetryEvent = PerformanceEvent;

const ENDPOINT = '/api/analytics';
const BATCH = 20;
const MAX_BATCH = 50;
const FLUSH_MS = 10_000;
/** A page full of long tasks says so in a few reports; it does not need hundreds. */
const MAX_PER_KIND = 30;

export interface TelemetrySink {
  send(events: TelemetryEvent[], onHide: boolean): void;
}

const sink: TelemetrySink = {
  send(events, onHide) {
    const body = JSON.stringify({ events });
    if (onHide && navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    void fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
  },
};

export class TelemetryQueue {
  private queue: TelemetryEvent[] = [];
  private counts = new Map<string, number>();

  constructor(private readonly out: TelemetrySink = sink) {}

  add(event: TelemetryEvent): void {
    const seen = this.counts.get(event.kind) ?? 0;
    if (event.kind !== 'web_vital' && seen >= MAX_PER_KIND) return;
    this.counts.set(event.kind, seen + 1);
    this.queue.push(event);
    if (this.queue.length >= BATCH) this.flush(false);
  }

  flush(onHide: boolean): void {
    while (this.queue.length > 0) this.out.send(this.queue.splice(0, MAX_BATCH), onHide);
  }
}

const path = () => window.location.pathname;

/** FID: how long the first input waited for the main thread, rated against the §9 thresholds. */
export function firstInputDelay(entry: Pick<PerformanceEventTiming, 'processingStart' | 'startTime'>, at: string) {
  const value = Math.max(0, entry.processingStart - entry.startTime);
  return { kind: 'web_vital', name: 'FID', value, rating: rateVital('FID', value), path: at } satisfies TelemetryEvent;
}

/** Starts measuring this page view; production builds only (main.tsx). */
export function startTelemetry(queue = new TelemetryQueue()): void {
  const vital = (metric: Metric) =>
    queue.add({
      kind: 'web_vital',
      name: metric.name,
      value: Math.max(0, metric.value),
      rating: metric.rating,
      path: path(),
    });
  onCLS(vital);
  onINP(vital);
  onFCP(vital);
  onLCP(vital);
  onTTFB(vital);

  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // This browser does not report that kind of entry.
    }
  };
  // web-vitals 5+ dropped FID, which §7 asks for: the first input's wait, measured where the browser reports it.
  let firstInputSeen = false;
  observe('first-input', (entry) => {
    if (firstInputSeen) return;
    firstInputSeen = true;
    queue.add(firstInputDelay(entry as PerformanceEventTiming, path()));
  });
  observe('longtask', (entry) => {
    if (isLongTask(entry.duration)) queue.add({ kind: 'long_task', value: Math.round(entry.duration), path: path() });
  });
  observe('resource', (entry) => {
    if (!isSlowResource(entry.duration)) return;
    const url = new URL(entry.name, window.location.origin);
    queue.add({
      kind: 'slow_resource',
      name: url.origin === window.location.origin ? url.pathname : url.origin + url.pathname,
      value: Math.round(entry.duration),
      path: path(),
    });
  });

  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number } }).memory;
  if (memory) {
    setInterval(() => {
      if (isMemoryHigh(memory.usedJSHeapSize, memory.jsHeapSizeLimit))
        queue.add({ kind: 'memory', value: Math.min(1, memory.usedJSHeapSize / memory.jsHeapSizeLimit), path: path() });
    }, PERFORMANCE.memoryCheckIntervalMs);
  }

  setInterval(() => queue.flush(false), FLUSH_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush(true);
  });
}
