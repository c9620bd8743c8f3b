// The event after checkout (issue 48, ADR 030): one booking seen as a shared event by its organizer, its co-hosts,
// its partners (their own lines only) and admins. The server decides what each sees and may do; `can` tells the page.
import { z } from 'zod';
import { EmailSchema } from './validation/fields.ts';
import { EventDetailsSchema } from './cart-schemas.ts';
import { HeadcountSchema } from './event-guests.ts';
import { BookedInstalmentSchema, BookingSchema, CO_HOST_RULES, PartnerBookingSchema } from './checkout.ts';

export const EVENT_ROLES = ['organizer', 'co-host', 'partner', 'admin'] as const;

/** A line is booked once its partner confirmed it, and stays so once completed. */
export const isBookedLine = (line: { status: string }) => line.status === 'confirmed' || line.status === 'completed';
export type EventRole = (typeof EVENT_ROLES)[number];

/** What the viewer may do to the event. Reading it is implied by seeing it at all. */
export const EventCapabilitiesSchema = z.object({
  /** What the booking costs and what is still due. */
  seeMoney: z.boolean(),
  /** The guest list and every reply (everyone on the event sees the headcount). */
  seeGuests: z.boolean(),
  editGuests: z.boolean(),
  editTimeline: z.boolean(),
  messagePartners: z.boolean(),
  pay: z.boolean(),
  cancel: z.boolean(),
  manageCoHosts: z.boolean(),
  /** Who changed what, and when. */
  seeActivity: z.boolean(),
});
export type EventCapabilities = z.infer<typeof EventCapabilitiesSchema>;

export const NO_EVENT_CAPABILITIES: EventCapabilities = {
  seeMoney: false,
  seeGuests: false,
  editGuests: false,
  editTimeline: false,
  messagePartners: false,
  pay: false,
  cancel: false,
  manageCoHosts: false,
  seeActivity: false,
};

/** What each role may do; a co-host pays or cancels only when the organizer allowed it. */
export function capabilitiesOf(
  role: EventRole,
  member: { mayPay: boolean; mayCancel: boolean } | null,
): EventCapabilities {
  switch (role) {
    case 'organizer':
      return {
        seeMoney: true,
        seeGuests: true,
        editGuests: true,
        editTimeline: true,
        messagePartners: true,
        pay: true,
        cancel: true,
        manageCoHosts: true,
        seeActivity: true,
      };
    case 'co-host':
      return {
        ...NO_EVENT_CAPABILITIES,
        seeMoney: true,
        seeGuests: true,
        editGuests: true,
        editTimeline: true,
        messagePartners: true,
        pay: member?.mayPay ?? false,
        cancel: member?.mayCancel ?? false,
        seeActivity: true,
      };
    case 'admin':
      return { ...NO_EVENT_CAPABILITIES, seeMoney: true, seeGuests: true, seeActivity: true };
    case 'partner':
      return NO_EVENT_CAPABILITIES;
  }
}

export const EventContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type EventContact = z.infer<typeof EventContactSchema>;

export const EventLineSchema = PartnerBookingSchema.pick({
  id: true,
  type: true,
  listingId: true,
  name: true,
  quantity: true,
  hours: true,
  status: true,
  startsAt: true,
  endsAt: true,
  timeZone: true,
}).extend({
  /** The partner's contact, once the line is booked (confirmed or completed). */
  partner: EventContactSchema.nullable(),
  /** The line's charge and instalments, for those who see the event's money. */
  money: z
    .object({
      chargeCents: z.number().int(),
      refundedCents: z.number().int(),
      instalments: z.array(BookedInstalmentSchema),
    })
    .nullable(),
});
export type EventLine = z.infer<typeof EventLineSchema>;

export const EventCoHostSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['invited', 'accepted']),
  /** The account that accepted, which may use another address than the one invited. */
  acceptedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  mayPay: z.boolean(),
  mayCancel: z.boolean(),
});
export type EventCoHost = z.infer<typeof EventCoHostSchema>;

export const EventSchema = z.object({
  id: z.string(),
  reference: z.string(),
  eventDate: z.string(),
  /** The status of the lines the viewer sees. */
  status: BookingSchema.shape.status,
  eventDetails: EventDetailsSchema,
  role: z.enum(EVENT_ROLES),
  can: EventCapabilitiesSchema,
  /** The viewer's own co-host membership, when they co-host (to leave the event). */
  memberId: z.string().nullable(),
  /** Where it happens: the venue's name and address, for a partner once one of their lines is booked. */
  place: z.object({ name: z.string(), address: z.string() }).nullable(),
  /** The organizer's contact: a partner sees it once one of their lines is booked. */
  organizer: EventContactSchema.nullable(),
  lines: z.array(EventLineSchema),
  /** Partners do not see who co-hosts. */
  coHosts: z.array(EventCoHostSchema),
  /** Who is coming, and the lines the viewer sees that hold fewer. */
  headcount: HeadcountSchema,
  /** What the organizer pays in all, for those who see the event's money. */
  totalCents: z.number().int().nullable(),
});
export type BookedEvent = z.infer<typeof EventSchema>;

/** How long a co-host invitation's link works. */
export const CO_HOST_INVITATION_DAYS = 7;

export const CoHostPermissionsSchema = z.object({
  mayPay: z.boolean().default(false),
  mayCancel: z.boolean().default(false),
});
export type CoHostPermissions = z.infer<typeof CoHostPermissionsSchema>;

/** A change of what a co-host may do: what is left out stays as it is. */
export const CoHostPermissionsChangeSchema = z
  .object({ mayPay: z.boolean().optional(), mayCancel: z.boolean().optional() })
  .refine((change) => change.mayPay !== undefined || change.mayCancel !== undefined, {
    error: 'Say whether they may pay, cancel, or both.',
  });
export type CoHostPermissionsChange = z.infer<typeof CoHostPermissionsChangeSchema>;

export const InviteCoHostRequestSchema = CoHostPermissionsSchema.extend({
  email: EmailSchema,
  name: z.string().trim().max(80, 'Keep the name under 80 characters.').default(''),
});
export type InviteCoHostRequest = z.infer<typeof InviteCoHostRequestSchema>;

/**
 * An invitation as its link shows it, to anyone holding the link: while it is open, the event's name and day, who
 * invites and whom, no other member's or guest's details; once used or expired, only that.
 */
export const EventInvitationSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('open'),
    eventId: z.string(),
    eventName: z.string().nullable(),
    eventDate: z.string(),
    organizerName: z.string(),
    invitedName: z.string(),
    invitedEmail: z.string(),
  }),
  z.object({ status: z.literal('used'), eventId: z.string() }),
  z.object({ status: z.literal('expired') }),
]);
export type EventInvitation = z.infer<typeof EventInvitationSchema>;
export type OpenInvitation = Extract<EventInvitation, { status: 'open' }>;

/** The token of an invitation's link: sent in the query and the body, never in a path (paths go to telemetry). */
export const InvitationTokenSchema = z.object({ token: z.string().max(100) });

/** One change to an event, by whom and when, in words. */
export const EventActivitySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  summary: z.string(),
});
export type EventActivity = z.infer<typeof EventActivitySchema>;

export const EVENT_MESSAGES = {
  notFound: 'Event not found.',
  coHostTaken: CO_HOST_RULES.duplicate,
  tooManyCoHosts: CO_HOST_RULES.tooMany,
  organizerIsNoCoHost: 'You organize this event; invite someone else.',
  onlyOrganizer: 'Only the organizer can manage co-hosts.',
  coHostNotFound: 'That co-host is not on this event.',
  invitationGone: 'This invitation has expired or was already used. Ask the organizer to send a new one.',
  invitationTaken: 'Another account has already accepted this invitation.',
  alreadyOnEvent: 'You are already on this event.',
  alreadyAccepted: 'This co-host has already accepted.',
  hostsOnly: 'Only the event’s organizer and co-hosts see its activity.',
} as const;

/** An event the viewer co-hosts, as listed on /events. */
export const CoHostedEventSchema = z.object({
  id: z.string(),
  reference: z.string(),
  eventName: z.string().nullable(),
  eventDate: z.string(),
  organizerName: z.string(),
});
export type CoHostedEvent = z.infer<typeof CoHostedEventSchema>;
