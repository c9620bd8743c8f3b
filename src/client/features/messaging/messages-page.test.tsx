import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OpenConversationRequestSchema,
  SendMessageRequestSchema,
  type Conversation,
  type Message,
} from '#shared/messaging.ts';
import {
  createTestQueryClient,
  json,
  renderWithSession,
  signedIn,
  stubFetch,
  withQueryClient,
} from '../../test/render.tsx';
import { messagingKeys, useMarkRead } from './api.ts';
import { MessagesPage } from './messages-page.tsx';
import { applyLiveEvent, useTyping } from './use-live-messaging.ts';

const CONVERSATION_ID = '6f1c2a9e-0000-4000-8000-0000000000c1';
const conversation: Conversation = {
  id: CONVERSATION_ID,
  entityType: 'venue',
  entityId: '6f1c2a9e-0000-4000-8000-0000000000a1',
  entityName: 'Skyline Social',
  otherParty: { id: 'host-1', name: 'Valentina Venue' },
  asHost: false,
  metadata: { entityName: 'Skyline Social', source: 'listing' },
  lastMessage: 'Is March 6 free?',
  lastMessageTime: '2026-11-23T18:00:00.000Z',
  lastActivityAt: '2026-11-23T18:00:00.000Z',
  unreadCount: 1,
};
const message = (id: string, content: string, mine: boolean, isRead = false): Message => ({
  id,
  conversationId: CONVERSATION_ID,
  senderId: mine ? 'u1' : 'host-1',
  content,
  timestamp: '2026-11-23T18:00:00.000Z',
  isRead,
  mine,
  masked: false,
  quoteId: null,
});

const routes = [
  {
    path: '/messages',
    element: (
      <>
        <MessagesPage />
        <Toaster />
      </>
    ),
  },
];

afterEach(() => vi.unstubAllGlobals());

function stubMessaging(send: () => Response) {
  return stubFetch(signedIn(['customer'], 'Casey Customer'), {
    '/api/conversations?page=1': () => json({ conversations: [conversation], nextPage: null }),
    [`/api/conversations/${CONVERSATION_ID}`]: () => json({ conversation }),
    [`/api/conversations/${CONVERSATION_ID}/messages`]: () =>
      json({
        messages: [message('m2', 'Yes it is!', false), message('m1', 'Is March 6 free?', true, true)],
        olderCursor: null,
      }),
    [`/api/conversations/${CONVERSATION_ID}/read`]: () => json({ marked: 1 }),
    [`/api/conversations/${CONVERSATION_ID}/messages#send`]: send,
  });
}

describe('MessagesPage', () => {
  it('lists conversations with unread counts, opens a thread and marks it read', async () => {
    const { calls } = stubMessaging(() => json({}));
    renderWithSession(routes, `/messages?c=${CONVERSATION_ID}`);
    const inbox = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(inbox).getByRole('link', { name: /Skyline Social/ })).toHaveAttribute('aria-current', 'page');
    const thread = screen.getByRole('region', { name: 'Conversation about Skyline Social' });
    expect(await within(thread).findByText('Yes it is!')).toBeInTheDocument();
    // Oldest first on screen, with the read receipt on the visitor's own message.
    const bubbles = within(thread).getAllByRole('listitem');
    expect(bubbles.map((b) => within(b).getByText(/Is March 6 free\?|Yes it is!/).textContent)).toEqual([
      'Is March 6 free?',
      'Yes it is!',
    ]);
    expect(within(bubbles[0]!).getByText(/Read/)).toBeInTheDocument();
    await vi.waitFor(() => expect(within(inbox).queryByText(/unread/)).not.toBeInTheDocument());
    // Marked once: the thread's and the list's own state follow the answer.
    expect(calls.filter((c) => c.url.endsWith('/read') && c.init?.method === 'POST')).toHaveLength(1);
  });

  it('shows a message at once, and on failure takes it back with the §8 toast, keeping the text', async () => {
    const user = userEvent.setup();
    const fetchStub = stubMessaging(() => json({ error: { code: 'X', message: 'no' } }, 500));
    // POST to the thread's messages fails; GET reads it.
    const original = fetchStub.fetchMock.getMockImplementation()!;
    let failSend: () => void = () => {};
    const sendAnswer = new Promise<Response>(
      (resolve) => (failSend = () => resolve(json({ error: { code: 'X', message: 'no' } }, 500))),
    );
    fetchStub.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/messages') && init?.method === 'POST' ? sendAnswer : original(input, init),
    );
    renderWithSession(routes, `/messages?c=${CONVERSATION_ID}`);
    const thread = await screen.findByRole('region', { name: 'Conversation about Skyline Social' });
    await within(thread).findByText('Yes it is!');
    const draft = within(thread).getByLabelText('Message to Skyline Social');
    expect(within(thread).getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(draft, '   ');
    expect(within(thread).getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.clear(draft);
    await user.type(draft, 'Can we bring a DJ?{Enter}');
    // On screen at once, while the server has not answered; the box is ready for the next message.
    expect(within(thread).getByText('Can we bring a DJ?')).toBeInTheDocument();
    expect(within(thread).getByText('Sending…')).toBeInTheDocument();
    expect(draft).toHaveValue('');
    failSend();
    // (sonner renders a toast's text twice: on screen and for screen readers)
    expect((await screen.findAllByText('Failed to send message. Please try again.')).length).toBeGreaterThan(0);
    expect(within(thread).queryByText('Sending…')).not.toBeInTheDocument();
    expect(draft).toHaveValue('Can we bring a DJ?');
  });
});

describe('a message written on a listing', () => {
  const question = 'Is March 6 free?';
  const fromListing = `/messages?entityType=venue&entityId=${conversation.entityId}&message=${encodeURIComponent(question)}`;

  /** The listing's conversation opens; sending the message answers `sent`. */
  function stubFromListing(sent: () => Response) {
    const fetchStub = stubMessaging(() => json({}));
    const original = fetchStub.fetchMock.getMockImplementation()!;
    fetchStub.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/conversations' && init?.method === 'POST') return json({ conversation });
      if (url.endsWith('/messages') && init?.method === 'POST') return sent();
      return original(input, init);
    });
    return fetchStub;
  }

  const postedTo = (fetchMock: ReturnType<typeof stubFromListing>['fetchMock'], end: string) => {
    const [, init] = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith(end) && init?.method === 'POST')!;
    return JSON.parse(String(init!.body)) as unknown;
  };

  it('says it was sent, and the bodies are the ones the routes accept', async () => {
    const { fetchMock } = stubFromListing(() => json({ message: message('m3', question, true) }));
    renderWithSession(routes, fromListing);
    expect((await screen.findAllByText('Message sent successfully!')).length).toBeGreaterThan(0);
    expect(OpenConversationRequestSchema.safeParse(postedTo(fetchMock, '/api/conversations')).error).toBeUndefined();
    expect(SendMessageRequestSchema.parse(postedTo(fetchMock, '/messages'))).toEqual({ content: question });
  });

  it('says it failed in §8’s words and keeps the text to send again', async () => {
    stubFromListing(() => json({ error: { code: 'X', message: 'no' } }, 500));
    renderWithSession(routes, fromListing);
    expect((await screen.findAllByText('Failed to send message')).length).toBeGreaterThan(0);
    const thread = screen.getByRole('region', { name: 'Conversation about Skyline Social' });
    expect(within(thread).getByLabelText('Message to Skyline Social')).toHaveValue(question);
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });
});

describe('taking a message back', () => {
  it('offers Delete on the viewer’s recent messages only, asks once more, and removes it', async () => {
    const user = userEvent.setup();
    const recent = { ...message('m5', 'Wrong chat, sorry', true), timestamp: new Date().toISOString() };
    const fetchStub = stubMessaging(() => json({}));
    const original = fetchStub.fetchMock.getMockImplementation()!;
    fetchStub.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith(`/${CONVERSATION_ID}/messages`) && (init?.method ?? 'GET') === 'GET')
        return json({ messages: [recent, message('m2', 'Yes it is!', false)], olderCursor: null });
      if (url.endsWith('/messages/m5') && init?.method === 'DELETE') return new Response(null, { status: 204 });
      return original(input, init);
    });
    renderWithSession(routes, `/messages?c=${CONVERSATION_ID}`);
    const thread = await screen.findByRole('region', { name: 'Conversation about Skyline Social' });
    await within(thread).findByText('Wrong chat, sorry');
    // Their message and the older one of the viewer's have no Delete; only the recent one does.
    expect(within(thread).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await user.click(within(thread).getByRole('button', { name: 'Delete' }));
    await user.click(within(thread).getByRole('button', { name: 'Keep' }));
    expect(within(thread).getByText('Wrong chat, sorry')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Delete' }));
    await user.click(within(thread).getByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() => expect(within(thread).queryByText('Wrong chat, sorry')).not.toBeInTheDocument());
    expect(
      fetchStub.fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url)),
    ).toEqual([`/api/conversations/${CONVERSATION_ID}/messages/m5`]);
  });
});

describe('sending quickly', () => {
  it('replaces each of two quick messages with the stored one', async () => {
    const user = userEvent.setup();
    const fetchStub = stubMessaging(() => json({}));
    const original = fetchStub.fetchMock.getMockImplementation()!;
    let stored = 0;
    // Both sends are in flight before either is answered.
    let answerAll: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answerAll = resolve));
    fetchStub.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!(String(input).endsWith('/messages') && init?.method === 'POST')) return original(input, init);
      const { content } = JSON.parse(String(init.body)) as { content: string };
      stored += 1;
      const id = `s${stored}`;
      await answered;
      return json({ message: message(id, content, true) }, 201);
    });
    renderWithSession(routes, `/messages?c=${CONVERSATION_ID}`);
    const thread = await screen.findByRole('region', { name: 'Conversation about Skyline Social' });
    await within(thread).findByText('Yes it is!');
    const draft = within(thread).getByLabelText('Message to Skyline Social');
    await user.type(draft, 'First{Enter}');
    await user.type(draft, 'Second{Enter}');
    expect(within(thread).getAllByText('Sending…')).toHaveLength(2);
    answerAll();
    await vi.waitFor(() => expect(within(thread).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(thread).getAllByText(/^(First|Second)$/)).toHaveLength(2);
  });
});

describe('applyLiveEvent', () => {
  it('adds a new message to its thread once, moves its conversation to the top, marks reads and removes a deleted message', () => {
    const queryClient = createTestQueryClient();
    const other: Conversation = {
      ...conversation,
      id: '6f1c2a9e-0000-4000-8000-0000000000c2',
      entityName: 'Lumen Hall',
    };
    queryClient.setQueryData(messagingKeys.conversationList('all'), {
      pages: [{ conversations: [other, conversation], nextPage: null }],
      pageParams: [1],
    });
    // The portal's inbox lists only conversations about the viewer's own listings: this one is not.
    queryClient.setQueryData(messagingKeys.conversationList('host'), {
      pages: [{ conversations: [], nextPage: null }],
      pageParams: [1],
    });
    queryClient.setQueryData(messagingKeys.thread(CONVERSATION_ID), {
      pages: [{ messages: [message('m1', 'Is March 6 free?', true)], olderCursor: null }],
      pageParams: [undefined],
    });

    const incoming = message('m3', 'See you then', false);
    act(() => {
      applyLiveEvent(queryClient, { table: 'messages', type: 'insert', record: incoming });
      applyLiveEvent(queryClient, { table: 'messages', type: 'insert', record: incoming });
      applyLiveEvent(queryClient, {
        table: 'conversations',
        type: 'update',
        record: { ...conversation, lastMessage: 'See you then', unreadCount: 2 },
      });
      applyLiveEvent(queryClient, {
        table: 'messages',
        type: 'update',
        record: { conversationId: CONVERSATION_ID, readBy: 'host-1' },
      });
    });
    const thread = () =>
      queryClient.getQueryData<{ pages: { messages: Message[] }[] }>(['messaging', 'thread', CONVERSATION_ID])!;
    expect(thread().pages[0]!.messages.map((m) => [m.id, m.isRead])).toEqual([
      ['m3', false],
      ['m1', true],
    ]);
    act(() =>
      applyLiveEvent(queryClient, {
        table: 'messages',
        type: 'delete',
        record: { conversationId: CONVERSATION_ID, id: 'm3' },
      }),
    );
    expect(thread().pages[0]!.messages.map((m) => m.id)).toEqual(['m1']);
    const list = (scope: string) =>
      queryClient.getQueryData<{ pages: { conversations: Conversation[] }[] }>(['messaging', 'conversations', scope])!
        .pages[0]!.conversations;
    expect(list('all').map((c) => [c.entityName, c.unreadCount])).toEqual([
      ['Skyline Social', 2],
      ['Lumen Hall', 1],
    ]);
    expect(list('host')).toEqual([]);
  });

  it('does not bring back an unread count the viewer cleared after the update was described', async () => {
    stubFetch(signedIn(['customer'], 'Casey Customer'), {
      [`/api/conversations/${CONVERSATION_ID}/read`]: () => json({ marked: 1 }),
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(messagingKeys.conversationList('all'), {
      pages: [{ conversations: [conversation], nextPage: null }],
      pageParams: [1],
    });
    queryClient.setQueryData(messagingKeys.thread(CONVERSATION_ID), {
      pages: [{ messages: [message('m2', 'Yes, it is', false)], olderCursor: null }],
      pageParams: [undefined],
    });
    const { result } = renderHook(() => useMarkRead(CONVERSATION_ID), {
      wrapper: ({ children }) => withQueryClient(children, queryClient),
    });
    await act(async () => void (await result.current.mutateAsync()));
    const unread = () =>
      queryClient.getQueryData<{ pages: { conversations: Conversation[] }[] }>(['messaging', 'conversations', 'all'])!
        .pages[0]!.conversations[0]!.unreadCount;
    expect(unread()).toBe(0);
    // The update for the message just read, held back by the channel's throttle, arrives after the read.
    act(() =>
      applyLiveEvent(queryClient, {
        table: 'conversations',
        type: 'update',
        record: { ...conversation, lastMessage: 'Yes, it is', unreadCount: 1 },
      }),
    );
    expect(unread()).toBe(0);
    // A newer message is unread again.
    const newer = {
      ...conversation,
      lastMessage: 'Anything else?',
      lastMessageTime: '2026-11-23T18:05:00.000Z',
      lastActivityAt: '2026-11-23T18:05:00.000Z',
      unreadCount: 1,
    };
    act(() => applyLiveEvent(queryClient, { table: 'conversations', type: 'update', record: newer }));
    expect(unread()).toBe(1);
  });

  it('keeps the newer state of a conversation when its updates arrive out of order', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(messagingKeys.conversationList('all'), {
      pages: [{ conversations: [conversation], nextPage: null }],
      pageParams: [1],
    });
    const later = { ...conversation, lastMessage: 'Second', lastActivityAt: '2026-03-02T10:00:05.000Z' };
    const earlier = { ...conversation, lastMessage: 'First', lastActivityAt: '2026-03-02T10:00:04.000Z' };
    act(() => {
      applyLiveEvent(queryClient, { table: 'conversations', type: 'update', record: later });
      applyLiveEvent(queryClient, { table: 'conversations', type: 'update', record: earlier });
    });
    const list = queryClient.getQueryData<{ pages: { conversations: Conversation[] }[] }>([
      'messaging',
      'conversations',
      'all',
    ])!.pages[0]!.conversations;
    expect(list.map((c) => c.lastMessage)).toEqual(['Second']);
  });

  it('shows the other side typing for 4 s, or until their message arrives', () => {
    vi.useFakeTimers();
    const queryClient = createTestQueryClient();
    const { result } = renderHook(() => useTyping(CONVERSATION_ID));
    expect(result.current).toBe(false);
    act(() =>
      applyLiveEvent(queryClient, { table: 'typing', record: { conversationId: CONVERSATION_ID, userId: 'host-1' } }),
    );
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current).toBe(false);
    act(() =>
      applyLiveEvent(queryClient, { table: 'typing', record: { conversationId: CONVERSATION_ID, userId: 'host-1' } }),
    );
    act(() =>
      applyLiveEvent(queryClient, { table: 'messages', type: 'insert', record: message('m9', 'Here it is', false) }),
    );
    expect(result.current).toBe(false);
    vi.useRealTimers();
  });
});
