// §7 search procedures under /api/rpc (DESIGN.md "HTTP names"), the same searches as cacheable GETs for guests and
// their CDN, filter options and generate-embeddings.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GenerateEmbeddingsRequestSchema,
  GenerateEmbeddingsResponseSchema,
  GetCategoriesRequestSchema,
  GetCategoriesResponseSchema,
  SearchFiltersSchema,
  SemanticSearchRequestSchema,
  SemanticVendorResponseSchema,
  SemanticVenueResponseSchema,
  VendorSearchRequestSchema,
  VendorSearchResponseSchema,
  VenueSearchRequestSchema,
  VenueSearchResponseSchema,
} from '#shared/search.ts';
import { SEARCH_GET_PATHS } from '#shared/search-query-string.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { requireUser, viewerOf } from '../auth/index.ts';
import { answerVendorSearch, answerVenueSearch } from './answer-search.ts';
import { preferredEncoding } from './encoded-answer.ts';
import { getCategories } from './get-categories.ts';
import { getSearchFilters } from './get-search-filters.ts';
import type { ListingIndex } from './listing-index/listing-index.ts';
import { VendorSearchQuerySchema, VenueSearchQuerySchema } from './search-query-schemas.ts';
import { semanticVendors, semanticVenues } from './semantic-search.ts';
import { sendAnswer, sendCacheableAnswer, SHARED_SEARCH_CACHING } from './send-answer.ts';
import { similarListingRoutes } from './similar-routes.ts';

/** Inactive and unapproved listings are for admins only; everyone else gets live ones whatever they ask. */
async function activeOnly(request: FastifyRequest, asked: boolean): Promise<boolean> {
  if (asked) return true;
  const viewer = await viewerOf(request);
  return !viewer?.roles.includes('admin');
}

/** A query embedding must be as long as the listings' (the embedder's); any length goes while none is indexed. */
const embeddingFits = (index: ListingIndex, embedding: readonly number[] | undefined) =>
  embedding === undefined || index.vectors.dimensions === null || embedding.length === index.vectors.dimensions;

function refuseEmbedding(reply: FastifyReply, index: ListingIndex) {
  const message = `An embedding has ${index.vectors.dimensions} numbers`;
  return reply.status(400).send({
    error: {
      code: 'VALIDATION_ERROR',
      message: 'Some fields are not valid.',
      fields: [{ path: '/query_embedding', message }],
    },
  });
}

const VENUES_PATH = '/api/rpc/api_search_venues';
const VENDORS_PATH = '/api/rpc/api_search_vendors';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(similarListingRoutes);
  app.post(
    VENUES_PATH,
    {
      schema: {
        tags: ['search'],
        summary: 'Search venues (§7): words, place, capacity, price, amenities, types, date; name order by default',
        body: VenueSearchRequestSchema,
        response: { 200: VenueSearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const onlyLive = await activeOnly(request, request.body.active_only);
      const answer = await answerVenueSearch(
        app.listingSearch,
        request.body,
        onlyLive,
        preferredEncoding(request.headers['accept-encoding']),
      );
      return sendAnswer(request, reply, answer);
    },
  );

  app.post(
    VENDORS_PATH,
    {
      schema: {
        tags: ['search'],
        summary: 'Search vendors (§7): words, place, price, services, types, service areas',
        body: VendorSearchRequestSchema,
        response: { 200: VendorSearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const onlyLive = await activeOnly(request, request.body.active_only);
      const answer = await answerVendorSearch(
        app.listingSearch,
        request.body,
        onlyLive,
        preferredEncoding(request.headers['accept-encoding']),
      );
      return sendAnswer(request, reply, answer);
    },
  );

  /** What the GET routes' documentation says of their parameters and caching. */
  const getDescription = (rpc: string) =>
    `The same search as POST ${rpc}, with the same answer, as a GET that a CDN or reverse proxy can cache. ` +
    'Parameters are those of the POST body, in the query string: numbers and true/false as text, a list as its key repeated ' +
    '(amenities=WiFi&amenities=Parking); a blank value counts as absent. ' +
    `A guest's answer carries Cache-Control: ${SHARED_SEARCH_CACHING}, a strong ETag, and Vary: Accept-Encoding; ` +
    'If-None-Match with that ETag gets 304 and no body. active_only=false (unlisted listings, for admins) is never cached: private, no-store.';

  app.get(
    SEARCH_GET_PATHS.venues,
    {
      schema: {
        tags: ['search'],
        summary: 'Search venues (§7), cacheable',
        description: getDescription(VENUES_PATH),
        querystring: VenueSearchQuerySchema,
        response: { 200: VenueSearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const onlyLive = await activeOnly(request, request.query.active_only);
      const answer = await answerVenueSearch(
        app.listingSearch,
        request.query,
        onlyLive,
        preferredEncoding(request.headers['accept-encoding']),
      );
      return sendCacheableAnswer(request, reply, answer, request.query.active_only);
    },
  );

  app.get(
    SEARCH_GET_PATHS.vendors,
    {
      schema: {
        tags: ['search'],
        summary: 'Search vendors (§7), cacheable',
        description: getDescription(VENDORS_PATH),
        querystring: VendorSearchQuerySchema,
        response: { 200: VendorSearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const onlyLive = await activeOnly(request, request.query.active_only);
      const answer = await answerVendorSearch(
        app.listingSearch,
        request.query,
        onlyLive,
        preferredEncoding(request.headers['accept-encoding']),
      );
      return sendCacheableAnswer(request, reply, answer, request.query.active_only);
    },
  );

  app.post(
    '/api/rpc/api_get_categories',
    {
      schema: {
        tags: ['search'],
        summary: 'Venue and vendor categories with live counts (§7)',
        body: GetCategoriesRequestSchema.optional(),
        response: { 200: GetCategoriesResponseSchema },
      },
    },
    async (request) => getCategories(app.db, request.body?.entity_type ?? 'all'),
  );

  app.get(
    '/api/search/filters',
    {
      schema: {
        tags: ['search'],
        summary: 'Options for the discover filters, from live listings',
        response: { 200: SearchFiltersSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getSearchFilters(app.db);
    },
  );

  app.post(
    '/api/rpc/semantic_venue_search',
    {
      config: routeLimit('moderate'),
      schema: {
        tags: ['search'],
        summary: 'Venues nearest in meaning to a text or an embedding (§7)',
        body: SemanticSearchRequestSchema,
        response: { 200: SemanticVenueResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!embeddingFits(app.listingSearch.index.venues, request.body.query_embedding))
        return refuseEmbedding(reply, app.listingSearch.index.venues);
      return { success: true, data: { venues: await semanticVenues(app.listingSearch, request.body) } };
    },
  );

  app.post(
    '/api/rpc/semantic_vendor_search',
    {
      config: routeLimit('moderate'),
      schema: {
        tags: ['search'],
        summary: 'Vendors nearest in meaning to a text or an embedding (§7)',
        body: SemanticSearchRequestSchema,
        response: { 200: SemanticVendorResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!embeddingFits(app.listingSearch.index.vendors, request.body.query_embedding))
        return refuseEmbedding(reply, app.listingSearch.index.vendors);
      return { success: true, data: { vendors: await semanticVendors(app.listingSearch, request.body) } };
    },
  );

  app.post(
    '/api/functions/generate-embeddings',
    {
      preHandler: requireUser,
      config: routeLimit('moderate'),
      schema: {
        tags: ['search'],
        summary: 'The embedding of a text, from the configured embeddings provider (§7 generate-embeddings)',
        body: GenerateEmbeddingsRequestSchema,
        response: { 200: GenerateEmbeddingsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const [embedding = []] = await app.listingSearch.embedder.embed([request.body.content]);
      return {
        success: true,
        data: { embedding, model: app.listingSearch.embedder.model, dimensions: embedding.length },
      };
    },
  );
};
