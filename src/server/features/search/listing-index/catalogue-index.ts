// The listings in memory for search (ADR 006): venues and vendors with their full text, embeddings,
// filters' fields and cards, plus the typo lexicon and the stems of query words. Loaded from the
// database at start; `refresh` reloads listings after they change (listingsChanged), and on PostgreSQL,
// where other instances may write, a poll picks up their changes.
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { searchTerms, vendorEmbeddings, vendors, venueEmbeddings, venues } from '../../../db/schema/index.ts';
import { vendorDoc, venueDoc, type ListingKind } from './listing-doc.ts';
import { ListingIndex, type IndexedListing } from './listing-index.ts';
import { TrigramLexicon } from './trigram-lexicon.ts';
import { parseTsvector } from './tsvector-text.ts';

const LOAD_BATCH = 5_000;
/** Query words' stems kept; cleared when full (queries repeat their words far more than this). */
const STEMS_KEPT = 50_000;
/** PostgreSQL's parser keeps a run of digits whole, and the english configuration leaves it as it is. */
const DIGITS = /^\d+$/;

/** A listing as read, with what its copy was made from and the words its search text gives the lexicon. */
type VersionedListing = IndexedListing & { version: string; searchText: string };

/** The words the search triggers put in search_terms (migration 0003): lower-case runs of a-z0-9, 3 to 30 long. */
export function lexiconWords(searchText: string): string[] {
  return searchText
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && word.length <= 30);
}

/** What an indexed copy was made from: the row's updated_at and whether it had an embedding. */
const versionOf = (updatedAt: Date, embedded: boolean) => `${updatedAt.getTime()}:${embedded ? 1 : 0}`;

export interface RefreshIds {
  venueIds?: readonly string[];
  vendorIds?: readonly string[];
}

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
  /** The database's clock when the last poll (or the load) began: the next poll reads what changed after it. */
  private pollFrom: Date | null = null;
  /** Per listing id, what the indexed copy was made from (updated_at and whether it had an embedding). */
  private readonly versions = new Map<string, string>();
  private loaded = false;
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

  /** Everything, from scratch. */
  async load(): Promise<void> {
    this.pollFrom = await this.databaseNow();
    for (const kind of ['venue', 'vendor'] as const) {
      await this.readAll(kind, undefined, (listing) => this.store(kind, listing));
      this.of(kind).finishLoad();
      for (const mirror of this.mirrors) mirror.finishLoad(kind);
    }
    // search_terms also keeps the words of listings since changed or deleted (the triggers only add).
    const rows = await this.db.select({ term: searchTerms.term, lexemes: sql<string>`to_tsvector('english', ${searchTerms.term})::text` }).from(searchTerms);
    for (const { term, lexemes } of rows) {
      this.lexicon.add(term);
      this.termStems.set(term, parseTsvector(lexemes).lexemes.map((l) => l.lexeme));
    }
    this.loaded = true;
  }

  /** Reloads the listings named (a missing one leaves the index); everything when none are named. */
  async refresh(ids: RefreshIds = {}): Promise<void> {
    if (ids.venueIds === undefined && ids.vendorIds === undefined) {
      await this.reread('venue', [...this.venues.ids()]);
      await this.reread('vendor', [...this.vendors.ids()]);
      await this.pollNewer();
    } else {
      if (ids.venueIds?.length) await this.reread('venue', ids.venueIds);
      if (ids.vendorIds?.length) await this.reread('vendor', ids.vendorIds);
    }
  }

  /**
   * Listings written by any instance since the last poll began. Rows changed within `slackMs` before that are
   * looked at again: a transaction that began before the last poll may have committed after it, and an embedding
   * is written after its listing.
   */
  async pollNewer(slackMs = 0): Promise<number> {
    const started = await this.databaseNow();
    const after = new Date((this.pollFrom ?? started).getTime() - slackMs);
    let changed = 0;
    for (const kind of ['venue', 'vendor'] as const) {
      // Versions first, whole rows only for what changed (a bulk import just before puts every row in the window).
      const since = await this.versionsSince(kind, after);
      const ids = [...since].filter(([id, version]) => this.versions.get(id) !== version).map(([id]) => id);
      await this.reread(kind, ids);
      changed += ids.length;
    }
    this.pollFrom = started;
    return changed;
  }

  private async databaseNow(): Promise<Date> {
    const [row] = rowsOf<{ now: string | Date }>(await this.db.execute(sql`SELECT now() AS now`));
    return new Date(row?.now ?? Date.now());
  }

  /** The version (as `indexed` makes it) of each listing of the kind changed after `after`, by id. */
  private async versionsSince(kind: ListingKind, after: Date): Promise<Map<string, string>> {
    const rows =
      kind === 'venue'
        ? await this.db
            .select({ id: venues.id, updatedAt: venues.updatedAt, embedded: sql<boolean>`${venueEmbeddings.venueId} IS NOT NULL` })
            .from(venues)
            .leftJoin(venueEmbeddings, and(eq(venueEmbeddings.venueId, venues.id), eq(venueEmbeddings.model, this.embeddingModel)))
            .where(gt(venues.updatedAt, after))
        : await this.db
            .select({ id: vendors.id, updatedAt: vendors.updatedAt, embedded: sql<boolean>`${vendorEmbeddings.vendorId} IS NOT NULL` })
            .from(vendors)
            .leftJoin(vendorEmbeddings, and(eq(vendorEmbeddings.vendorId, vendors.id), eq(vendorEmbeddings.model, this.embeddingModel)))
            .where(gt(vendors.updatedAt, after));
    return new Map(rows.map(({ id, updatedAt, embedded }) => [id, versionOf(updatedAt, embedded)]));
  }

  /**
   * Stems of query words as the database's english configuration makes them (none for a stop word). The listings'
   * own words were stemmed at load and a number is its own stem, so only other words cost a round trip: on a busy
   * server its answer waits behind every request in the queue (hundreds of ms, measured).
   */
  async stemsOf(words: readonly string[]): Promise<Map<string, string[]>> {
    const known = (word: string) => this.termStems.get(word) ?? this.stems.get(word) ?? (DIGITS.test(word) ? [word] : undefined);
    const missing = [...new Set(words.filter((word) => known(word) === undefined))];
    if (missing.length > 0) {
      const result = await this.db.execute(sql`
        SELECT w AS word, to_tsvector('english', w)::text AS lexemes
        FROM unnest(ARRAY[${sql.join(missing.map((word) => sql`${word}`), sql`, `)}]::text[]) AS w`);
      if (this.stems.size + missing.length > STEMS_KEPT) this.stems.clear();
      for (const { word, lexemes } of rowsOf<{ word: string; lexemes: string }>(result)) {
        this.stems.set(word, parseTsvector(lexemes).lexemes.map((l) => l.lexeme));
      }
    }
    return new Map(words.map((word) => [word, known(word) ?? []]));
  }

  private async reread(kind: ListingKind, ids: readonly string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += LOAD_BATCH) {
      const chunk = ids.slice(start, start + LOAD_BATCH);
      const found = new Set<string>();
      await this.readAll(kind, inArray(kind === 'venue' ? venues.id : vendors.id, [...chunk]), (listing) => {
        this.store(kind, listing);
        found.add(listing.doc.id);
      });
      for (const id of chunk) {
        if (found.has(id)) continue;
        this.of(kind).delete(id);
        for (const mirror of this.mirrors) mirror.delete(kind, id);
        this.versions.delete(id);
      }
    }
  }

  /** Indexes the listing; one read after the load also brings its words to the lexicon, as the triggers did. */
  private store(kind: ListingKind, listing: VersionedListing): void {
    if (this.loaded) for (const word of lexiconWords(listing.searchText)) this.lexicon.add(word);
    this.of(kind).put(listing);
    for (const mirror of this.mirrors) mirror.put(kind, { doc: listing.doc, text: listing.text, embedding: listing.embedding });
    this.versions.set(listing.doc.id, listing.version);
  }

  /** Every listing of the kind matching `where`, in batches by id. */
  private async readAll(kind: ListingKind, where: SQL | undefined, each: (listing: VersionedListing) => void): Promise<void> {
    const id = kind === 'venue' ? venues.id : vendors.id;
    let after: string | null = null;
    for (;;) {
      const batch = await this.read(kind, and(where, after === null ? undefined : gt(id, after)) ?? sql`TRUE`);
      batch.forEach(each);
      if (batch.length < LOAD_BATCH) return;
      after = (batch[batch.length - 1] as VersionedListing).doc.id;
    }
  }

  private async read(kind: ListingKind, where: SQL): Promise<VersionedListing[]> {
    if (kind === 'venue') {
      const rows = await this.db
        .select({ row: venues, embedding: venueEmbeddings.embedding })
        .from(venues)
        .leftJoin(venueEmbeddings, and(eq(venueEmbeddings.venueId, venues.id), eq(venueEmbeddings.model, this.embeddingModel)))
        .where(where)
        .orderBy(venues.id)
        .limit(LOAD_BATCH);
      return rows.map(({ row, embedding }) => this.indexed(venueDoc(row), row, embedding));
    }
    const rows = await this.db
      .select({ row: vendors, embedding: vendorEmbeddings.embedding })
      .from(vendors)
      .leftJoin(vendorEmbeddings, and(eq(vendorEmbeddings.vendorId, vendors.id), eq(vendorEmbeddings.model, this.embeddingModel)))
      .where(where)
      .orderBy(vendors.id)
      .limit(LOAD_BATCH);
    return rows.map(({ row, embedding }) => this.indexed(vendorDoc(row), row, embedding));
  }

  private indexed(
    doc: IndexedListing['doc'],
    row: { searchVector: string | null; searchText: string; updatedAt: Date },
    embedding: number[] | null,
  ): VersionedListing {
    return { doc, text: parseTsvector(row.searchVector), embedding, version: versionOf(row.updatedAt, embedding !== null), searchText: row.searchText };
  }
}
