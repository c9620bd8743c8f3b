// An event's guest list and RSVP (issue 48, step 3 of ADR 030): guests are added by hand or from a CSV file, get a
// mail with their own RSVP link (yes or no, plus-ones, dietary needs, the host's question), and the headcount of those
// coming is held against the venue's capacity and the quantity of every line priced per guest.
import { z } from 'zod';
import { EmailSchema } from './validation/fields.ts';

export const GUEST_RULES = {
  maxGuests: 500,
  maxPlusOnes: 5,
  maxNameLength: 80,
  maxQuestionLength: 200,
  maxAnswerLength: 300,
  maxDietaryLength: 200,
  /** A guest list's CSV file, as text. */
  maxCsvBytes: 100_000,
  /** Days before the event when guests who have not answered get one reminder. */
  reminderDaysBefore: 3,
} as const;

export const RSVP_STATES = ['awaiting', 'yes', 'no'] as const;
export type RsvpState = (typeof RSVP_STATES)[number];

export const GUEST_MESSAGES = {
  nameRequired: 'Give the guest a name.',
  nameTooLong: `Keep the name under ${GUEST_RULES.maxNameLength} characters.`,
  guestTaken: 'That guest is already on the list.',
  tooManyGuests: `An event has at most ${GUEST_RULES.maxGuests} guests.`,
  guestNotFound: 'That guest is not on this list.',
  hostsOnly: 'Only the event’s organizer and co-hosts manage its guests.',
  csvTooLarge: 'That file is too large: a guest list is at most 100 KB.',
  csvEmpty: 'That file has no guests in it.',
  csvColumns: 'The first line must name the columns, with at least "name" and "email".',
  csvInvalid: 'Nothing was imported: mend these lines and try again.',
  rsvpGone: 'This invitation is no longer open: the event has passed or the host removed you from the list.',
  eventPassed: 'This event has already taken place.',
  nothingToSend: 'Every guest already has their invitation.',
} as const;

const GuestNameSchema = z
  .string()
  .trim()
  .min(1, GUEST_MESSAGES.nameRequired)
  .max(GUEST_RULES.maxNameLength, GUEST_MESSAGES.nameTooLong);

export const AddGuestRequestSchema = z.object({ name: GuestNameSchema, email: EmailSchema });
export type AddGuestRequest = z.infer<typeof AddGuestRequestSchema>;

export const ImportGuestsRequestSchema = z.object({
  csv: z.string().max(GUEST_RULES.maxCsvBytes, GUEST_MESSAGES.csvTooLarge),
});

/** One line of a CSV file the import refused, and why. */
export const CsvLineErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type CsvLineError = z.infer<typeof CsvLineErrorSchema>;

/** What the host asks every guest, and how many people each guest may bring. */
export const RsvpSettingsSchema = z.object({
  question: z
    .string()
    .trim()
    .max(GUEST_RULES.maxQuestionLength, `Keep the question under ${GUEST_RULES.maxQuestionLength} characters.`),
  maxPlusOnes: z.number().int().min(0).max(GUEST_RULES.maxPlusOnes),
});
export type RsvpSettings = z.infer<typeof RsvpSettingsSchema>;

export const EventGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  rsvp: z.enum(RSVP_STATES),
  plusOnes: z.number().int(),
  dietary: z.string(),
  answer: z.string(),
  invitedAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type EventGuest = z.infer<typeof EventGuestSchema>;

/** A booked line that holds fewer people than are coming. */
export const HeadcountWarningSchema = z.object({
  lineId: z.string(),
  type: z.enum(['venue', 'vendor']),
  listingId: z.string().nullable(),
  name: z.string(),
  /** The venue's capacity, or the number of guests a per-guest line is booked for. */
  kind: z.enum(['capacity', 'per-guest']),
  limit: z.number().int(),
});
export type HeadcountWarning = z.infer<typeof HeadcountWarningSchema>;

export const HeadcountSchema = z.object({
  /** Guests who said yes and the people they bring. */
  coming: z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  awaiting: z.number().int(),
  warnings: z.array(HeadcountWarningSchema),
});
export type Headcount = z.infer<typeof HeadcountSchema>;

export const EventGuestListSchema = z.object({
  guests: z.array(EventGuestSchema),
  settings: RsvpSettingsSchema,
  headcount: HeadcountSchema,
});
export type EventGuestList = z.infer<typeof EventGuestListSchema>;

/** A warning in words, for the event page and the mails. */
export function headcountWarningInWords(warning: HeadcountWarning, coming: number): string {
  return warning.kind === 'capacity'
    ? `${coming} people are coming; ${warning.name} holds ${warning.limit}.`
    : `${coming} people are coming; ${warning.name} is booked for ${warning.limit}.`;
}

/** A guest's reply through their link. */
export const RsvpReplySchema = z
  .object({
    token: z.string().max(100),
    attending: z.boolean(),
    plusOnes: z.number().int().min(0).max(GUEST_RULES.maxPlusOnes).default(0),
    dietary: z
      .string()
      .trim()
      .max(GUEST_RULES.maxDietaryLength, `Keep dietary needs under ${GUEST_RULES.maxDietaryLength} characters.`)
      .default(''),
    answer: z
      .string()
      .trim()
      .max(GUEST_RULES.maxAnswerLength, `Keep the answer under ${GUEST_RULES.maxAnswerLength} characters.`)
      .default(''),
  })
  .transform((reply) => (reply.attending ? reply : { ...reply, plusOnes: 0 }));
export type RsvpReply = z.output<typeof RsvpReplySchema>;
export type RsvpReplyRequest = z.input<typeof RsvpReplySchema>;

/**
 * An RSVP link as its guest sees it: the event, the place and the host's question, and their own reply; no other
 * guest's name, answer or number. Closed once the event has passed or the guest was taken off the list.
 */
export const RsvpPageSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('open'),
    eventName: z.string().nullable(),
    eventDate: z.string(),
    when: z.string(),
    place: z.object({ name: z.string(), address: z.string() }).nullable(),
    hostName: z.string(),
    guestName: z.string(),
    question: z.string(),
    maxPlusOnes: z.number().int(),
    reply: z.object({
      rsvp: z.enum(RSVP_STATES),
      plusOnes: z.number().int(),
      dietary: z.string(),
      answer: z.string(),
    }),
  }),
  z.object({ status: z.literal('closed') }),
]);
export type RsvpPage = z.infer<typeof RsvpPageSchema>;
export type OpenRsvpPage = Extract<RsvpPage, { status: 'open' }>;
