// Request and answer shapes of the search procedures (spec §7, DESIGN.md "HTTP names"), shared by
// server and client. Prices in requests are whole dollars (per hour for venues); answers carry cents.
import { z } from 'zod';
import { SEARCH_DEFAULTS } from './constants.ts';
import { bookableDate } from './event-date-schemas.ts';
import { WINDOW_LIMITS } from './event-window.ts';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from './categories.ts';
import { VendorCardSchema, VenueCardSchema } from './listings.ts';

export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 10_000;
/** The longest embedding taken (OpenAI's largest model gives 3072 numbers); the index checks it is the embedder's length. */
export const MAX_EMBEDDING_DIMENSIONS = 4096;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));
const amount = z.number().finite().min(0, 'Must be 0 or more');
const listOf = <T extends z.ZodType>(item: T, max = 20) => z.array(item).max(max, `At most ${max} values`);
const isoDate = bookableDate('Use the date format YYYY-MM-DD');

const VenueTypeSchema = z.enum(
  VENUE_CATEGORIES.filter((c) => c !== 'all') as [Exclude<(typeof VENUE_CATEGORIES)[number], 'all'>],
);
const VendorTypeSchema = z.enum(
  VENDOR_CATEGORIES.filter((c) => c !== 'all') as [Exclude<(typeof VENDOR_CATEGORIES)[number], 'all'>],
);

/** name A-Z is the default (§7); relevance needs a search query and otherwise orders by rating. */
export const VENUE_SORTS = ['name', 'relevance', 'price', 'price_desc', 'rating', 'capacity'] as const;
export const VENDOR_SORTS = ['name', 'relevance', 'price', 'price_desc', 'rating'] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];
export type VendorSort = (typeof VENDOR_SORTS)[number];

/**
 * Free for the event (#shared/availability.ts): that day, not blocked, not a closed weekday and not fully booked; with
 * a start time and hours, also not held by another event then (set-up and tear-down included). Without them a venue
 * with any event that day is left out, and a vendor only when its day is full.
 */
const eventTime = {
  date: isoDate.optional(),
  start_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:00')
    .optional(),
  hours: z.number().int().min(1).max(WINDOW_LIMITS.maxHours).optional(),
};

/** true: only listings with instant book on (#shared/instant-book.ts), whatever notice they ask. */
const instantBook = { instant_book: z.boolean().default(false) };

const paging = {
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(SEARCH_DEFAULTS.pageSize),
  offset: z.number().int().min(0).max(MAX_OFFSET).default(0),
  /** false is honoured for admins only; everyone else sees active, approved listings. */
  active_only: z.boolean().default(true),
};

export const VenueSearchRequestSchema = z
  .object({
    search_query: optionalText(200),
    /** Free text matched against city, state, address and zip code. */
    location: optionalText(100),
    min_capacity: z.number().int().min(0).optional(),
    max_capacity: z.number().int().min(0).optional(),
    min_price: amount.optional(),
    max_price: amount.optional(),
    /** Every listed amenity must be present. */
    amenities: listOf(text(60)).optional(),
    venue_types: listOf(VenueTypeSchema).optional(),
    city: optionalText(80),
    state: optionalText(40),
    ...eventTime,
    ...instantBook,
    sort_by: z.enum(VENUE_SORTS).default(SEARCH_DEFAULTS.sortBy),
    ...paging,
  })
  .strict();
export type VenueSearchRequest = z.input<typeof VenueSearchRequestSchema>;
export type VenueSearchParams = z.output<typeof VenueSearchRequestSchema>;

export const VendorSearchRequestSchema = z
  .object({
    search_query: optionalText(200),
    location: optionalText(100),
    min_price: amount.optional(),
    max_price: amount.optional(),
    /** Any of the listed services. */
    services: listOf(text(60)).optional(),
    vendor_types: listOf(VendorTypeSchema).optional(),
    /** Any of the listed areas. */
    service_areas: listOf(text(80)).optional(),
    city: optionalText(80),
    state: optionalText(40),
    ...eventTime,
    ...instantBook,
    sort_by: z.enum(VENDOR_SORTS).default(SEARCH_DEFAULTS.sortBy),
    ...paging,
  })
  .strict();
export type VendorSearchRequest = z.input<typeof VendorSearchRequestSchema>;
export type VendorSearchParams = z.output<typeof VendorSearchRequestSchema>;

export const PaginationSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * How the answer was produced: 'search' normally, 'database' while the search index is still loading (the same
 * search in SQL, without neighbours in meaning), 'direct' when search failed and the plain listing query answered
 * (§7 fallback), 'none' when both failed (success is then false).
 */
export const SEARCH_SOURCES = ['search', 'database', 'direct', 'none'] as const;

export const VenueSearchResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ venues: z.array(VenueCardSchema), pagination: PaginationSchema }),
  source: z.enum(SEARCH_SOURCES),
  error: z.string().optional(),
});
export type VenueSearchResponse = z.infer<typeof VenueSearchResponseSchema>;

export const VendorSearchResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ vendors: z.array(VendorCardSchema), pagination: PaginationSchema }),
  source: z.enum(SEARCH_SOURCES),
  error: z.string().optional(),
});
export type VendorSearchResponse = z.infer<typeof VendorSearchResponseSchema>;

export const GetCategoriesRequestSchema = z
  .object({ entity_type: z.enum(['all', 'venue', 'vendor']).default('all') })
  .strict();

export const CategoryCountSchema = z.object({
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  /** A lucide-react icon export name. */
  icon: z.string(),
  /** Live listings in the category ('all' counts every one). */
  count: z.number().int(),
});
export type CategoryCount = z.infer<typeof CategoryCountSchema>;

export const GetCategoriesResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    venue_categories: z.array(CategoryCountSchema).optional(),
    vendor_categories: z.array(CategoryCountSchema).optional(),
  }),
});
export type GetCategoriesResponse = z.infer<typeof GetCategoriesResponseSchema>;

/** Options for the filter panel, drawn from live listings (GET /api/search/filters). */
export const SearchFiltersSchema = z.object({
  amenities: z.array(z.string()),
  cities: z.array(z.object({ city: z.string(), state: z.string(), count: z.number().int() })),
  services: z.array(z.string()),
  serviceAreas: z.array(z.string()),
  /** Highest live price in whole dollars, to bound the price controls. */
  maxVenuePrice: z.number().int(),
  maxVendorPrice: z.number().int(),
  maxCapacity: z.number().int(),
});
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;

export const SemanticSearchRequestSchema = z
  .object({
    query_text: optionalText(500),
    query_embedding: z
      .array(z.number().finite())
      .min(1)
      .max(MAX_EMBEDDING_DIMENSIONS, `An embedding has at most ${MAX_EMBEDDING_DIMENSIONS} numbers`)
      .optional(),
    match_threshold: z.number().min(-1).max(1).default(SEARCH_DEFAULTS.matchThreshold),
    match_count: z.number().int().min(1).max(MAX_PAGE_SIZE).default(SEARCH_DEFAULTS.matchCount),
    user_id: z.string().max(100).optional(),
  })
  .strict()
  .refine((body) => body.query_text !== undefined || body.query_embedding !== undefined, {
    message: 'Send query_text or query_embedding',
    path: ['query_text'],
  });
export type SemanticSearchRequest = z.input<typeof SemanticSearchRequestSchema>;

const similarity = { similarity: z.number() };
export const SemanticVenueResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ venues: z.array(VenueCardSchema.extend(similarity)) }),
});
export const SemanticVendorResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ vendors: z.array(VendorCardSchema.extend(similarity)) }),
});

export const GenerateEmbeddingsRequestSchema = z
  .object({ content: z.string().trim().min(1, 'Content is required').max(8000) })
  .strict();
export const GenerateEmbeddingsResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ embedding: z.array(z.number()), model: z.string(), dimensions: z.number().int() }),
});
