// Mounts better-auth under /api/auth and answers GET /api/me.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { MeSchema } from '#shared/session.ts';
import { getMe } from './get-me.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const response = await app.auth.handler(
        new Request(url, { method: request.method, headers: fromNodeHeaders(request.headers), ...(body ? { body } : {}) }),
      );
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
        response: { 200: MeSchema },
      },
    },
    async (request) => getMe(app, request.headers),
  );
};
