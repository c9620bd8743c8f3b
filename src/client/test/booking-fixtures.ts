// Bookings as the API sends them, for tests of the booking pages and the portal: a partner's line (a venue for four
// hours on March 6th, 2099), a booking holding lines, a partner's row of a line, a security deposit and a claim on it,
// each with sensible defaults and a patch for what a test is about.
import type { BookedInstalment, Booking, PartnerBooking, PartnerBookingRow } from '#shared/checkout.ts';
import type { DepositClaim, SecurityDeposit } from '#shared/deposit-claims.ts';

export const aLine = (patch: Partial<PartnerBooking> = {}): PartnerBooking => ({
  id: 'i-venue',
  type: 'venue',
  listingId: 'ven_1',
  name: 'Skyline Terrace',
  quantity: 1,
  hours: 4,
  unitPriceCents: 25_000,
  unit: 'hour',
  extras: [],
  lineTotalCents: 100_000,
  chargeCents: 115_933,
  refundedCents: 0,
  partnerPayoutCents: 95_000,
  paymentTerms: { schedule: 'full' },
  cancellationTier: 'very-flexible',
  confirmsAtOnce: false,
  securityDeposit: null,
  instalments: [],
  status: 'confirmed',
  startsAt: '2099-03-06T18:00:00.000Z',
  endsAt: '2099-03-06T22:00:00.000Z',
  timeZone: 'UTC',
  expiresAt: null,
  ...patch,
});

/** A booking of `items`, priced as one $1,000 venue line is. */
export const aBooking = (items: PartnerBooking[], patch: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  reference: 'EV-ABC12345',
  eventDate: '2099-03-06',
  status: 'confirmed',
  eventDetails: {},
  breakdown: {
    servicesCost: 100_000,
    addOnsCost: 0,
    subtotal: 100_000,
    customerPlatformFee: 5_000,
    vendorPlatformFee: 5_000,
    processingFee: 2_933,
    taxAmount: 8_000,
    customerTotal: 115_933,
    vendorReceives: 95_000,
    platformRevenue: 10_000,
  },
  payment: null,
  cardLast4: '4242',
  items,
  createdAt: '2099-01-01T00:00:00.000Z',
  ...patch,
});

/** A line as its partner sees it in the portal's bookings. */
export const aPartnerRow = (patch: Partial<PartnerBookingRow> = {}): PartnerBookingRow => ({
  ...aLine(),
  reference: 'EV-ITEM0001',
  bookingId: 'b-1',
  eventDate: '2099-03-06',
  customerName: 'Casey Customer',
  eventDetails: {},
  ...patch,
});

export const anInstalment = (patch: Partial<BookedInstalment> = {}): BookedInstalment => ({
  id: 'deposit-1',
  kind: 'deposit',
  dueAt: null,
  chargeCents: 34_780,
  status: 'paid',
  refundedCents: 0,
  paidAt: '2099-01-02T10:00:00.000Z',
  lastError: null,
  split: false,
  ...patch,
});

/** A $1,000 deposit held the day before the event and released three days after it. */
export const aDeposit = (patch: Partial<SecurityDeposit> = {}): SecurityDeposit => ({
  id: 'deposit-1',
  amountCents: 100_000,
  status: 'held',
  holdAt: '2099-03-05T18:00:00.000Z',
  releaseAt: '2099-03-09T22:00:00.000Z',
  heldAt: '2099-03-05T18:00:00.000Z',
  capturedCents: 0,
  refundedCents: 0,
  lastError: null,
  claim: null,
  ...patch,
});

/** An open claim of an hour and a half of overtime at $250 an hour, filed the night after the event. */
export const aClaim = (patch: Partial<DepositClaim> = {}): DepositClaim => ({
  id: 'claim-1',
  status: 'open',
  overtimeHours: 1.5,
  hourlyRateCents: 25_000,
  damageCents: 0,
  description: null,
  photos: [],
  amountCents: 37_500,
  answerBy: '2099-03-09T23:00:00.000Z',
  customerStatement: null,
  customerPhotos: [],
  answeredAt: null,
  decidedCents: null,
  decisionNote: null,
  decidedAt: null,
  filedAt: '2099-03-07T23:00:00.000Z',
  ...patch,
});
