// GET /api/realtime: one authenticated websocket per tab (the session and the page's origin are checked before the
// upgrade; the socket closes when that session ends). It carries the live events of the user's own conversations
// (realtime-hub.ts). From the client it takes a ping, answered with a pong so a client can tell a dead connection
// from a quiet one, typing notices, and messages to send (socket-sends.ts), at most 10 frames a second.
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGING_MESSAGES } from '#shared/errors.ts';
import { MESSAGE_MAX_LENGTH } from '#shared/messaging.ts';
import { ClientFrameSchema, frameRate, REALTIME_PATH, SendFrameSchema } from '#shared/realtime.ts';
import { siteOrigins } from '../../env.ts';
import { requireUser, sessionIdOf, signedInViewer } from '../auth/viewer.ts';
import { conversationFor } from '../messaging/conversations.ts';
import { sendFailed, socketSends, tooFast } from './socket-sends.ts';

/** Control frames are small; a send frame holds a message of up to 4,000 characters, each escaped at worst. */
const MAX_FRAME_BYTES = 6 * MESSAGE_MAX_LENGTH + 512;
const FrameRefSchema = SendFrameSchema.pick({ ref: true });

export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const hub = app.realtime;
  const sending = { sender: app.messageSender, log: app.log };
  /** Only a participant's typing is passed on, to the other participant. */
  const tellTyping = async (userId: string, conversationId: string) => {
    const conversation = await conversationFor(app.db, userId, conversationId);
    if (conversation) hub.typing(conversation, userId);
  };
  const origins = siteOrigins(app.env);
  // A browser always names the page that opens a socket: another site's page may not ride on this user's cookies.
  const sameSiteOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const { origin } = request.headers;
    if (origin && !origins.includes(origin)) {
      return reply
        .status(403)
        .send({ error: { code: 'ORIGIN_REJECTED', message: 'This connection did not come from this site.' } });
    }
  };
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.get(
    REALTIME_PATH,
    { websocket: true, preHandler: [sameSiteOnly, requireUser], schema: { hide: true } },
    async (socket, request) => {
      const viewer = await signedInViewer(request);
      hub.add(viewer.id, (await sessionIdOf(request))!, socket, request.raw.socket);
      // §9: 10 realtime events a second; frames beyond that are dropped (a send is told so).
      const withinRate = frameRate();
      const send = socketSends(sending, socket, viewer.id);
      socket.on('message', (data) => {
        let raw: unknown;
        try {
          raw = JSON.parse(String(data));
        } catch {
          return;
        }
        const frame = ClientFrameSchema.safeParse(raw);
        // A send frame's ref, even when the rest of the frame is wrong: its answer says why.
        const ref = FrameRefSchema.safeParse(raw).data?.ref;
        if (!withinRate()) {
          if (ref) tooFast(socket, ref);
          return;
        }
        if (!frame.success) {
          // A send that breaks a rule (too long, no such conversation) is told which, in the POST's words.
          if (ref)
            sendFailed(
              socket,
              ref,
              'BAD_REQUEST',
              frame.error.issues[0]?.message ?? MESSAGING_MESSAGES.sendFailedRetry,
            );
          return;
        }
        const { data: valid } = frame;
        if (valid.type === 'ping') socket.send('{"table":"pong"}');
        else if (valid.type === 'typing')
          void tellTyping(viewer.id, valid.conversationId).catch((error: unknown) =>
            app.log.warn({ err: error }, 'a typing notice failed'),
          );
        else send(valid.ref, valid.conversationId, valid.content);
      });
      socket.send('{"table":"ready"}');
    },
  );
};
