import { describe, expect, it } from 'vitest';
import type { Message } from '#shared/messaging.ts';
import { pendingMessage, stillPending } from './pending-messages.ts';

const message = (id: string, content: string, mine = true): Message => ({
  id,
  conversationId: 'c',
  senderId: mine ? 'me' : 'them',
  content,
  timestamp: '2026-11-24T12:00:00.000Z',
  isRead: false,
  mine,
  masked: false,
  quoteId: null,
});

describe('messages on their way', () => {
  it('gives way to the stored message as soon as it is in the thread', () => {
    const sending = pendingMessage('Free on March 6?', []);
    expect(stillPending([sending], [])).toEqual([sending]);
    expect(stillPending([sending], [message('m1', 'Free on March 6?')])).toEqual([]);
  });

  it('is not stood in for by an earlier message with the same words, nor by the other side saying them', () => {
    const earlier = message('m1', 'Thanks!');
    const sending = pendingMessage('Thanks!', [earlier]);
    expect(stillPending([sending], [earlier, message('m2', 'Thanks!', false)])).toEqual([sending]);
    expect(stillPending([sending], [earlier, message('m3', 'Thanks!')])).toEqual([]);
  });

  it('needs one stored message for each of two identical sends', () => {
    const first = pendingMessage('Hello?', []);
    const second = pendingMessage('Hello?', []);
    expect(stillPending([first, second], [message('m1', 'Hello?')])).toEqual([second]);
    expect(stillPending([first, second], [message('m1', 'Hello?'), message('m2', 'Hello?')])).toEqual([]);
  });
});
