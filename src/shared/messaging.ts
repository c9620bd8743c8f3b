// Messaging rules shared by client and server (spec §4 Messaging, §5 Messaging, §9 Messaging).
import { z } from 'zod';
import { MESSAGING } from './constants.ts';

/** Longest message kept (a long enquiry fits; a pasted document does not). */
export const MESSAGE_MAX_LENGTH = 4000;
/** Messages that may be sent a minute: by one client over HTTP (the route's limit), on one realtime socket. */
export const MESSAGE_SENDS_PER_MINUTE = 30;

/** §5: content is trimmed; empty or whitespace-only messages are not sent. */
export const MessageContentSchema = z.string().trim().min(1);

export function normaliseMessageContent(content: string): string | null {
  const trimmed = content.trim();
  return trimmed.length > 0 ? trimmed : null;
}

/** Delay before reconnect attempt n (1-based): 1 s doubling; null once the 5 attempts are spent. */
export function reconnectDelay(attempt: number): number | null {
  if (attempt < 1 || attempt > MESSAGING.maxReconnectAttempts) return null;
  return MESSAGING.reconnectBaseBackoffMs * 2 ** (attempt - 1);
}

/** Scripted owner replies for demo listings: 2-5 s for venues, 1.5-4 s for vendors. `random` returns [0, 1). */
export function mockReplyDelay(entityType: 'venue' | 'vendor', random: () => number = Math.random): number {
  const { min, max } = MESSAGING.mockReplyDelayMs[entityType];
  return Math.round(min + (max - min) * random());
}

/** §5: a conversation is reused between the same two participants for the same entity (order-free). */
export function conversationKey(input: {
  participantA: string;
  participantB: string;
  entityType: string;
  entityId: string;
}): string {
  const [first, second] = [input.participantA, input.participantB].sort();
  return [first, second, input.entityType, input.entityId].join('|');
}

export const MESSAGING_ERRORS = {
  empty: 'Write a message first.',
  notFound: 'This conversation was not found.',
  listingNotFound: 'This listing is not taking messages.',
  ownListing: 'This is your own listing.',
  messageNotFound: 'This message was not found.',
  notYourMessage: 'You can only delete your own messages.',
  quoteMessage: 'A message carrying a quote stays in the conversation.',
  deleteTooLate: 'Messages can only be deleted within 15 minutes of sending.',
  tooFast: 'You are sending messages too fast. Please wait a moment.',
} as const;

/** A sender may take a message back this long after sending it. */
export const MESSAGE_DELETE_WINDOW_MS = 15 * 60_000;

/** Whether the viewer may still take their message back. */
export function canDeleteMessage(message: Pick<Message, 'mine' | 'quoteId' | 'timestamp'>, now = Date.now()): boolean {
  return message.mine && message.quoteId === null && now - Date.parse(message.timestamp) < MESSAGE_DELETE_WINDOW_MS;
}

/** Open (or reuse, §5) the conversation with a listing's owner. */
export const OpenConversationRequestSchema = z.object({
  entityType: z.enum(['venue', 'vendor']),
  entityId: z.uuid('Not a listing id'),
  /** Where the visitor started: 'listing', 'quick-question', 'booking'… (§3 metadata.source). */
  source: z.string().trim().max(40).default('listing'),
});
export type OpenConversationRequest = z.infer<typeof OpenConversationRequestSchema>;

export const SendMessageRequestSchema = z.object({
  content: z.string().max(MESSAGE_MAX_LENGTH, `Keep a message under ${MESSAGE_MAX_LENGTH} characters.`),
});

export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  content: z.string(),
  timestamp: z.string(),
  isRead: z.boolean(),
  /** Sent by the viewer. */
  mine: z.boolean(),
  /** A phone number or email was hidden from it (before a booking, to keep deals on the platform). */
  masked: z.boolean(),
  /** The quote the host sent with it: the thread shows it as a card to view and pay. */
  quoteId: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  id: z.string(),
  entityType: z.enum(['venue', 'vendor']),
  entityId: z.string(),
  /** The venue's or vendor's name (metadata.entityName when the listing is gone). */
  entityName: z.string(),
  /** The person on the other side, as the viewer sees them. */
  otherParty: z.object({ id: z.string(), name: z.string() }),
  /** The viewer owns the listing (they answer as its host). */
  asHost: z.boolean(),
  metadata: z.object({ entityName: z.string().optional(), source: z.string().optional() }),
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  lastActivityAt: z.string(),
  /** Messages from the other side the viewer has not read. */
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** Which of the viewer's conversations a list shows: where they host the listing, or where they asked. */
export const CONVERSATION_SCOPES = ['host', 'customer'] as const;
export type ConversationScope = (typeof CONVERSATION_SCOPES)[number];

export const ConversationPageSchema = z.object({
  conversations: z.array(ConversationSchema),
  /** The next page (1-based), or null when this was the last. */
  nextPage: z.number().int().nullable(),
});

export const MessagePageSchema = z.object({
  /** Newest first, as §7 reads them. */
  messages: z.array(MessageSchema),
  /** Pass as `before` for the older page; null when there is none. */
  olderCursor: z.string().nullable(),
});

/**
 * 10 to 15 digits (of any script) with the usual separators between them, spaces, dots, dashes, slashes included, or a
 * local 555-0134 (a date's 8 digits are neither, nor is a price or a time).
 */
const PHONE = /(?:\+|\(\s*)?\p{Nd}(?:[\s()./_-]{0,3}\p{Nd}){9,14}|(?<!\p{Nd})\p{Nd}{3}[-.\s]\p{Nd}{4}(?!\p{Nd})/gu;
const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi;

/** "at" or "dot" spelled out: a word between spaces, or in brackets of any kind. */
const spelled = (word: string) => String.raw`(?:\s*[\[({<]\s*${word}\s*[\])}>]\s*|\s+${word}\s+)`;
/** A local part, starting where a word starts (so a long word is not read from every one of its letters). */
const LOCAL = String.raw`(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?`;
const domain = (dot: string) => String.raw`${LABEL}(?:${dot}${LABEL})*${dot}[a-z]{2,24}\b`;
/**
 * An address written around the filter: "name at domain dot com", "name [at] domain (dot) com", "name @ domain . com".
 * A spelled "at" takes a spelled dot or a dot inside the word ("name at domain.com"): "meet at noon. Then" is prose.
 */
const SPELLED_EMAIL = new RegExp(
  String.raw`${LOCAL}(?:\s*@\s*${domain(String.raw`(?:${spelled('dot')}|\s*\.\s*)`)}|${spelled('at')}${domain(String.raw`(?:${spelled('dot')}|\.)`)})`,
  'gi',
);
export const MASKED_CONTACT = '[contact hidden until booking]';

/**
 * Before a booking, phone numbers and emails in a message are hidden, as the best marketplaces do: deals made off the
 * platform lose the customer's payment protection and the partner's payout guarantee. The text is read in its NFKC
 * form, so full-width digits and signs are read as the plain ones they look like; a message with nothing to hide is
 * kept exactly as written.
 */
export function maskContactDetails(content: string): { content: string; masked: boolean } {
  const plain = content.normalize('NFKC');
  const masked = plain
    .replace(EMAIL, MASKED_CONTACT)
    .replace(SPELLED_EMAIL, MASKED_CONTACT)
    .replace(PHONE, MASKED_CONTACT);
  return masked === plain ? { content, masked: false } : { content: masked, masked: true };
}
