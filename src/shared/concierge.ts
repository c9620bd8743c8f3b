// The AI concierge (§1, §7 ai-assistant-enhanced with body query and context): what it understood of the event,
// the plan it proposes (a venue plus matching vendors, priced with the §9 fees), and the chats a signed-in user
// can reopen at /profile/chats. Shared by server and client.
import { z } from 'zod';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from './categories.ts';
import { shownDate } from './event-date-schemas.ts';
import { VendorCardSchema, VenueCardSchema } from './listings.ts';

export const CONCIERGE_LIMITS = {
  queryMaxChars: 500,
  /** Turns kept in a stored chat; older ones drop off the front. */
  turnsPerChat: 40,
  /** Chats listed at /profile/chats. */
  chatsListed: 50,
  /** Hours of an event when the words do not say. */
  defaultEventHours: 4,
} as const;

const VendorCategorySchema = z.enum(
  VENDOR_CATEGORIES.filter((c) => c !== 'all') as [Exclude<(typeof VENDOR_CATEGORIES)[number], 'all'>],
);
const VenueTypeSchema = z.enum(
  VENUE_CATEGORIES.filter((c) => c !== 'all') as [Exclude<(typeof VENUE_CATEGORIES)[number], 'all'>],
);
export type ServiceCategory = z.infer<typeof VendorCategorySchema>;

/** What the concierge read from the words so far (a follow-up changes only what it names); unsaid is unknown. */
export const EventIntentSchema = z.object({
  /** 'techno night', 'wedding', 'birthday party', ... */
  eventType: z.string().max(60).nullable().default(null),
  guests: z.number().int().min(1).max(100_000).nullable().default(null),
  /** A city of the catalogue, as it is written there ('Brooklyn', 'New York'). */
  city: z.string().max(80).nullable().default(null),
  /** The event's day, YYYY-MM-DD; a month alone becomes its first Saturday still ahead. */
  date: shownDate().nullable().default(null),
  /** The whole event's budget, fees and tax included, in cents. */
  budgetCents: z.number().int().min(0).nullable().default(null),
  hours: z.number().int().min(1).max(12).nullable().default(null),
  vibes: z.array(z.string().max(30)).max(8).default([]),
  venueType: VenueTypeSchema.nullable().default(null),
  /** Vendor categories the event needs, in the order they were asked for. */
  services: z.array(VendorCategorySchema).max(9).default([]),
});
export type EventIntent = z.infer<typeof EventIntentSchema>;

export const EMPTY_INTENT: EventIntent = EventIntentSchema.parse({});

const ShownListingSchema = z.object({ id: z.string().max(64), priceCents: z.number().int().min(0) });

/**
 * Carried from one turn to the next by the client (§7 `context`): what was understood and what was shown. A first
 * turn sends none, or an empty one (`{}`); each part left out is empty.
 */
export const ConciergeContextSchema = z.object({
  intent: EventIntentSchema.default(EMPTY_INTENT),
  /** The listings of the last plan and their prices: 'cheaper' looks below them, 'another venue' away from them. */
  shown: z
    .object({
      venue: ShownListingSchema.nullable().default(null),
      vendors: z
        .array(ShownListingSchema.extend({ category: VendorCategorySchema }))
        .max(9)
        .default([]),
    })
    .default({ venue: null, vendors: [] }),
  /** Listings the user asked to move away from ('another venue'). */
  excluded: z.array(z.string().max(64)).max(50).default([]),
});
export type ConciergeContext = z.infer<typeof ConciergeContextSchema>;

export const ConciergeRequestSchema = z
  .object({
    query: z
      .string()
      .trim()
      .min(1, 'Tell the concierge about your event')
      .max(CONCIERGE_LIMITS.queryMaxChars, `At most ${CONCIERGE_LIMITS.queryMaxChars} characters`),
    context: ConciergeContextSchema.nullable().optional(),
    /** A signed-in user's chat to continue; a new one is started when absent. */
    chatId: z.string().uuid().nullable().optional(),
  })
  .strict();
export type ConciergeRequest = z.infer<typeof ConciergeRequestSchema>;

export const PlanVendorSchema = z.object({ category: VendorCategorySchema, vendor: VendorCardSchema });
export type PlanVendor = z.infer<typeof PlanVendorSchema>;

export const PlanEstimateSchema = z.object({
  subtotalCents: z.number().int(),
  /** What the customer pays: subtotal, 5% platform fee, processing 2.9% + $0.30, 8% tax (§9). */
  customerTotalCents: z.number().int(),
  budgetCents: z.number().int().nullable(),
  /** Positive when the plan is over budget. */
  overBudgetCents: z.number().int(),
});
export type PlanEstimate = z.infer<typeof PlanEstimateSchema>;

export const EventPlanSchema = z.object({
  venue: VenueCardSchema.nullable(),
  vendors: z.array(PlanVendorSchema),
  /** Services asked for that no live vendor nearby offers. */
  unmatched: z.array(VendorCategorySchema),
  /** After 'cheaper': the listings kept because nothing that fits costs less (their names). */
  noCheaper: z.array(z.string()),
  /** The venue's hours in the cart (the event's length, at least the venue's minimum). */
  venueHours: z.number().int(),
  estimate: PlanEstimateSchema.nullable(),
});
export type EventPlan = z.infer<typeof EventPlanSchema>;

export const ConciergeTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  plan: EventPlanSchema.nullable().optional(),
  at: z.string(),
});
export type ConciergeTurn = z.infer<typeof ConciergeTurnSchema>;

export const ConciergeAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    answer: z.string(),
    intent: EventIntentSchema,
    plan: EventPlanSchema,
    /** Follow-ups worth offering as one-tap chips. */
    suggestions: z.array(z.string()),
    context: ConciergeContextSchema,
    /** The stored chat this turn joined (signed-in users), else null. */
    chatId: z.string().nullable(),
    /** Who wrote the prose: the local composer or the configured LLM. */
    writer: z.enum(['local', 'llm']),
  }),
});
export type ConciergeAnswer = z.infer<typeof ConciergeAnswerSchema>['data'];

export const ChatSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  lastMessage: z.string(),
  turns: z.number().int(),
  updatedAt: z.string(),
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

export const ChatSchema = z.object({
  id: z.string(),
  title: z.string(),
  turns: z.array(ConciergeTurnSchema),
  context: ConciergeContextSchema.nullable(),
  updatedAt: z.string(),
});
export type Chat = z.infer<typeof ChatSchema>;
