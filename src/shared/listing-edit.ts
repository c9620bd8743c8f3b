// The partner's listing editor (/partner/listings/{kind}/{id}): the same parts as onboarding (listing, photos,
// pricing, availability for venues, cancellation policy), read from the live listing and saved back whole.
import { z } from 'zod';
import { LISTING_STATES } from './account.ts';
import { checkListingParts } from './onboarding.ts';
import type { PartnerType } from './validation/auth.ts';

export const LISTING_EDIT_MESSAGES = {
  saved: 'Listing saved. Customers see the changes now.',
  duplicated: 'Listing duplicated. It stays paused until you resume it.',
  invalid: 'Some parts still need your attention.',
  notFound: 'This listing was not found.',
  foreignPhoto: 'Upload these photos again.',
  suspended: 'Our team suspended this listing: reply to their mail to have it reinstated.',
} as const;

/** A photo already on the listing keeps its address; a new one is the partner's upload (/media/uploads/{id}). */
export const EditablePhotoSchema = z.object({
  id: z.string().min(1).max(80),
  url: z.string().min(1).max(2048),
  alt: z.string().trim().max(200, 'Keep the description under 200 characters.'),
  primary: z.boolean(),
});

const part = z.record(z.string(), z.unknown());
export const ListingEditDataSchema = z.object({
  listing: part,
  photos: z.array(EditablePhotoSchema).max(12, 'At most 12 photos.'),
  pricing: part,
  availability: part.optional(),
  policy: part.optional(),
});
export type ListingEditData = z.infer<typeof ListingEditDataSchema>;

export const EditableListingSchema = z.object({
  kind: z.enum(['venue', 'vendor']),
  id: z.string(),
  slug: z.string(),
  state: z.enum(LISTING_STATES),
  data: ListingEditDataSchema,
});
export type EditableListing = z.infer<typeof EditableListingSchema>;

export function checkListingEdit(type: PartnerType, data: ListingEditData) {
  return checkListingParts(type, data, EditablePhotoSchema);
}
export type CheckedListingEdit = Extract<ReturnType<typeof checkListingEdit>, { ok: true }>['value'];

/** A partner's listing with how complete it is (GET /api/partner/listings/completeness). */
export const ListingCompletenessSchema = z.object({
  kind: z.enum(['venue', 'vendor']),
  id: z.string(),
  name: z.string(),
  state: z.enum(LISTING_STATES),
  percent: z.number().int(),
  missing: z.array(
    z.object({ key: z.string(), label: z.string(), required: z.boolean(), section: z.string().optional() }),
  ),
});
export type ListingCompleteness = z.infer<typeof ListingCompletenessSchema>;
