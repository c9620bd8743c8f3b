// GET /api/realtime: one authenticated websocket per tab (the session and the page's origin are checked before the
// upgrade). It carries the live events of the user's own conversations (realtime-hub.ts). From the client it takes a
// ping, answered with a pong so a client can tell a dead connection from a quiet one, and typing notices, at most 10
// frames a second.
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ClientFrameSchema, frameRate, REALTIME_PATH } from '#shared/realtime.ts';
import { allowedOrigins } from '../../csrf.ts';
import { appUrl } from '../../env.ts';
import { requireUser, signedInViewer } from '../auth/viewer.ts';
import { conversationFor } from '../messaging/conversations.ts';
import type { RealtimeHub } from './realtime-hub.ts';

/** Incoming frames are small control messages; anything larger is refused by the socket. */
const MAX_FRAME_BYTES = 1024;

export function realtimeRoutes(hub: RealtimeHub): FastifyPluginAsync {
  return async (app) => {
    /** Only a participant's typing is passed on, to the other participant. */
    const tellTyping = async (userId: string, conversationId: string) => {
      const conversation = await conversationFor(app.db, userId, conversationId);
      if (conversation) hub.typing(conversation, userId);
    };
    const appOrigin = appUrl(app.env);
    // A browser always names the page that opens a socket: another site's page may not ride on this user's cookies.
    const sameSiteOnly = async (request: FastifyRequest, reply: FastifyReply) => {
      const { origin } = request.headers;
      if (origin && !allowedOrigins(appOrigin, request).includes(origin)) {
        return reply.status(403).send({ error: { code: 'ORIGIN_REJECTED', message: 'This connection did not come from this site.' } });
      }
    };
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    app.get(REALTIME_PATH, { websocket: true, preHandler: [sameSiteOnly, requireUser], schema: { hide: true } }, async (socket, request) => {
      const viewer = await signedInViewer(request);
      hub.add(viewer.id, socket);
      // §9: 10 realtime events a second; frames beyond that are dropped unread.
      const withinRate = frameRate();
      socket.on('message', (data) => {
        if (!withinRate()) return;
        let frame;
        try {
          frame = ClientFrameSchema.safeParse(JSON.parse(String(data)));
        } catch {
          return;
        }
        if (!frame.success) return;
        if (frame.data.type === 'ping') socket.send('{"table":"pong"}');
        else void tellTyping(viewer.id, frame.data.conversationId).catch((error: unknown) => app.log.warn({ err: error }, 'a typing notice failed'));
      });
      socket.send('{"table":"ready"}');
    });
  };
}
