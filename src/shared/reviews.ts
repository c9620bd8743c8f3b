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

/** Reviews after the event (issue 48, step 6; ADR 030): each booked line's customer and partner review each other. */
export const LINE_REVIEW_RULES = {
  /** Days after a line's end during which both sides may review it; then whatever was written is shown. */
  windowDays: 14,
  bodyMaxLength: 2000,
} as const;

export const LINE_REVIEW_MESSAGES = {
  notFound: 'This booking was not found.',
  notCompleted: 'Only a completed booking can be reviewed: come back after the event.',
  windowClosed: `The ${LINE_REVIEW_RULES.windowDays} days to review this booking have ended.`,
  already: 'You have already reviewed this booking; a review cannot be changed.',
  organizerOnly: 'Only the organizer reviews the event’s partners.',
  repliedOnce: 'You have already replied to this review; a reply cannot be changed.',
} as const;

export const WriteReviewSchema = z.object({
  rating: z
    .number({ error: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(1, 'Choose from 1 to 5 stars.')
    .max(5, 'Choose from 1 to 5 stars.'),
  body: z
    .string()
    .trim()
    .min(2, 'Write a few words about it.')
    .max(LINE_REVIEW_RULES.bodyMaxLength, `Keep a review under ${LINE_REVIEW_RULES.bodyMaxLength} characters.`),
});
export type WriteReview = z.infer<typeof WriteReviewSchema>;

export const WrittenReviewSchema = z.object({
  rating: z.number().int(),
  body: z.string(),
  writtenAt: z.string(),
  /** The partner's public reply to the customer's review. */
  reply: z.object({ body: z.string(), repliedAt: z.string() }).nullable(),
});
export type WrittenReview = z.infer<typeof WrittenReviewSchema>;

/**
 * One booked line's reviews as one side sees them: `mine` once written, `theirs` only once both are shown together
 * (`published`: both written, or the window ended).
 */
export const LineReviewSchema = z.object({
  itemId: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  eventDate: z.string(),
  listingName: z.string(),
  /** Who the viewer reviews: the partner's listing for the customer, the customer's name for the partner. */
  otherName: z.string(),
  /** 'upcoming': the event is ahead; 'completing': it is over and the booking completes a day after (then 'open'). */
  stage: z.enum(['upcoming', 'completing', 'open', 'closed']),
  windowEndsAt: z.string(),
  mine: WrittenReviewSchema.nullable(),
  theirs: WrittenReviewSchema.nullable(),
  published: z.boolean(),
});
export type LineReview = z.infer<typeof LineReviewSchema>;

export const LineReviewsSchema = z.object({ lines: z.array(LineReviewSchema) });
export type LineReviews = z.infer<typeof LineReviewsSchema>;
