// Partner onboarding (§1, §2 /onboarding?type=venue|vendor&source=partner): the wizard's steps, the draft it autosaves
// on the server (anything, half-filled), and what a finished one must hold before it is submitted as a listing plus
// a partner application.
import { z } from 'zod';
import { applicationCategories, PartnerApplicationRequestSchema } from './partners.ts';
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES } from './availability.ts';
import { CANCELLATION_TIERS, DEFAULT_CANCELLATION_TIER } from './cancellation-policies.ts';
import { DEFAULT_INSTANT_BOOK_NOTICE_HOURS, INSTANT_BOOK_LIMITS, INSTANT_BOOK_MESSAGES } from './instant-book.ts';
import { PAY_IN_FULL, PaymentTermsSchema } from './payment-terms.ts';
import { SECURITY_DEPOSIT_LIMITS, SECURITY_DEPOSIT_MESSAGES } from './security-deposits.ts';
import { TimeZoneSchema } from './time-zones.ts';
import { PHOTO_URL_PREFIX } from './uploads.ts';
import type { PartnerType } from './validation/auth.ts';

export const ONBOARDING_STEPS = [
  'business',
  'listing',
  'photos',
  'pricing',
  'availability',
  'policy',
  'payouts',
  'review',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const STEP_LABELS: Record<OnboardingStep, string> = {
  business: 'Business',
  listing: 'Listing',
  photos: 'Photos',
  pricing: 'Pricing',
  availability: 'Availability',
  policy: 'Booking terms',
  payouts: 'Payouts',
  review: 'Review',
};

export const ONBOARDING_MESSAGES = {
  submitted: 'Partner application submitted! Check your email for next steps.',
  incomplete: 'Some steps still need your attention.',
  draftTooLarge: 'This draft is too large to keep.',
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:00.');

export const OnboardingPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string().startsWith(PHOTO_URL_PREFIX),
  alt: z.string().trim().max(200, 'Keep the description under 200 characters.'),
  primary: z.boolean(),
});
export type OnboardingPhoto = z.infer<typeof OnboardingPhotoSchema>;

const ListingSchema = z.object({
  name: z.string().trim().min(2, 'Name your listing.').max(120),
  description: z.string().trim().min(50, 'Describe it in at least 50 characters: customers read this first.').max(4000),
  category: z.string().min(1, 'Choose a category.'),
  address: z.string().trim().max(300).optional(),
  city: z.string().trim().min(2, 'Enter the city.').max(80),
  state: z.string().trim().min(2, 'Enter the state.').max(40),
  capacity: z.coerce.number().int().min(1, 'How many guests fit?').max(20000).optional(),
  squareFeet: z.coerce.number().int().min(1).max(1_000_000).optional(),
  amenities: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  services: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  serviceAreas: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
});

const PricingSchema = z.object({
  model: z.enum(['hourly', 'fixed']),
  rateDollars: z.coerce.number().positive('Set your rate.').max(100_000, 'Rates above $100,000 need a quote instead.'),
  minimumHours: z.coerce.number().int().min(1).max(12, 'At most 12 hours.'),
  /** When the customer pays: in full at confirmation, or a deposit then and the balance before the event. */
  payment: PaymentTermsSchema.default(PAY_IN_FULL),
});

/** Set-up or tear-down in minutes, from none to the most a listing may keep free. */
const bufferMinutes = z.coerce
  .number(AVAILABILITY_MESSAGES.buffer)
  .int(AVAILABILITY_MESSAGES.buffer)
  .min(0, AVAILABILITY_MESSAGES.buffer)
  .max(AVAILABILITY_LIMITS.maxBufferMinutes, AVAILABILITY_MESSAGES.buffer)
  .default(0);

/** The clock its events keep, set-up, tear-down and events a day (#shared/availability.ts), the same for venues and
 *  vendors. Without a time zone the listing keeps its state's. */
const TimeAroundEventsSchema = z.object({
  timeZone: TimeZoneSchema.optional(),
  bufferBeforeMinutes: bufferMinutes,
  bufferAfterMinutes: bufferMinutes,
  /** Null: as many as do not overlap. */
  maxEventsPerDay: z.coerce
    .number(AVAILABILITY_MESSAGES.eventsPerDay)
    .int(AVAILABILITY_MESSAGES.eventsPerDay)
    .min(1, AVAILABILITY_MESSAGES.eventsPerDay)
    .max(AVAILABILITY_LIMITS.maxEventsPerDay, AVAILABILITY_MESSAGES.eventsPerDay)
    .nullable()
    .default(null),
});

const closedWeekdays = z.array(z.number().int().min(0).max(6)).max(6, 'Keep at least one day open.');

const VenueAvailabilitySchema = TimeAroundEventsSchema.extend({
  openingTime: time,
  closingTime: time,
  closedWeekdays,
})
  // A closing time before the opening one is after midnight: nightlife venues close at 2 or 4 in the morning.
  .refine((a) => a.openingTime !== a.closingTime, {
    message: 'Opening and closing cannot be the same time.',
    path: ['closingTime'],
  });

/** A form's empty time field is no time. */
const optionalTime = z.preprocess((value) => (value === '' || value === null ? undefined : value), time.optional());

/** A vendor's working hours (issue 47) are its own to set: without them it takes events at any hour of its open days. */
const VendorAvailabilitySchema = TimeAroundEventsSchema.extend({
  openingTime: optionalTime,
  closingTime: optionalTime,
  closedWeekdays: closedWeekdays.default([]),
})
  .refine((a) => (a.openingTime === undefined) === (a.closingTime === undefined), {
    message: AVAILABILITY_MESSAGES.workingHours,
    path: ['closingTime'],
  })
  .refine((a) => a.openingTime === undefined || a.openingTime !== a.closingTime, {
    message: 'Starting and finishing cannot be the same time.',
    path: ['closingTime'],
  });
export type ListingAvailability = z.infer<typeof TimeAroundEventsSchema> &
  Partial<Omit<z.infer<typeof VenueAvailabilitySchema>, keyof z.infer<typeof TimeAroundEventsSchema>>>;

const noticeHours = z.coerce
  .number(INSTANT_BOOK_MESSAGES.noticeHours)
  .int(INSTANT_BOOK_MESSAGES.noticeHours)
  .min(INSTANT_BOOK_LIMITS.noticeHours.min, INSTANT_BOOK_MESSAGES.noticeHours)
  .max(INSTANT_BOOK_LIMITS.noticeHours.max, INSTANT_BOOK_MESSAGES.noticeHours);

/** Instant book (#shared/instant-book.ts): off, every booking is a request; on, events at least the notice away
 *  confirm at checkout. */
export const InstantBookSchema = z.object({ enabled: z.boolean(), noticeHours });
export type InstantBook = z.infer<typeof InstantBookSchema>;
export const REQUEST_TO_BOOK: InstantBook = { enabled: false, noticeHours: DEFAULT_INSTANT_BOOK_NOTICE_HOURS };

const PolicySchema = z.object({
  terms: z.string().trim().max(1000).optional(),
  instantBook: InstantBookSchema.default(REQUEST_TO_BOOK),
  /** The cancellation policy's tier (#shared/cancellation-policies.ts): refunds of this listing's bookings follow it. */
  cancellation: z
    .enum(CANCELLATION_TIERS, 'Choose a cancellation policy from the list.')
    .default(DEFAULT_CANCELLATION_TIER),
  /** A refundable security deposit in whole dollars (#shared/security-deposits.ts); null: none. */
  securityDepositDollars: z.coerce
    .number(SECURITY_DEPOSIT_MESSAGES.amount)
    .int(SECURITY_DEPOSIT_MESSAGES.amount)
    .min(SECURITY_DEPOSIT_LIMITS.dollars.min, SECURITY_DEPOSIT_MESSAGES.amount)
    .max(SECURITY_DEPOSIT_LIMITS.dollars.max, SECURITY_DEPOSIT_MESSAGES.amount)
    .nullable()
    .default(null),
});
export type ListingPolicy = z.infer<typeof PolicySchema>;

/** The listing's one column for instant book: its notice, or null when every booking is a request. */
export function instantBookOf(noticeHours: number | null): InstantBook {
  return noticeHours === null ? REQUEST_TO_BOOK : { enabled: true, noticeHours };
}

/** What the wizard keeps between visits: every part optional, values as typed. */
export const OnboardingDraftDataSchema = z.object({
  business: z.record(z.string(), z.unknown()).optional(),
  listing: z.record(z.string(), z.unknown()).optional(),
  photos: z.array(OnboardingPhotoSchema).max(12).optional(),
  pricing: z.record(z.string(), z.unknown()).optional(),
  availability: z.record(z.string(), z.unknown()).optional(),
  policy: z.record(z.string(), z.unknown()).optional(),
});
export type OnboardingDraftData = z.infer<typeof OnboardingDraftDataSchema>;

export const SaveDraftRequestSchema = z.object({ step: z.enum(ONBOARDING_STEPS), data: OnboardingDraftDataSchema });
export const DraftSchema = z.object({
  step: z.enum(ONBOARDING_STEPS),
  data: OnboardingDraftDataSchema,
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof DraftSchema>;

/** The listing step starts from what the business step already holds, so that the partner does not type it twice. */
export function listingFromBusiness(
  type: PartnerType,
  business: Record<string, unknown> = {},
): Record<string, unknown> {
  const text = (key: string) => (typeof business[key] === 'string' ? business[key] : '');
  const categories = Array.isArray(business.categories) ? business.categories : [];
  const category = categories.find((c): c is string => applicationCategories(type).includes(c)) ?? '';
  return {
    name: text('businessName'),
    description: text('description'),
    category,
    ...(type === 'venue' && { address: text('businessAddress') }),
    city: text('city'),
    state: text('state'),
  };
}

type Problems = Partial<Record<OnboardingStep, string[]>>;

function noteProblems(
  problems: Problems,
  step: OnboardingStep,
  result: { success: boolean; error?: z.ZodError } | null,
): void {
  if (result && !result.success) problems[step] = [...new Set(result.error!.issues.map((i) => i.message))];
}

/** The parts a listing is made of (listing, photos, pricing, availability, policy), checked part by part;
 *  `photo` says which photos may be shown (the wizard's are the partner's uploads; the editor also keeps the
 *  listing's current ones). Each problem names its step. */
export function checkListingParts<P extends { primary: boolean }>(
  type: PartnerType,
  data: Omit<OnboardingDraftData, 'business' | 'photos'> & { photos?: unknown[] },
  photo: z.ZodType<P>,
) {
  const listing = ListingSchema.superRefine((l, ctx) => {
    if (!applicationCategories(type).includes(l.category))
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'Choose a category from the list.' });
    if (type === 'venue' && !l.capacity)
      ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'How many guests fit?' });
    if (type === 'vendor' && l.services.length === 0)
      ctx.addIssue({ code: 'custom', path: ['services'], message: 'Add at least one service.' });
    if (type === 'vendor' && l.serviceAreas.length === 0)
      ctx.addIssue({ code: 'custom', path: ['serviceAreas'], message: 'Add at least one area you cover.' });
  }).safeParse({ name: '', description: '', category: '', city: '', state: '', ...data.listing });
  const photos = z
    .array(photo)
    .min(1, 'Add at least one photo.')
    .max(12, 'At most 12 photos.')
    .refine((list) => list.length === 0 || list.filter((p) => p.primary).length === 1, 'Choose the main photo.')
    .safeParse(data.photos ?? []);
  const pricing = PricingSchema.safeParse({
    model: 'hourly',
    rateDollars: '',
    minimumHours: type === 'venue' ? 2 : 4,
    ...data.pricing,
  });
  const availability: z.ZodSafeParseResult<ListingAvailability> =
    type === 'venue'
      ? VenueAvailabilitySchema.safeParse({
          openingTime: '09:00',
          closingTime: '17:00',
          closedWeekdays: [],
          ...data.availability,
        })
      : VendorAvailabilitySchema.safeParse(data.availability ?? {});
  const policy = PolicySchema.safeParse(data.policy ?? {});
  const problems: Problems = {};
  noteProblems(problems, 'listing', listing);
  noteProblems(problems, 'photos', photos);
  noteProblems(problems, 'pricing', pricing);
  noteProblems(problems, 'availability', availability);
  noteProblems(problems, 'policy', policy);
  if (!listing.success || !photos.success || !pricing.success || !policy.success || !availability.success) {
    return { ok: false as const, problems };
  }
  return {
    ok: true as const,
    value: {
      listing: listing.data,
      photos: photos.data,
      pricing: pricing.data,
      availability: availability.data,
      policy: policy.data,
    },
  };
}

/** A finished draft, checked part by part: each problem names its step. */
export function checkDraft(type: PartnerType, data: OnboardingDraftData) {
  // A field never filled in is an empty one: its own message says what is needed.
  const blank = {
    businessName: '',
    contactName: '',
    phone: '',
    businessAddress: '',
    city: '',
    state: '',
    description: '',
    categories: [],
  };
  const business = PartnerApplicationRequestSchema.safeParse({ ...blank, ...data.business, partnerType: type });
  const parts = checkListingParts(type, data, OnboardingPhotoSchema);
  const problems: Problems = {};
  noteProblems(problems, 'business', business);
  if (!business.success || !parts.ok)
    return { ok: false as const, problems: { ...problems, ...(parts.ok ? {} : parts.problems) } };
  return { ok: true as const, value: { business: withoutType(business.data), ...parts.value } };
}
function withoutType<T extends { partnerType: unknown }>(value: T): Omit<T, 'partnerType'> {
  const { partnerType: _type, ...rest } = value;
  return rest;
}

export type CheckedDraft = Extract<ReturnType<typeof checkDraft>, { ok: true }>['value'];
