// A thread that reads one calendar file (busy-times.ts) and ends: a large or hostile file never holds up the server's
// requests, and the thread is stopped if it takes too long (busy-times-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { busyTimes } from './busy-times.ts';

export interface BusyTimesJob {
  text: string;
  timeZone: string;
  from: Date;
  to: Date;
}

const job = workerData as BusyTimesJob;
parentPort!.postMessage(busyTimes(job.text, job));
