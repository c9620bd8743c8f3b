// Whether the server may answer from its database yet (ADR 020). npm start listens first and prepares the database
// behind (opened, migrated, seeded when empty, listings embedded): until then the health check says 'starting', the
// web app's files and page shells are served, and every request that needs the database waits for it, for a while.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';

export type ReadinessState = 'starting' | 'ready' | 'failed';

/** How long a request waits for the database before it is told to come back. */
export const READINESS_WAIT_MS = 10_000;
/** What such a request is told (Retry-After), in seconds. */
export const STARTING_RETRY_AFTER_SECONDS = 5;
export const SERVICE_STARTING = 'SERVICE_STARTING';

export class Readiness {
  state: ReadinessState = 'starting';
  /** Settles when start-up ends: resolved once ready, rejected with the reason start-up failed. */
  readonly settled: Promise<void>;
  private resolve!: () => void;
  private reject!: (error: unknown) => void;

  constructor() {
    this.settled = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A failure is read from `state`; nobody has to be waiting to hear it.
    this.settled.catch(() => undefined);
  }

  markReady(): void {
    if (this.state !== 'starting') return;
    this.state = 'ready';
    this.resolve();
  }

  markFailed(error: unknown): void {
    if (this.state !== 'starting') return;
    this.state = 'failed';
    this.reject(error);
  }

  /** Resolves once ready; throws SERVICE_STARTING (503) when that takes longer than `waitMs` or start-up failed. */
  async wait(waitMs = READINESS_WAIT_MS): Promise<void> {
    if (this.state === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), waitMs);
    });
    const outcome = await Promise.race([this.settled.then(() => 'ready' as const), timedOut]).catch(
      () => 'failed' as const,
    );
    clearTimeout(timer);
    if (outcome === 'ready') return;
    throw new AppError(
      SERVICE_STARTING,
      outcome === 'failed'
        ? 'The service could not start. Please try again later.'
        : 'The service is starting. Please try again in a few seconds.',
      503,
    );
  }
}

/** Requests answered before the database is ready: the health check, the web app's files and its page shells. */
function needsDatabase(path: string): boolean {
  if (path === '/api/health') return false;
  return /^\/(api|media|dev)\//.test(path) || path === '/sitemap.xml';
}

/** onRequest hook: a request that needs the database waits for it (Readiness.wait), told to retry when it is late. */
export async function waitForDatabase(request: FastifyRequest, reply: FastifyReply) {
  const { readiness } = request.server;
  if (readiness.state === 'ready' || !needsDatabase(request.url.split('?')[0] ?? '/')) return;
  reply.header('retry-after', String(STARTING_RETRY_AFTER_SECONDS));
  await readiness.wait();
  reply.removeHeader('retry-after');
}
