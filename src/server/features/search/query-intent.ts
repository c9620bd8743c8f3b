// The categories a search asks for. First the words table beside the categories (#shared/category-words.ts), which
// reads "take pictures" or "door list" as a planner means them; when it names none for this kind of listing, the
// category whose description the query's meaning is clearly nearest to (a weaker sign, weighted less in ranking).
import { VENDOR_CATEGORY_INFO, VENUE_CATEGORY_INFO, type CategoryInfo } from '#shared/categories.ts';
import { VENDOR_SERVICE_WORDS, VENUE_KIND_WORDS, vendorServicesNamed, venueKindsNamed, type CategoryWords } from '#shared/category-words.ts';
import { cosineSimilarity, type Embedder } from '../../adapters/embeddings/index.ts';
import type { ListingKind } from './listing-index/listing-doc.ts';

export interface AskedCategories {
  /** Named by the words table. */
  named: string[];
  /** Nearest in meaning, when the table names none. */
  meant: string[];
}

/** How much nearer (in cosine) the query must be to one category's description than to any other's. */
const MEANT_MARGIN = 0.05;

export async function askedCategories(embedder: Embedder, kind: ListingKind, query: string, embedding: number[] | null): Promise<AskedCategories> {
  const named: string[] = kind === 'venue' ? venueKindsNamed(query) : vendorServicesNamed(query);
  if (named.length > 0 || !embedding) return { named, meant: [] };
  const categories = await categoryMeanings(embedder, kind);
  const ranked = categories.map(({ category, vector }) => ({ category, similarity: cosineSimilarity(embedding, vector) })).sort((a, b) => b.similarity - a.similarity);
  const [best, second] = ranked;
  const clear = best && (!second || best.similarity - second.similarity >= MEANT_MARGIN);
  return { named, meant: clear ? [best.category] : [] };
}

interface CategoryMeaning {
  category: string;
  vector: number[];
}

const meanings = new WeakMap<Embedder, Map<ListingKind, Promise<CategoryMeaning[]>>>();

/** Each category's description and words, embedded once per embedder; nothing when the embedder fails (asked again next time). */
function categoryMeanings(embedder: Embedder, kind: ListingKind): Promise<CategoryMeaning[]> {
  let byKind = meanings.get(embedder);
  if (!byKind) meanings.set(embedder, (byKind = new Map()));
  const known = byKind.get(kind);
  if (known) return known;
  const table: Record<string, CategoryWords> = kind === 'venue' ? VENUE_KIND_WORDS : VENDOR_SERVICE_WORDS;
  const info: Record<string, CategoryInfo> = kind === 'venue' ? VENUE_CATEGORY_INFO : VENDOR_CATEGORY_INFO;
  const categories = Object.keys(table);
  const texts = categories.map((category) => categoryText(info[category] as CategoryInfo, table[category] as CategoryWords));
  const made = embedder.embed(texts).then(
    (vectors) => categories.map((category, i) => ({ category, vector: vectors[i] as number[] })),
    () => {
      byKind.delete(kind);
      return [];
    },
  );
  byKind.set(kind, made);
  return made;
}

/** "Security & Logistics. Security, valet, transport and staffing. security, guard, bouncer, …" */
function categoryText(info: CategoryInfo, words: CategoryWords): string {
  const terms = [...words.names, ...(words.occasions ?? [])].map((term) => term.replace(/\*$/, ''));
  return `${info.label}. ${info.description}. ${terms.join(', ')}`;
}
