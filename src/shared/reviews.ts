// Reviews as their partner sees them in the portal (issue 7: read and reply), and the reply they write.
import { z } from 'zod';
import { ReviewSchema } from './listing-detail.ts';

export const REPLY_MAX_LENGTH = 1000;

export const ReplyRequestSchema = z.object({
  body: z
    .string()
    .trim()
    .min(2, 'Write a reply first.')
    .max(REPLY_MAX_LENGTH, `Keep a reply under ${REPLY_MAX_LENGTH} characters.`),
});

export const PartnerReviewSchema = ReviewSchema.extend({
  listingKind: z.enum(['venue', 'vendor']),
  listingId: z.string(),
  listingName: z.string(),
});
export type PartnerReview = z.infer<typeof PartnerReviewSchema>;

export const PartnerReviewsSchema = z.object({
  reviews: z.array(PartnerReviewSchema),
  summary: z.object({ count: z.number().int(), average: z.number().nullable(), unanswered: z.number().int() }),
});
export type PartnerReviews = z.infer<typeof PartnerReviewsSchema>;

export const REVIEW_MESSAGES = { notFound: 'This review was not found.' } as const;
