// Mounts better-auth under /api/auth (with the spec's rate limits in front) and answers GET /api/me.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { AUTH_ERRORS } from '#shared/errors.ts';
import { MeSchema } from '#shared/session.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { SocialProviderSchema } from '#shared/account.ts';
import { appUrl } from '../../env.ts';
import { socialProviders } from './auth.ts';
import { authHeaders } from './auth-headers.ts';
import { checkAuthLimit, authLimitFor, recordAuthAttempt, routedUrl } from './auth-limits.ts';
import { getMe } from './get-me.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      // better-auth reads the path the limits were applied to, at the configured origin.
      const url = routedUrl(request, appUrl(app.env));
      const limit = authLimitFor(request, url);
      if (limit) {
        const blocked = await checkAuthLimit(request, limit);
        if (blocked)
          return reply.status(429).header('retry-after', String(blocked.retryAfterSeconds)).send(blocked.body);
      }
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const response = await app.auth.handler(
        new Request(url, { method: request.method, headers: authHeaders(request), ...(body ? { body } : {}) }),
      );
      if (limit) await recordAuthAttempt(request, limit, response.status);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user and their roles; user is null for a guest',
        response: { 200: MeSchema, 500: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        return await getMe(request);
      } catch (error) {
        // §8: the session could not be read, so the app cannot start its auth.
        request.log.error({ err: error }, 'reading the session failed');
        return reply
          .status(AUTH_ERRORS.initFailedStatus)
          .send({ error: { code: 'AUTH_INIT_FAILED', message: AUTH_ERRORS.initFailed } });
      }
    },
  );

  app.get(
    '/api/social-providers',
    {
      schema: {
        tags: ['account'],
        summary: 'Social sign-in providers configured on this server',
        response: { 200: z.array(SocialProviderSchema) },
      },
    },
    async () => socialProviders(app.env),
  );
};
