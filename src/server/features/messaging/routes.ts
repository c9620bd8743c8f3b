// Messaging over HTTP (§7 conversations and messages), for signed-in users; a conversation is visible only to its
// two participants (§6): anyone else gets 404, as if it did not exist.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  CONVERSATION_SCOPES,
  ConversationPageSchema,
  ConversationSchema,
  MessagePageSchema,
  MESSAGE_SENDS_PER_MINUTE,
  MessageSchema,
  MESSAGING_ERRORS,
  OpenConversationRequestSchema,
  SendMessageRequestSchema,
} from '#shared/messaging.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { appUrl } from '../../env.ts';
import { requireUser, signedInViewer } from '../auth/index.ts';
import {
  conversationFor,
  describeConversations,
  listConversations,
  openConversation,
  unreadTotal,
} from './conversations.ts';
import { deliverLiveMessages, liveConversationRead, liveMessageDeleted } from './live-messages.ts';
import { deleteMessage, markRead, readThread, toMessage } from './messages.ts';
import { messagingFrames } from './socket-sends.ts';
import { mailUnreadMessages, UNREAD_MAIL } from './unread-mail.ts';

const ConversationParams = z.object({ id: z.uuid(MESSAGING_ERRORS.notFound) });
const ConversationAnswer = z.object({ conversation: ConversationSchema });
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const MessageParams = ConversationParams.extend({ messageId: z.uuid(MESSAGING_ERRORS.messageNotFound) });

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: { code: 'NOT_FOUND', message: MESSAGING_ERRORS.notFound } });

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Messages, reads and typing go out live on realtime's sockets; messages come in on them too.
  deliverLiveMessages(app.realtime, app.db);
  app.realtime.handleFrames(
    messagingFrames({ db: app.db, realtime: app.realtime, sender: app.messageSender, log: app.log }),
  );
  // Unread messages are mailed about every minute (unread-mail.ts).
  const mailContext = { db: app.db, mailer: app.mailer, appUrl: appUrl(app.env) };
  const mailUnread = () =>
    mailUnreadMessages(mailContext).catch((error: unknown) =>
      app.log.error({ err: error }, 'mailing about unread messages failed'),
    );
  const unreadMail = setInterval(() => void mailUnread(), UNREAD_MAIL.everyMs).unref();
  app.addHook('onClose', async () => clearInterval(unreadMail));

  app.post(
    '/api/conversations',
    {
      preHandler: requireUser,
      config: routeLimit('standard'),
      schema: {
        tags: ['messaging'],
        summary: "Opens the conversation with a listing's host, or the one already there (§5)",
        body: OpenConversationRequestSchema,
        response: { 200: ConversationAnswer, ...errors },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      const row = await openConversation(app.db, viewer.id, request.body);
      const [conversation] = await describeConversations(app.db, viewer.id, [row]);
      return { conversation: conversation! };
    },
  );

  app.get(
    '/api/conversations',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messaging'],
        summary:
          "The viewer's conversations, newest activity first, 20 a page; `as=host` only those about the viewer's listings",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(1000).default(1),
          as: z.enum(CONVERSATION_SCOPES).optional(),
        }),
        response: { 200: ConversationPageSchema, ...errors },
      },
    },
    async (request) =>
      listConversations(app.db, (await signedInViewer(request)).id, request.query.page, request.query.as),
  );

  app.get(
    '/api/conversations/unread',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messaging'],
        summary: 'How many messages from others the viewer has not read',
        response: { 200: z.object({ unread: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ unread: await unreadTotal(app.db, (await signedInViewer(request)).id) }),
  );

  app.get(
    '/api/conversations/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messaging'],
        summary: 'One conversation of the viewer',
        params: ConversationParams,
        response: { 200: ConversationAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const row = await conversationFor(app.db, viewer.id, request.params.id);
      if (!row) return notFound(reply);
      const [conversation] = await describeConversations(app.db, viewer.id, [row]);
      return { conversation: conversation! };
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messaging'],
        summary: 'A page of 50 messages, newest first; `before` (a message id) for older ones',
        params: ConversationParams,
        querystring: z.object({ before: z.uuid().optional() }),
        response: { 200: MessagePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const row = await conversationFor(app.db, viewer.id, request.params.id);
      if (!row) return notFound(reply);
      return readThread(app.db, viewer.id, row, request.query.before);
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: MESSAGE_SENDS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['messaging'],
        summary: 'Sends a message (trimmed; contact details hidden before a booking)',
        params: ConversationParams,
        body: SendMessageRequestSchema,
        response: { 201: z.object({ message: MessageSchema }), ...errors, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const { message } = await app.messageSender.send(viewer.id, request.params.id, request.body.content);
      return reply.status(201).send({ message: toMessage(message, viewer.id) });
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messaging'],
        summary: "Marks the other party's messages read (§4)",
        params: ConversationParams,
        response: { 200: z.object({ marked: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const row = await conversationFor(app.db, viewer.id, request.params.id);
      if (!row) return notFound(reply);
      const marked = await markRead(app.db, viewer.id, row);
      if (marked > 0) liveConversationRead(app.realtime, row, viewer.id);
      return { marked };
    },
  );

  app.delete(
    '/api/conversations/:id/messages/:messageId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messaging'],
        summary: 'The sender takes a message back (within 15 minutes; not a quote)',
        params: MessageParams,
        response: { 204: z.null(), 403: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const row = await conversationFor(app.db, viewer.id, request.params.id);
      if (!row) return notFound(reply);
      await deleteMessage(app.db, viewer.id, row, request.params.messageId);
      liveMessageDeleted(app.realtime, row, request.params.messageId);
      return reply.status(204).send(null);
    },
  );
};
