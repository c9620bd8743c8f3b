// The listings in memory for search (ADR 006): venues and vendors with their full text, embeddings, filters' fields
// and cards, plus the typo lexicon and the stems of query words. A cache derived from PostgreSQL, which stays the
// source of truth: `load` builds it from the database at any time, and `refresh` re-reads the listings a change names
// (listings/listing-changes.ts, on this instance or heard from another by the event bus).
import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { searchTerms, vendorEmbeddings, vendors, venueEmbeddings, venues } from '../../../db/schema/index.ts';
import { weeklyHoursByListing, type ListingScope } from '../../listings/index.ts';
import { vendorDoc, venueDoc, type ListingKind } from './listing-doc.ts';
import { ListingIndex, type IndexedListing } from './listing-index.ts';
import { TrigramLexicon } from './trigram-lexicon.ts';
import { parseTsvector } from './tsvector-text.ts';

const LOAD_BATCH = 5_000;
/** Query words' stems kept; cleared when full (queries repeat their words far more than this). */
const STEMS_KEPT = 50_000;
/** PostgreSQL's parser keeps a run of digits whole, and the english configuration leaves it as it is. */
const DIGITS = /^\d+$/;

/** A listing as read, with the words its search text gives the lexicon. */
type ReadListing = IndexedListing & { searchText: string };

/** The words the search triggers put in search_terms (migration 0003): lower-case runs of a-z0-9, 3 to 30 long. */
export function lexiconWords(searchText: string): string[] {
  return searchText
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && word.length <= 30);
}

/** The listings changes named while a load read the database. */
interface ChangedDuringLoad {
  venueIds: Set<string>;
  vendorIds: Set<string>;
  everything: boolean;
}

const nothingChanged = (): ChangedDuringLoad => ({ venueIds: new Set(), vendorIds: new Set(), everything: false });

/** A copy of the listing indexes kept elsewhere (a search thread's): told every change, in order. */
export interface IndexMirror {
  put(kind: ListingKind, listing: IndexedListing): void;
  delete(kind: ListingKind, id: string): void;
  finishLoad(kind: ListingKind): void;
}

export class CatalogueIndex {
  readonly venues = new ListingIndex('venue');
  readonly vendors = new ListingIndex('vendor');
  readonly lexicon = new TrigramLexicon();
  /** Query words' stems read from the database, and the stems of the listings' own words (read at load). */
  private readonly stems = new Map<string, string[]>();
  private readonly termStems = new Map<string, string[]>();
  /** 'loading' from `load` until every listing is in; changes heard meanwhile wait in `changedDuringLoad`. */
  private state: 'empty' | 'loading' | 'loaded' | 'stopped' = 'empty';
  private changedDuringLoad: ChangedDuringLoad | null = null;
  private markLoaded: () => void = () => undefined;
  private readonly loadedSignal = new Promise<void>((resolve) => (this.markLoaded = resolve));
  private markStopped: () => void = () => undefined;
  private readonly stoppedSignal = new Promise<void>((resolve) => (this.markStopped = resolve));
  private readonly mirrors: IndexMirror[] = [];

  constructor(
    private readonly db: Db,
    private readonly embeddingModel: string,
  ) {}

  of(kind: ListingKind): ListingIndex {
    return kind === 'venue' ? this.venues : this.vendors;
  }

  /** From now on every change to the listings is told to the mirror too; add it before `load`. */
  mirrorTo(mirror: IndexMirror): void {
    this.mirrors.push(mirror);
  }

  /** Whether every listing has been read in; until then search answers from the database (database-search.ts). */
  get loaded(): boolean {
    return this.state === 'loaded';
  }

  /** Settles once `load` has read every listing in. */
  whenLoaded(): Promise<void> {
    return this.loadedSignal;
  }

  /** Venues and vendors in the database: what a load would read. */
  async countInDatabase(): Promise<number> {
    const [venueRows] = await this.db.select({ n: count() }).from(venues);
    const [vendorRows] = await this.db.select({ n: count() }).from(vendors);
    return (venueRows?.n ?? 0) + (vendorRows?.n ?? 0);
  }

  /** Everything, from the database. Changes heard while it reads are read again after it. */
  async load(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'loading';
    this.changedDuringLoad = nothingChanged();
    for (const kind of ['venue', 'vendor'] as const) {
      await this.readAll(kind, undefined, (listing) => this.store(kind, listing));
      this.of(kind).finishLoad();
      for (const mirror of this.mirrors) mirror.finishLoad(kind);
    }
    if (this.stopped) return;
    // search_terms also keeps the words of listings since changed or deleted (the triggers only add).
    const rows = await this.db
      .select({ term: searchTerms.term, lexemes: sql<string>`to_tsvector('english', ${searchTerms.term})::text` })
      .from(searchTerms);
    for (const { term, lexemes } of rows) {
      this.lexicon.add(term);
      this.termStems.set(
        term,
        parseTsvector(lexemes).lexemes.map((l) => l.lexeme),
      );
    }
    // A change read before its row's batch was read may have been overwritten by the older copy: read those again.
    for (
      let pending = this.changedDuringLoad;
      pending !== null && this.isPending(pending);
      pending = this.changedDuringLoad
    ) {
      this.changedDuringLoad = nothingChanged();
      await this.reread(
        pending.everything ? {} : { venueIds: [...pending.venueIds], vendorIds: [...pending.vendorIds] },
      );
    }
    this.changedDuringLoad = null;
    if (this.state !== 'loading') return;
    this.state = 'loaded';
    this.markLoaded();
  }

  /** Reads nothing more from the database: a load under way ends at its next batch. */
  stop(): void {
    this.state = 'stopped';
    this.markStopped();
  }

  get stopped(): boolean {
    return this.state === 'stopped';
  }

  whenStopped(): Promise<void> {
    return this.stoppedSignal;
  }

  /** Re-reads the listings named (a missing or deleted one leaves the index); every listing when none are named. */
  async refresh(scope: ListingScope = {}): Promise<void> {
    const pending = this.changedDuringLoad;
    if (pending) {
      if (scope.venueIds === undefined && scope.vendorIds === undefined) pending.everything = true;
      for (const id of scope.venueIds ?? []) pending.venueIds.add(id);
      for (const id of scope.vendorIds ?? []) pending.vendorIds.add(id);
      return;
    }
    if (this.state === 'loaded') await this.reread(scope);
  }

  private isPending(pending: ChangedDuringLoad): boolean {
    return this.state === 'loading' && (pending.everything || pending.venueIds.size + pending.vendorIds.size > 0);
  }

  private async reread(scope: ListingScope): Promise<void> {
    if (scope.venueIds === undefined && scope.vendorIds === undefined) {
      await this.rereadAll('venue');
      await this.rereadAll('vendor');
      return;
    }
    if (scope.venueIds?.length) await this.rereadIds('venue', scope.venueIds);
    if (scope.vendorIds?.length) await this.rereadIds('vendor', scope.vendorIds);
  }

  /**
   * Stems of query words as the database's english configuration makes them (none for a stop word). The listings'
   * own words were stemmed at load and a number is its own stem, so only other words cost a round trip to the
   * database.
   */
  async stemsOf(words: readonly string[]): Promise<Map<string, string[]>> {
    const known = (word: string) =>
      this.termStems.get(word) ?? this.stems.get(word) ?? (DIGITS.test(word) ? [word] : undefined);
    const missing = [...new Set(words.filter((word) => known(word) === undefined))];
    if (missing.length > 0) {
      const result = await this.db.execute(sql`
        SELECT w AS word, to_tsvector('english', w)::text AS lexemes
        FROM unnest(ARRAY[${sql.join(
          missing.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) AS w`);
      if (this.stems.size + missing.length > STEMS_KEPT) this.stems.clear();
      for (const { word, lexemes } of rowsOf<{ word: string; lexemes: string }>(result)) {
        this.stems.set(
          word,
          parseTsvector(lexemes).lexemes.map((l) => l.lexeme),
        );
      }
    }
    return new Map(words.map((word) => [word, known(word) ?? []]));
  }

  private async rereadIds(kind: ListingKind, ids: readonly string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += LOAD_BATCH) {
      const chunk = ids.slice(start, start + LOAD_BATCH);
      const found = new Set<string>();
      await this.readAll(kind, inArray(kind === 'venue' ? venues.id : vendors.id, [...chunk]), (listing) => {
        this.store(kind, listing);
        found.add(listing.doc.id);
      });
      for (const id of chunk) if (!found.has(id)) this.remove(kind, id);
    }
  }

  /** Every listing of the kind read again; those gone from the database leave the index. */
  private async rereadAll(kind: ListingKind): Promise<void> {
    const found = new Set<string>();
    await this.readAll(kind, undefined, (listing) => {
      this.store(kind, listing);
      found.add(listing.doc.id);
    });
    for (const id of [...this.of(kind).ids()]) if (!found.has(id)) this.remove(kind, id);
  }

  private remove(kind: ListingKind, id: string): void {
    this.of(kind).delete(id);
    for (const mirror of this.mirrors) mirror.delete(kind, id);
  }

  /** Indexes the listing; one read after the load also brings its words to the lexicon, as the triggers did. */
  private store(kind: ListingKind, listing: ReadListing): void {
    if (this.state === 'loaded') for (const word of lexiconWords(listing.searchText)) this.lexicon.add(word);
    this.of(kind).put(listing);
    for (const mirror of this.mirrors)
      mirror.put(kind, { doc: listing.doc, text: listing.text, embedding: listing.embedding });
  }

  /** Every listing of the kind matching `where`, in batches by id. */
  private async readAll(
    kind: ListingKind,
    where: SQL | undefined,
    each: (listing: ReadListing) => void,
  ): Promise<void> {
    const id = kind === 'venue' ? venues.id : vendors.id;
    let after: string | null = null;
    while (this.state !== 'stopped') {
      const batch = await this.read(kind, and(where, after === null ? undefined : gt(id, after)) ?? sql`TRUE`);
      batch.forEach(each);
      if (batch.length < LOAD_BATCH) return;
      after = (batch[batch.length - 1] as ReadListing).doc.id;
    }
  }

  private async read(kind: ListingKind, where: SQL): Promise<ReadListing[]> {
    if (kind === 'venue') {
      const rows = await this.db
        .select({ row: venues, embedding: venueEmbeddings.embedding })
        .from(venues)
        .leftJoin(
          venueEmbeddings,
          and(eq(venueEmbeddings.venueId, venues.id), eq(venueEmbeddings.model, this.embeddingModel)),
        )
        .where(where)
        .orderBy(venues.id)
        .limit(LOAD_BATCH);
      const hours = await weeklyHoursByListing(
        this.db,
        rows.map(({ row }) => row.id),
      );
      return rows.map(({ row, embedding }) => this.indexed(venueDoc(row, hours.get(row.id)), row, embedding));
    }
    const rows = await this.db
      .select({ row: vendors, embedding: vendorEmbeddings.embedding })
      .from(vendors)
      .leftJoin(
        vendorEmbeddings,
        and(eq(vendorEmbeddings.vendorId, vendors.id), eq(vendorEmbeddings.model, this.embeddingModel)),
      )
      .where(where)
      .orderBy(vendors.id)
      .limit(LOAD_BATCH);
    const hours = await weeklyHoursByListing(
      this.db,
      rows.map(({ row }) => row.id),
    );
    return rows.map(({ row, embedding }) => this.indexed(vendorDoc(row, hours.get(row.id)), row, embedding));
  }

  private indexed(
    doc: IndexedListing['doc'],
    row: { searchVector: string | null; searchText: string },
    embedding: number[] | null,
  ): ReadListing {
    return { doc, text: parseTsvector(row.searchVector), embedding, searchText: row.searchText };
  }
}
