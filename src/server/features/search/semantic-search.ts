// §7 semantic_venue_search / semantic_vendor_search: nearest live listings to a text or an
// embedding, at or above the match threshold, at most match_count.
import type { z } from 'zod';
import { hasMeaning } from '../../adapters/embeddings/index.ts';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import type { SemanticSearchRequestSchema } from '#shared/search.ts';
import { liveVendor, liveVenue } from './listing-filters.ts';
import { nearestListings, type ListingKind, type Neighbour } from './nearest-listings.ts';
import type { SearchContext } from './search-context.ts';
import { LISTING_SPECS, loadCards } from './search-listings.ts';

type SemanticParams = z.output<typeof SemanticSearchRequestSchema>;

export async function semanticVenues(ctx: SearchContext, params: SemanticParams): Promise<(VenueCard & { similarity: number })[]> {
  const neighbours = await neighboursOf(ctx, 'venue', params);
  return withSimilarity(await loadCards(ctx.db, LISTING_SPECS.venue, neighbours.map((n) => n.id)), neighbours);
}

export async function semanticVendors(ctx: SearchContext, params: SemanticParams): Promise<(VendorCard & { similarity: number })[]> {
  const neighbours = await neighboursOf(ctx, 'vendor', params);
  return withSimilarity(await loadCards(ctx.db, LISTING_SPECS.vendor, neighbours.map((n) => n.id)), neighbours);
}

async function neighboursOf(ctx: SearchContext, kind: ListingKind, params: SemanticParams): Promise<Neighbour[]> {
  const embedding = params.query_embedding ?? (await ctx.embedder.embed([params.query_text as string]))[0];
  if (!embedding || !hasMeaning(embedding)) return [];
  const live = kind === 'venue' ? liveVenue : liveVendor;
  const neighbours = await nearestListings(ctx.db, ctx.vectors, kind, embedding, [live], params.match_count);
  return neighbours.filter((n) => n.similarity >= params.match_threshold);
}

function withSimilarity<Card extends { id: string }>(cards: Card[], neighbours: Neighbour[]): (Card & { similarity: number })[] {
  const similarity = new Map(neighbours.map((n) => [n.id, n.similarity]));
  return cards.map((card) => ({ ...card, similarity: Number((similarity.get(card.id) ?? 0).toFixed(4)) }));
}
