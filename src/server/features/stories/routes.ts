// GET /api/stories (newest first, by event type, 12 a page) and GET /api/stories/:slug.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { STORY_MESSAGES, StoriesListSchema, StoriesQuerySchema, StoryDetailSchema } from '#shared/stories.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { findStory, listStories } from './stories.ts';

export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stories',
    {
      schema: {
        tags: ['stories'],
        summary: 'Stories, newest first, optionally of one event type',
        querystring: StoriesQuerySchema,
        response: { 200: StoriesListSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => listStories(app.db, request.query),
  );

  app.get(
    '/api/stories/:slug',
    {
      schema: {
        tags: ['stories'],
        summary: 'One story with its bookable venue and vendors and related stories',
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: z.object({ story: StoryDetailSchema }), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const story = await findStory(app.db, request.params.slug);
      if (!story) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: STORY_MESSAGES.notFound } });
      return { story };
    },
  );
};
