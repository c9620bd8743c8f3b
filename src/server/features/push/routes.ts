// Web push subscriptions (§7 POST /api/push/subscribe and /api/push/unsubscribe, authenticated) and the public key a
// browser subscribes with. A browser's subscription belongs to whoever signed in on it last; its endpoint must be an
// https push service on public addresses (check-push-endpoint.ts).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PUSH_ERRORS, PushSubscribeRequestSchema, PushUnsubscribeRequestSchema } from '#shared/push.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { requireUser, signedInViewer } from '../auth/index.ts';
import { checkPushEndpoint } from './check-push-endpoint.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const otherUser = { error: { code: 'OTHER_USER', message: PUSH_ERRORS.otherUser } };

  app.get(
    '/api/push/key',
    {
      schema: {
        tags: ['push'],
        summary: 'The public VAPID key browsers subscribe with',
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async () => ({ publicKey: app.push.keys.publicKey }),
  );

  app.post(
    '/api/push/subscribe',
    {
      preHandler: requireUser,
      config: routeLimit('hourly'),
      schema: {
        tags: ['push'],
        summary: "Keeps this browser's push subscription for the signed-in user",
        body: PushSubscribeRequestSchema,
        response: { 201: z.object({ subscribed: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const { subscription, userId } = request.body;
      if (userId !== undefined && userId !== viewer.id) return reply.status(403).send(otherUser);
      const endpoint = await checkPushEndpoint(subscription.endpoint, app.push.endpoints);
      if (!endpoint.ok) return reply.status(400).send({ error: { code: endpoint.code, message: endpoint.message } });
      const values = {
        userId: viewer.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      };
      await app.db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
      return reply.status(201).send({ subscribed: true });
    },
  );

  app.post(
    '/api/push/unsubscribe',
    {
      preHandler: requireUser,
      config: routeLimit('hourly'),
      schema: {
        tags: ['push'],
        summary: "Forgets this browser's push subscription",
        body: PushUnsubscribeRequestSchema,
        response: { 200: z.object({ unsubscribed: z.boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const { subscription, userId } = request.body;
      if (userId !== undefined && userId !== viewer.id) return reply.status(403).send(otherUser);
      const removed = await app.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, subscription.endpoint), eq(pushSubscriptions.userId, viewer.id)))
        .returning({ id: pushSubscriptions.id });
      return { unsubscribed: removed.length > 0 };
    },
  );
};
