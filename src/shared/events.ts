// The event after checkout (issue 48, ADR 030): one booking seen as a shared event by its organizer, its co-hosts,
// its partners (their own lines only) and admins. The server decides what each sees and may do; `can` tells the page.
import { z } from 'zod';
import { EventDetailsSchema } from './cart-schemas.ts';
import { BookedInstalmentSchema, BookingSchema, PartnerBookingSchema } from './checkout.ts';

export const EVENT_ROLES = ['organizer', 'co-host', 'partner', 'admin'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

/** What the viewer may do to the event. Reading it is implied by seeing it at all. */
export const EventCapabilitiesSchema = z.object({
  /** What the booking costs and what is still due. */
  seeMoney: z.boolean(),
  editGuests: z.boolean(),
  editTimeline: z.boolean(),
  messagePartners: z.boolean(),
  pay: z.boolean(),
  cancel: z.boolean(),
  manageCoHosts: z.boolean(),
});
export type EventCapabilities = z.infer<typeof EventCapabilitiesSchema>;

export const NO_EVENT_CAPABILITIES: EventCapabilities = {
  seeMoney: false,
  editGuests: false,
  editTimeline: false,
  messagePartners: false,
  pay: false,
  cancel: false,
  manageCoHosts: false,
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
        editGuests: true,
        editTimeline: true,
        messagePartners: true,
        pay: true,
        cancel: true,
        manageCoHosts: true,
      };
    case 'co-host':
      return {
        ...NO_EVENT_CAPABILITIES,
        seeMoney: true,
        editGuests: true,
        editTimeline: true,
        messagePartners: true,
        pay: member?.mayPay ?? false,
        cancel: member?.mayCancel ?? false,
      };
    case 'admin':
      return { ...NO_EVENT_CAPABILITIES, seeMoney: true };
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
  /** Where it happens: the venue's name and address, for a partner once one of their lines is booked. */
  place: z.object({ name: z.string(), address: z.string() }).nullable(),
  /** The organizer's contact: a partner sees it once one of their lines is booked. */
  organizer: EventContactSchema.nullable(),
  lines: z.array(EventLineSchema),
  /** Partners do not see who co-hosts. */
  coHosts: z.array(EventCoHostSchema),
  /** What the organizer pays in all, for those who see the event's money. */
  totalCents: z.number().int().nullable(),
});
export type BookedEvent = z.infer<typeof EventSchema>;

export const EVENT_MESSAGES = {
  notFound: 'Event not found.',
} as const;
