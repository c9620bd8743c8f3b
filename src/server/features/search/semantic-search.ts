// §7 semantic_venue_search / semantic_vendor_search: nearest live listings to a text or an
// embedding, at or above the match threshold, at most match_count. Thresholds and similarities are on the scale
// where 0.7 is a good match; the embedder's scale turns them into its raw cosines and back.
import type { z } from 'zod';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import type { SemanticSearchRequestSchema } from '#shared/search.ts';
import { hasMeaning } from '../../adapters/embeddings/index.ts';
import { LIVE } from './listing-index/doc-filters.ts';
import type { ListingIndex } from './listing-index/listing-index.ts';
import type { SearchContext } from './search-context.ts';

type SemanticParams = z.output<typeof SemanticSearchRequestSchema>;

export async function semanticVenues(
  ctx: SearchContext,
  params: SemanticParams,
): Promise<(VenueCard & { similarity: number })[]> {
  return nearest(ctx, ctx.index.venues, params);
}

export async function semanticVendors(
  ctx: SearchContext,
  params: SemanticParams,
): Promise<(VendorCard & { similarity: number })[]> {
  return nearest(ctx, ctx.index.vendors, params);
}

async function nearest<Card>(
  ctx: SearchContext,
  index: ListingIndex,
  params: SemanticParams,
): Promise<(Card & { similarity: number })[]> {
  // Neighbours in meaning are the index's alone: asked while it loads, the answer waits for it.
  await ctx.index.whenLoaded();
  const embedding = params.query_embedding ?? (await ctx.embedder.embed([params.query_text as string]))[0];
  if (!embedding || !hasMeaning(embedding)) return [];
  const { scale } = ctx.embedder;
  const neighbours = index.nearest(
    embedding,
    index.filter(LIVE),
    params.match_count,
    scale.cosine(params.match_threshold),
  );
  return neighbours.map(({ slot, similarity }) => ({
    ...(JSON.parse(index.doc(slot).card) as Card),
    similarity: Number(scale.similarity(similarity).toFixed(4)),
  }));
}
