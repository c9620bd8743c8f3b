// Search on more than one core (ADR 007). Each search thread holds a copy of the listing indexes, told every change
// in order by the catalogue index (IndexMirror), and answers plans the main thread made (search-listings.ts). A plan
// goes to the least busy thread with room, else it runs here at once. Before running one here, the main thread takes
// the answers its threads have posted since (synchronously, not on a later turn of its event loop), so a thread gets
// its next plan while this one is busy rather than after a whole run of local searches. A thread that stops leaves
// its plans to this one.
//
// The main thread also helps (ADR 013): when its event loop has nothing else to do and a thread has plans waiting
// behind the one it runs, it runs the oldest waiting one itself, one per turn of its event loop, and the thread passes
// it by (plan-claims.ts).
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { EncodedAnswer, type Encoding } from './encoded-answer.ts';
import type { CatalogueIndex, IndexMirror } from './listing-index/catalogue-index.ts';
import type { ListingKind } from './listing-index/listing-doc.ts';
import type { IndexedListing } from './listing-index/listing-index.ts';
import { PendingPlans } from './pending-plans.ts';
import { claimPlan, newPlanClaims, offerPlan, PLAN_SLOTS } from './plan-claims.ts';
import { answerPlan, type SearchPlan } from './run-search-plan.ts';
import type { FromSearchThread, SearchThreadData, ToSearchThread } from './search-worker.ts';

/**
 * Plans a thread may have waiting before the main thread runs one itself. Deep enough that under a load of 50
 * connections the main thread leaves searching to the threads: a plan run here holds up every request the main thread
 * has read and every answer the threads have ready, so with four the answers left the main thread in batches and cold
 * p99 was about 2.5 times the mean; with 64 the threads answer in the order asked (ADR 011). Past that depth the threads
 * are overloaded and the main thread runs plans at once.
 */
export const QUEUE_PER_THREAD = 64;
/** Listings posted to a thread in one message while the index loads. */
const PUT_BATCH = 1_000;
/** Plans posted to a thread from which the main thread helps: the one it runs and one waiting behind it. */
const HELP_FROM = 2;

type Log = { error(details: object, message: string): void };

export class SearchThreads implements IndexMirror {
  private threads: SearchThread[];
  /** Plans answered by search threads, on this thread when the threads' queues were full, and taken from a queue here. */
  readonly answered = { byThreads: 0, here: 0, helped: 0 };
  private helpAsked = false;

  constructor(
    count: number,
    private readonly catalogue: CatalogueIndex,
    private readonly log: Log,
  ) {
    this.threads = Array.from({ length: count }, () => new SearchThread((error) => this.stopped(error)));
    catalogue.mirrorTo(this);
  }

  /** Search threads running. */
  get count(): number {
    return this.threads.length;
  }

  /** The plan's answer, compressed for the encoding, from a search thread or from this one. */
  async answer(plan: SearchPlan, encoding: Encoding): Promise<EncodedAnswer> {
    const thread = this.withRoom();
    if (thread) {
      try {
        const answering = thread.answer(plan, encoding);
        this.helpSoon();
        const { answer, helped } = await answering;
        if (helped) this.answered.helped += 1;
        else this.answered.byThreads += 1;
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
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.stop()));
  }

  /** The least busy thread with room for another plan, once the answers the threads have posted are taken. */
  private withRoom(): SearchThread | undefined {
    let best: SearchThread | undefined;
    for (const thread of this.threads) {
      if (!thread.hasRoom) thread.takeAnswers();
      if (thread.hasRoom && (!best || thread.waiting < best.waiting)) best = thread;
    }
    return best;
  }

  /** On the next turn of the event loop, once what it has read is handled: a plan taken from the busiest thread. */
  private helpSoon(): void {
    if (this.helpAsked || !this.threads.some((thread) => thread.waiting >= HELP_FROM)) return;
    this.helpAsked = true;
    setImmediate(() => {
      this.helpAsked = false;
      let busiest: SearchThread | undefined;
      for (const thread of this.threads) if (thread.waiting >= HELP_FROM && (!busiest || thread.waiting > busiest.waiting)) busiest = thread;
      if (busiest?.runWaitingHere((plan, encoding) => answerPlan(this.catalogue.of(plan.kind), plan, encoding))) this.helpSoon();
    });
  }

  private stopped(error: Error): void {
    this.threads = this.threads.filter((thread) => thread.running);
    this.log.error({ err: error }, 'a search thread stopped; its searches run on the main thread');
  }
}

/** Thrown to a plan's caller when its thread stopped before answering: the plan is run on the main thread instead. */
class ThreadStopped extends Error {}

/** A plan's answer, and whether the main thread ran it (`runWaitingHere`). */
interface Answered {
  answer: EncodedAnswer;
  helped: boolean;
}

interface Asked {
  plan: SearchPlan;
  encoding: Encoding;
  resolve(answered: Answered): void;
  reject(error: Error): void;
}

class SearchThread {
  /** The thread posts its answers here, so they can be taken without waiting for the event loop (`takeAnswers`). */
  private readonly answers: MessagePort;
  private readonly worker: Worker;
  /** Which of the two threads runs each plan posted (plan-claims.ts). */
  private readonly claims = newPlanClaims();
  /** Plans posted and not yet answered, oldest first. */
  private readonly asked = new PendingPlans<Asked>(PLAN_SLOTS);
  private puts: { kind: ListingKind; listings: IndexedListing[] } | null = null;
  running = true;

  constructor(onStop: (error: Error) => void) {
    const { port1, port2 } = new MessageChannel();
    this.answers = port1;
    this.answers.on('message', (reply: FromSearchThread) => this.settle(reply));
    this.answers.unref();
    this.worker = startWorker({ answers: port2, claims: this.claims }, [port2]);
    this.worker.unref();
    const stopped = (error: Error) => {
      if (this.halt(error)) onStop(error);
    };
    this.worker.on('error', stopped);
    this.worker.on('exit', (code) => stopped(new Error(`search thread exited with code ${code}`)));
  }

  /** Plans posted and not yet answered. */
  get waiting(): number {
    return this.asked.size;
  }

  /** Whether another plan may be posted (a plan stuck for a whole ring of later ones holds up the next). */
  get hasRoom(): boolean {
    return this.asked.size < QUEUE_PER_THREAD && this.asked.hasRoom;
  }

  answer(plan: SearchPlan, encoding: Encoding): Promise<Answered> {
    let settle!: Pick<Asked, 'resolve' | 'reject'>;
    const answer = new Promise<Answered>((resolve, reject) => (settle = { resolve, reject }));
    const id = this.asked.add({ plan, encoding, ...settle });
    offerPlan(this.claims, id);
    try {
      this.post({ type: 'answer', id, plan, encoding });
    } catch (error) {
      // Not posted (a plan that cannot be copied): nothing will answer it, so it must not count as waiting.
      this.asked.take(id);
      throw error;
    }
    return answer;
  }

  /**
   * Runs the oldest plan the thread has not started with `run`, on the calling thread, and settles it; the thread
   * passes it by. False when there was none.
   */
  runWaitingHere(run: (plan: SearchPlan, encoding: Encoding) => EncodedAnswer): boolean {
    for (const [id, asked] of this.asked.oldestFirst()) {
      if (!claimPlan(this.claims, id)) continue;
      this.asked.take(id);
      try {
        asked.resolve({ answer: run(asked.plan, asked.encoding), helped: true });
      } catch (error) {
        asked.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return true;
    }
    return false;
  }

  /** Settles every plan the thread has answered by now. */
  takeAnswers(): void {
    for (let taken = receiveMessageOnPort(this.answers); taken; taken = receiveMessageOnPort(this.answers)) this.settle(taken.message as FromSearchThread);
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
    this.answers.close();
    await this.worker.terminate();
  }

  private settle(reply: FromSearchThread): void {
    const asked = this.asked.take(reply.id);
    if ('error' in reply) asked?.reject(new Error(`search thread: ${reply.error}`));
    else asked?.resolve({ answer: EncodedAnswer.fromParts(reply.parts), helped: false });
  }

  /** Stops taking work; plans still waiting go back to their callers. False if already stopped. */
  private halt(error: Error): boolean {
    if (!this.running) return false;
    this.running = false;
    for (const { reject } of this.asked.takeAll()) reject(new ThreadStopped(error.message));
    return true;
  }

  private flushPuts(): void {
    const puts = this.puts;
    if (!puts) return;
    this.puts = null;
    if (this.running) this.worker.postMessage({ type: 'put', ...puts } satisfies ToSearchThread);
  }
}

/**
 * The built server runs dist/server/search-worker.js beside main.js (scripts/build-server.mjs). From source (tests,
 * tsx) the thread first registers tsx's loader: Node 20 does not carry `--import` over to a worker.
 */
function startWorker(workerData: SearchThreadData, transferList: MessagePort[]): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = new URL(fromSource ? './search-worker.ts' : './search-worker.js', import.meta.url);
  if (!fromSource) return new Worker(script, { workerData, transferList });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(script.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData, transferList });
}
