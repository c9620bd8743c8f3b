// The one way a listing change is made known. Every write of venues or vendors rows, or of what search reads beside
// them (a venue's blocked days), runs in a listing transaction (listing-writes.ts), which calls `changed` once the
// write is committed: the changed listings are embedded again (§7 generate-embeddings), this instance's readers (the
// search index) apply the change before `changed` returns, so the writer's next search sees it, and every other
// instance hears a `listings` event on the event bus (LISTEN/NOTIFY on PostgreSQL) and applies it too.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Embedder } from '../../adapters/embeddings/index.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../realtime/index.ts';
import { refreshEmbeddings, type ListingScope } from './listing-embeddings.ts';

/** Ids in one event: 150 quoted uuids (5,850 bytes) leave room in a NOTIFY payload, which must stay under 8,000. */
export const IDS_PER_EVENT = 150;

/** What a reader of listings does when some change; it runs for one change at a time, in the order they came. */
export type ListingChangeHandler = (scope: ListingScope) => Promise<void>;

type Log = Pick<FastifyBaseLogger, 'error'>;

/**
 * Listings changed: every instance's search index re-reads them. No ids at all means every listing may have changed.
 * Meant for no user's sockets; `origin` names the publisher, which applied the change itself before publishing.
 */
export const ListingsChangedEventSchema = z.object({
  table: z.literal('listings'),
  type: z.literal('update'),
  origin: z.string(),
  venueIds: z.array(z.string()).optional(),
  vendorIds: z.array(z.string()).optional(),
  audience: z.array(z.string()).length(0),
});
export type ListingsChangedEvent = z.infer<typeof ListingsChangedEventSchema>;

/** The change as events that each fit a NOTIFY payload; one event without ids when every listing may have changed. */
export function changeEvents(scope: ListingScope, origin: string): ListingsChangedEvent[] {
  const base: ListingsChangedEvent = { table: 'listings', type: 'update', origin, audience: [] };
  if (scope.venueIds === undefined && scope.vendorIds === undefined) return [base];
  const events: ListingsChangedEvent[] = [];
  const venueIds = scope.venueIds ?? [];
  const vendorIds = scope.vendorIds ?? [];
  for (let i = 0; i < venueIds.length; i += IDS_PER_EVENT)
    events.push({ ...base, venueIds: venueIds.slice(i, i + IDS_PER_EVENT), vendorIds: [] });
  for (let i = 0; i < vendorIds.length; i += IDS_PER_EVENT)
    events.push({ ...base, venueIds: [], vendorIds: vendorIds.slice(i, i + IDS_PER_EVENT) });
  return events;
}

const scopeOf = (event: ListingsChangedEvent): ListingScope =>
  event.venueIds === undefined && event.vendorIds === undefined
    ? {}
    : { venueIds: event.venueIds ?? [], vendorIds: event.vendorIds ?? [] };

export class ListingChanges {
  /** Names this instance's events, which it applied before publishing them. */
  readonly origin = randomUUID();
  private readonly handlers: ListingChangeHandler[] = [];
  private applying: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly embedder: Embedder,
    private readonly bus: EventBus,
    private readonly log: Log,
  ) {
    this.unsubscribe = bus.subscribe((event) => {
      const listings = event.table === 'listings' ? ListingsChangedEventSchema.safeParse(event) : null;
      if (listings?.success && listings.data.origin !== this.origin) void this.apply(scopeOf(listings.data));
      // Changes published while this instance was not listening were missed (the bus's own reconnected event): every
      // listing is read again.
      if (event.table === 'bus') void this.apply({});
    });
  }

  /** `handler` runs for every change from now on, made here or heard from another instance. */
  onChange(handler: ListingChangeHandler): void {
    this.handlers.push(handler);
  }

  /**
   * The listings in scope were written: embedded again, applied here, then told to the other instances. The write is
   * committed already, so a failure on the way is logged rather than thrown: the listing keeps its old embedding
   * until the next change or start (boot.ts embeds what is stale).
   */
  async changed(scope: ListingScope): Promise<void> {
    // One list named means only those listings: the other kind is left alone, not re-read whole.
    if (scope.venueIds !== undefined || scope.vendorIds !== undefined) {
      scope = { venueIds: scope.venueIds ?? [], vendorIds: scope.vendorIds ?? [] };
      if (scope.venueIds?.length === 0 && scope.vendorIds?.length === 0) return;
    }
    await refreshEmbeddings(this.db, this.embedder, scope).catch((error: unknown) =>
      this.log.error({ err: error }, 'changed listings were not embedded again'),
    );
    await this.apply(scope);
    for (const event of changeEvents(scope, this.origin)) {
      await this.bus
        .publish(event)
        .catch((error: unknown) =>
          this.log.error({ err: error }, 'a listing change was not told to the other instances'),
        );
    }
  }

  close(): void {
    this.unsubscribe();
  }

  /** Runs the handlers for the change once those for every earlier one have finished. */
  private apply(scope: ListingScope): Promise<void> {
    const run = async () => {
      for (const handler of this.handlers) {
        await handler(scope).catch((error: unknown) =>
          this.log.error({ err: error }, 'a listing change could not be applied'),
        );
      }
    };
    this.applying = this.applying.then(run);
    return this.applying;
  }
}
