// A search thread (ADR 015): a copy of the listing indexes, kept in step by the main thread (search-threads.ts), that
// answers search plans. It reads no database and embeds nothing: the main thread plans, this thread runs the plan.
import { parentPort } from 'node:worker_threads';
import type { ClosedListings } from '../listings/index.ts';
import type { AnswerParts, Encoding } from './encoded-answer.ts';
import { sharedDoc, type ListingKind } from './listing-index/listing-doc.ts';
import { ListingIndex, type IndexedListing } from './listing-index/listing-index.ts';
import { answerPlan, type SearchPlan } from './run-search-plan.ts';

export type ToSearchThread =
  | { type: 'put'; kind: ListingKind; listings: IndexedListing[] }
  | { type: 'delete'; kind: ListingKind; id: string }
  | { type: 'finish-load'; kind: ListingKind }
  /** An answer's left-out listings to keep, and the key of one to forget. */
  | { type: 'closed'; closed: ClosedListings; forget: number | null }
  /** `closedKey`: the kept left-out listings the plan asks for (sent without them). */
  | { type: 'answer'; id: number; plan: SearchPlan; closedKey: number | null; encoding: Encoding };

/** A plan's answer or error; or, once the thread's copy of a kind is whole, that it is loaded. */
export type FromSearchThread =
  { id: number; parts: AnswerParts } | { id: number; error: string } | { loaded: ListingKind };

const indexes: Record<ListingKind, ListingIndex> = {
  venue: new ListingIndex('venue'),
  vendor: new ListingIndex('vendor'),
};
const closedKept = new Map<number, ClosedListings>();

/** The plan with the left-out listings it names. */
function withClosed(plan: SearchPlan, key: number | null): SearchPlan {
  if (key === null) return plan;
  const closed = closedKept.get(key);
  if (!closed) throw new Error(`left-out listings ${key} were not sent`);
  return { ...plan, closed };
}

function handle(message: ToSearchThread): FromSearchThread | undefined {
  switch (message.type) {
    case 'put':
      for (const listing of message.listings) indexes[message.kind].put({ ...listing, doc: sharedDoc(listing.doc) });
      return undefined;
    case 'delete':
      indexes[message.kind].delete(message.id);
      return undefined;
    case 'closed':
      closedKept.set(message.closed.key, message.closed);
      if (message.forget !== null) closedKept.delete(message.forget);
      return undefined;
    case 'finish-load':
      indexes[message.kind].finishLoad();
      return { loaded: message.kind };
    case 'answer':
      try {
        return {
          id: message.id,
          parts: answerPlan(
            indexes[message.plan.kind],
            withClosed(message.plan, message.closedKey),
            message.encoding,
          ).parts(),
        };
      } catch (error) {
        return { id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      }
  }
}

parentPort?.on('message', (message: ToSearchThread) => {
  const reply = handle(message);
  if (reply) parentPort?.postMessage(reply);
});
