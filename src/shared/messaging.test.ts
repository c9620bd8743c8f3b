import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MessageContentSchema,
  conversationKey,
  mockReplyDelay,
  normaliseMessageContent,
  reconnectDelay,
  maskContactDetails,
  MASKED_CONTACT,
} from './messaging.ts';

describe('message content (§5)', () => {
  it('is trimmed and must not be blank', () => {
    expect(MessageContentSchema.parse('  hi there \n')).toBe('hi there');
    expect(MessageContentSchema.safeParse(' \t\n ').success).toBe(false);
    expect(normaliseMessageContent('   ')).toBeNull();
    expect(normaliseMessageContent(' Is the roof open? ')).toBe('Is the roof open?');
  });
});

describe('reconnect backoff (§4)', () => {
  it('doubles from 1 s for up to 5 attempts', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, null]);
    expect(reconnectDelay(0)).toBeNull();
  });
});

describe('mock reply delays (§4)', () => {
  it('stay within 2-5 s for venues and 1.5-4 s for vendors', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999999, noNaN: true }), (r) => {
        const venue = mockReplyDelay('venue', () => r);
        const vendor = mockReplyDelay('vendor', () => r);
        expect(venue).toBeGreaterThanOrEqual(2000);
        expect(venue).toBeLessThanOrEqual(5000);
        expect(vendor).toBeGreaterThanOrEqual(1500);
        expect(vendor).toBeLessThanOrEqual(4000);
      }),
    );
    expect(mockReplyDelay('venue', () => 0)).toBe(2000);
    expect(mockReplyDelay('vendor', () => 0.5)).toBe(2750);
  });
});

describe('conversationKey', () => {
  it('ignores participant order but not the entity', () => {
    const a = conversationKey({ participantA: 'u1', participantB: 'u2', entityType: 'venue', entityId: 'v1' });
    expect(conversationKey({ participantA: 'u2', participantB: 'u1', entityType: 'venue', entityId: 'v1' })).toBe(a);
    expect(conversationKey({ participantA: 'u1', participantB: 'u2', entityType: 'vendor', entityId: 'v1' })).not.toBe(
      a,
    );
  });
});

describe('maskContactDetails', () => {
  it('hides phone numbers and emails, and nothing else', () => {
    expect(maskContactDetails('Call (415) 555-0134, +44 20 7946 0958 or 555-0199; mail casey.r@example.co.uk')).toEqual(
      {
        content: `Call ${MASKED_CONTACT}, ${MASKED_CONTACT} or ${MASKED_CONTACT}; mail ${MASKED_CONTACT}`,
        masked: true,
      },
    );
    const plain = 'We are 120 guests on 2027-03-06 from 18:00, budget $12,500, zip 11211.';
    expect(maskContactDetails(plain)).toEqual({ content: plain, masked: false });
  });

  // [message, what must not survive masking]
  it.each([
    ['Call ４１５-５５５-０１３４ tonight', '５５５'],
    ['Text me: ４１５５５５０１３４', '５５５'],
    ['My number is 4 1 5 5 5 5 0 1 3 4', '5 5 5'],
    ['Reach me at 415.555.0134', '555'],
    ['Reach me at 415 - 555 - 0134', '555'],
    ['Reach me at 415/555/0134', '555'],
    ['WhatsApp +1 415 555 0134', '555'],
    ['Digits of another script: ٤١٥٥٥٥٠١٣٤', '٥٥٥'],
    ['Write to casey at example dot com', 'example'],
    ['Write to casey [at] example [dot] com', 'example'],
    ['Write to casey (at) example (dot) co (dot) uk', 'example'],
    ['Write to casey {at} example {dot} com', 'example'],
    ['Write to casey AT example DOT com', 'example'],
    ['Write to casey @ example . com', 'example'],
    ['Write to casey at example.com', 'example'],
    ['Write to casey＠example．com', 'example'],
    ['Write to casey.r+events@example.co.uk', 'example'],
  ])('hides the contact in %j', (message, secret) => {
    const result = maskContactDetails(message);
    expect(result.masked).toBe(true);
    expect(result.content).toContain(MASKED_CONTACT);
    expect(result.content.normalize('NFKC')).not.toContain(secret.normalize('NFKC'));
  });

  it.each([
    ['The package is $1,200 all in.'],
    ['We start at 6 pm and finish at 11 pm.'],
    ['Arrive at the venue by 5:30 pm.'],
    ['Meet at noon. Then dinner at 7.'],
    ['I will look at it. Thanks!'],
    ['Quote: $3,400 for 4 hours at $850 an hour.'],
    ['Budget 1200-1500 dollars, 45 guests, floor 3.'],
    ['On 2027-03-06, 18:00 to 23:00.'],
    ['Room for ２００ guests at ＄１２０ each'],
  ])('leaves %j as written', (message) => {
    expect(maskContactDetails(message)).toEqual({ content: message, masked: false });
  });
});
