// §1/§4: the sample catalogue's demo listings have no owner, so their host answers with five scripted replies,
// after 2–5 s for a venue and 1.5–4 s for a vendor, stored like any real reply.
import { and, count, eq } from 'drizzle-orm';
import { mockReplyDelay } from '#shared/messaging.ts';
import type { Db } from '../../db/client.ts';
import { messages, type conversations } from '../../db/schema/index.ts';
import { DEMO_HOST } from './conversations.ts';
import type { SentMessage } from './message-store.ts';
import { sendMessage } from './messages.ts';

type ConversationRow = typeof conversations.$inferSelect;

type FiveReplies = readonly [string, string, string, string, string];

export const DEMO_REPLIES: Record<'venue' | 'vendor', FiveReplies> = {
  venue: [
    'Thanks for reaching out! That date looks open on our side. How many guests are you expecting?',
    'Great. The hourly rate covers the space, house furniture and our on-site manager. Catering and a DJ are yours to choose.',
    'You are welcome to bring your own caterer and DJ; we only ask for their insurance certificate a week before.',
    'Load-in can start two hours before your booking at no charge. Anything else you would like to know?',
    'Perfect. Send the booking request from our page whenever you are ready and we will confirm within a few hours.',
  ],
  vendor: [
    'Hi! Thanks for the message. I am free that day so far. What kind of event is it, and where?',
    'Sounds fun. My rate includes setup, the equipment listed on my page and travel within my service area.',
    'Happy to tailor it: tell me the vibe you are going for and any must-haves.',
    'I usually arrive an hour before start time to set up and test everything with the venue.',
    'Great, book me from my page when you are ready and I will confirm quickly.',
  ],
};

export interface DemoReplies {
  /** After a visitor's message to a demo host: schedules the host's next reply. */
  after(conversation: ConversationRow, senderId: string): void;
  /** Cancels the replies still waiting (the app is closing). */
  stop(): void;
}

export function createDemoReplies(
  db: Db,
  onReply: (sent: SentMessage) => void,
  random: () => number = Math.random,
): DemoReplies {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    after(conversation, senderId) {
      if (conversation.participant2 !== DEMO_HOST.id || senderId === DEMO_HOST.id) return;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          void reply(db, conversation).then(onReply, () => undefined);
        },
        mockReplyDelay(conversation.entityType, random),
      );
      timers.add(timer);
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

async function reply(db: Db, conversation: ConversationRow): Promise<SentMessage> {
  const [sent] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.senderId, DEMO_HOST.id)));
  const script = DEMO_REPLIES[conversation.entityType];
  const text = script[(sent?.n ?? 0) % script.length] as string;
  return sendMessage(db, DEMO_HOST.id, conversation, text);
}
