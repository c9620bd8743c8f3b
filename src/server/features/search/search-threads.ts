// Search on more than one core (ADR 015): a plain worker pool. Each search thread holds a copy of the listing indexes,
// told every change in order by the catalogue index (IndexMirror), and answers plans the main thread made
// (search-listings.ts). A plan goes to the least busy thread with room whose copy has loaded; when there is none it
// runs on the main thread. A thread that stops hands its plans back, and they run on the main thread. The listings a
// day's answer leaves out go to a thread once per answer (a busy day's are thousands of ids), and plans name them by key.
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../../child-script.ts';
import { EncodedAnswer, type Encoding } from './encoded-answer.ts';
import type { CatalogueIndex, IndexMirror } from './listing-index/catalogue-index.ts';
import type { ListingKind } from './listing-index/listing-doc.ts';
import type { IndexedListing } from './listing-index/listing-index.ts';
import type { ClosedListings } from '../listings/index.ts';
import { answerPlan, type SearchPlan } from './run-search-plan.ts';
import type { FromSearchThread, ToSearchThread } from './search-worker.ts';

/**
 * Listings (venues and vendors) from which search threads are started. Each thread costs tens of MB for its own V8
 * heap and copy of the index, and below this a search takes a fraction of a millisecond on the main thread, so a
 * small catalogue (the sample one has a few hundred) searches there and the embedded default stays light (ADR 021).
 */
export const THREADS_FROM_LISTINGS = 10_000;

/** Plans a thread may have waiting; past that the threads are overloaded and the main thread answers at once. */
export const QUEUE_PER_THREAD = 64;
/** Listings posted to a thread in one message while the index loads. */
const PUT_BATCH = 1_000;
/** Answers of left-out listings a thread keeps; past that the oldest sent is forgotten. */
export const CLOSED_KEPT = 64;

type Log = { error(details: object, message: string): void };

export class SearchThreads implements IndexMirror {
  private threads: SearchThread[] = [];
  private decided = false;
  private closed = false;
  /** Plans answered by search threads, and on the main thread (queues full, or no threads). */
  readonly answered = { byThreads: 0, here: 0 };

  /**
   * `wanted`: threads to start once the catalogue is known to hold at least `fromListings` listings (`startFor`).
   * None start before that.
   */
  constructor(
    private readonly wanted: number,
    private readonly catalogue: CatalogueIndex,
    private readonly log: Log,
    private readonly fromListings = THREADS_FROM_LISTINGS,
  ) {
    catalogue.mirrorTo(this);
  }

  /**
   * Starts the threads if `listings` (the catalogue's size) makes them worth it; only the first call decides. Call
   * before the index loads, so the threads are told every listing.
   */
  startFor(listings: number): void {
    if (this.decided || this.closed) return;
    this.decided = true;
    if (listings < this.fromListings) return;
    this.threads = Array.from({ length: this.wanted }, () => new SearchThread((error) => this.stopped(error)));
  }

  /** Search threads running. */
  get count(): number {
    return this.threads.length;
  }

  /** Whether every running thread has loaded its copy. */
  get loaded(): boolean {
    return this.threads.every((thread) => thread.loaded);
  }

  /** The plan's answer, compressed for the encoding, from a search thread or from this one. */
  async answer(plan: SearchPlan, encoding: Encoding): Promise<EncodedAnswer> {
    const thread = this.leastBusy();
    if (thread) {
      try {
        const answer = await thread.answer(plan, encoding);
        this.answered.byThreads += 1;
        return answer;
      } catch (error) {
        if (!(error instanceof ThreadStopped)) throw error;
      }
    }
    this.answered.here += 1;
    return answerPlan(this.catalogue.of(plan.kind), plan, encoding);
  }

  put(kind: ListingKind, listing: IndexedListing): void {
    for (const thread of this.threads) thread.put(kind, listing);
  }

  delete(kind: ListingKind, id: string): void {
    for (const thread of this.threads) thread.post({ type: 'delete', kind, id });
  }

  finishLoad(kind: ListingKind): void {
    for (const thread of this.threads) thread.post({ type: 'finish-load', kind });
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.stop()));
  }

  /** Of the threads whose copy has loaded, the one with the fewest plans waiting, if it has room. */
  private leastBusy(): SearchThread | undefined {
    let best: SearchThread | undefined;
    for (const thread of this.threads) {
      if (thread.loaded && thread.waiting < QUEUE_PER_THREAD && (!best || thread.waiting < best.waiting)) best = thread;
    }
    return best;
  }

  private stopped(error: Error): void {
    this.threads = this.threads.filter((thread) => thread.running);
    this.log.error({ err: error }, 'a search thread stopped; its searches run on the main thread');
  }
}

/** Thrown to a plan's caller when its thread stopped before answering: the plan is run on the main thread instead. */
class ThreadStopped extends Error {}

interface Asked {
  resolve(answer: EncodedAnswer): void;
  reject(error: Error): void;
}

class SearchThread {
  private readonly worker: Worker;
  /** Plans posted and not yet answered, by id. */
  private readonly asked = new Map<number, Asked>();
  private nextId = 0;
  /** The keys of the left-out listings the thread keeps, oldest first. */
  private readonly closedSent = new Set<number>();
  private puts: { kind: ListingKind; listings: IndexedListing[] } | null = null;
  /**
   * The kinds whose copy the thread has finished loading. Until both have, a plan would wait behind the load (the
   * inverted lists of the vectors take seconds to make at 100,000 listings), so the thread takes none.
   */
  private readonly loadedKinds = new Set<ListingKind>();
  running = true;

  constructor(onStop: (error: Error) => void) {
    this.worker = startWorkerThread('search-worker', import.meta.url);
    this.worker.unref();
    this.worker.on('message', (reply: FromSearchThread) => this.settle(reply));
    const stopped = (error: Error) => {
      if (this.halt(error)) onStop(error);
    };
    this.worker.on('error', stopped);
    this.worker.on('exit', (code) => stopped(new Error(`search thread exited with code ${code}`)));
  }

  get loaded(): boolean {
    return this.loadedKinds.has('venue') && this.loadedKinds.has('vendor');
  }

  /** Plans posted and not yet answered. */
  get waiting(): number {
    return this.asked.size;
  }

  answer(plan: SearchPlan, encoding: Encoding): Promise<EncodedAnswer> {
    const id = this.nextId++;
    const answer = new Promise<EncodedAnswer>((resolve, reject) => this.asked.set(id, { resolve, reject }));
    try {
      if (plan.closed) this.sendClosed(plan.closed);
      const closedKey = plan.closed?.key ?? null;
      this.post({ type: 'answer', id, plan: plan.closed ? { ...plan, closed: null } : plan, closedKey, encoding });
    } catch (error) {
      // Not posted (a plan that cannot be copied): nothing will answer it, so it must not count as waiting.
      this.asked.delete(id);
      throw error;
    }
    return answer;
  }

  /** Sends the thread an answer's left-out listings unless it keeps them already. */
  private sendClosed(closed: ClosedListings): void {
    if (this.closedSent.has(closed.key)) return;
    let forget: number | null = null;
    if (this.closedSent.size >= CLOSED_KEPT) {
      forget = this.closedSent.values().next().value as number;
      this.closedSent.delete(forget);
    }
    this.post({ type: 'closed', closed, forget });
    this.closedSent.add(closed.key);
  }

  /** Listings go many to a message; anything else posted after them goes after them. */
  put(kind: ListingKind, listing: IndexedListing): void {
    if (this.puts && this.puts.kind !== kind) this.flushPuts();
    if (!this.puts) {
      this.puts = { kind, listings: [] };
      queueMicrotask(() => this.flushPuts());
    }
    this.puts.listings.push(listing);
    if (this.puts.listings.length >= PUT_BATCH) this.flushPuts();
  }

  post(message: ToSearchThread): void {
    this.flushPuts();
    if (this.running) this.worker.postMessage(message);
  }

  async stop(): Promise<void> {
    this.halt(new Error('search threads closed'));
    await this.worker.terminate();
  }

  private settle(reply: FromSearchThread): void {
    if ('loaded' in reply) {
      this.loadedKinds.add(reply.loaded);
      return;
    }
    const asked = this.asked.get(reply.id);
    this.asked.delete(reply.id);
    if ('error' in reply) asked?.reject(new Error(`search thread: ${reply.error}`));
    else asked?.resolve(EncodedAnswer.fromParts(reply.parts));
  }

  /** Stops taking work; plans still waiting go back to their callers. False if already stopped. */
  private halt(error: Error): boolean {
    if (!this.running) return false;
    this.running = false;
    for (const { reject } of this.asked.values()) reject(new ThreadStopped(error.message));
    this.asked.clear();
    return true;
  }

  private flushPuts(): void {
    const puts = this.puts;
    if (!puts) return;
    this.puts = null;
    if (this.running) this.worker.postMessage({ type: 'put', ...puts } satisfies ToSearchThread);
  }
}
