// The OpenAPI description of every route registered after it, served at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from '@fastify/type-provider-zod';
import { appWide } from './app-wide.ts';

export const apiDocs = appWide('api-docs', async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Event marketplace API',
        description: 'Book a venue and vendors for one event in a single checkout.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
