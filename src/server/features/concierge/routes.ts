// POST /api/functions/ai-assistant-enhanced (§7, body query and context): one concierge turn, for guests and
// signed-in users (whose turns are kept); GET/DELETE /api/concierge/chats[/:id]: the user's own chat history.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { ChatSchema, ChatSummarySchema, ConciergeAnswerSchema, ConciergeRequestSchema } from '#shared/concierge.ts';
import { createConciergeWriter } from '../../adapters/llm/index.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { requireUser, signedInViewer, viewerOf } from '../auth/index.ts';
import { deleteChat, listChats, readChat } from './chats.ts';
import { createConcierge } from './concierge.ts';

const CHAT_NOT_FOUND = 'This chat was not found. It may have been deleted.';
const notFound = { error: { code: 'NOT_FOUND', message: CHAT_NOT_FOUND } };
const Params = z.object({ id: z.uuid(CHAT_NOT_FOUND) });
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

export const conciergeRoutes: FastifyPluginAsyncZod = async (app) => {
  const concierge = createConcierge({
    db: app.db,
    search: app.listingSearch,
    writer: createConciergeWriter(app.env),
    log: app.log,
  });

  app.post(
    '/api/functions/ai-assistant-enhanced',
    {
      config: routeLimit('strict'),
      schema: {
        tags: ['concierge'],
        summary:
          'The AI concierge (§7): reads the event from the words, plans a venue and vendors with the hybrid search, prices it with the §9 fees',
        body: ConciergeRequestSchema,
        response: { 200: ConciergeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      return { success: true as const, data: await concierge.answer(request.body, viewer?.id ?? null) };
    },
  );

  app.get(
    '/api/concierge/chats',
    {
      preHandler: requireUser,
      schema: {
        tags: ['concierge'],
        summary: "The user's concierge chats, latest first",
        response: { 200: z.object({ chats: z.array(ChatSummarySchema) }), ...errors },
      },
    },
    async (request) => ({ chats: await listChats(app.db, (await signedInViewer(request)).id) }),
  );

  app.get(
    '/api/concierge/chats/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['concierge'],
        summary: 'One of the user’s concierge chats, to reopen',
        params: Params,
        response: { 200: z.object({ chat: ChatSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const chat = await readChat(app.db, (await signedInViewer(request)).id, request.params.id);
      return chat ? { chat } : reply.status(404).send(notFound);
    },
  );

  app.delete(
    '/api/concierge/chats/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['concierge'],
        summary: 'Deletes one of the user’s concierge chats',
        params: Params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const done = await deleteChat(app.db, (await signedInViewer(request)).id, request.params.id);
      return done ? reply.status(204).send(null) : reply.status(404).send(notFound);
    },
  );
};
