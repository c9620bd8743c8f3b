// The artwork warm-up as the server sees it: a child process (warm-artwork-child.ts) at a low CPU priority, so
// requests come first and sharp's memory never enters the server; its state for /api/health; and a way to stop it
// when the app closes.
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { childScript } from '../../child-script.ts';
import type { ArtworkWarmed, WarmArtworkJob } from './render-covers.ts';

export type ArtworkCacheState = 'cold' | 'warming' | 'warm';

/**
 * A niceness well below the server's: when both want one core, requests get about nine tenths of it. Not the lowest
 * (19): on a machine shared with other work that left the child almost no time at all (one cover took over a minute
 * beside a load of 8 on 2 cores), and what waits for a warm cache (the browser tests) waited for good.
 */
const LOW_PRIORITY = 10;

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

export class ArtworkWarmUp {
  private current: ArtworkCacheState = 'cold';
  private child: ChildProcess | null = null;
  private stopped = false;

  constructor(private readonly log: Log) {}

  /** 'warming' while the child renders, 'warm' once it has rendered every cover it was sent. */
  get state(): ArtworkCacheState {
    return this.current;
  }

  /**
   * Renders the job's covers in a child process; settles when it has finished, or was stopped. Rejects when the
   * child failed (the cache stays 'cold': each picture is then rendered at its first request).
   */
  run(job: WarmArtworkJob): Promise<void> {
    if (this.stopped || this.child) return Promise.resolve();
    const started = Date.now();
    const child = startChild();
    this.child = child;
    this.current = 'warming';
    try {
      if (child.pid !== undefined) setPriority(child.pid, LOW_PRIORITY);
    } catch (error) {
      this.log.warn({ err: error }, 'could not lower the artwork warm-up priority');
    }
    child.on('message', (message: ArtworkWarmed) => {
      if (!message.warm) return;
      this.current = 'warm';
      this.log.info(
        { images: message.images, seconds: Math.round((Date.now() - started) / 1000) },
        'artwork cache warm',
      );
    });
    child.send(job);
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      // 'close' comes after the IPC channel has closed, so after any message the child sent.
      child.once('close', (code, signal) => {
        this.child = null;
        if (this.current === 'warm') return resolve();
        this.current = 'cold';
        if (this.stopped) return resolve();
        reject(new Error(`the artwork warm-up exited before it finished (code ${code}, signal ${signal})`));
      });
    });
  }

  /** Ends the child, if one is running; nothing starts after this. */
  stop(): void {
    this.stopped = true;
    this.child?.kill();
  }
}

function startChild(): ChildProcess {
  const script = childScript('warm-artwork-child', import.meta.url);
  return fork(script.url, [], {
    execArgv: script.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}
