// The busy times of a calendar file, read in a thread of its own (busy-times-worker.ts): a thread costs tens of
// milliseconds to start, which a read every 15 minutes affords, and it is stopped past a time and memory limit.
import { CALENDAR_IMPORT_MESSAGES } from '#shared/calendar-imports.ts';
import { startWorkerThread } from '../../child-script.ts';
import type { BusyTimesResult } from './busy-times.ts';
import type { BusyTimesJob } from './busy-times-worker.ts';

const TIME_LIMIT_MS = 10_000;
const MEMORY_LIMIT_MB = 256;

export function readBusyTimes(job: BusyTimesJob): Promise<BusyTimesResult> {
  const worker = startWorkerThread('busy-times-worker', import.meta.url, {
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB },
  });
  return new Promise((resolve) => {
    const unreadable = { ok: false, error: CALENDAR_IMPORT_MESSAGES.unreadable } as const;
    const timer = setTimeout(() => {
      resolve(unreadable);
      void worker.terminate();
    }, TIME_LIMIT_MS);
    worker.once('message', (result: BusyTimesResult) => {
      clearTimeout(timer);
      resolve(result);
    });
    worker.once('error', () => {
      clearTimeout(timer);
      resolve(unreadable);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve(unreadable);
    });
  });
}
