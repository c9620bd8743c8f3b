// The signed-in user's cart (§4 Cart persistence): read it, save it whole (debounced by the client), and merge
// the guest cart of a device into it at sign-in. A guest's cart stays in the browser.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { CartMergeRequestSchema, ServerCartSchema, StoredCartStateSchema } from '#shared/cart-merge.ts';
import { CHECKOUT_ERRORS, duplicateListingIds } from '#shared/checkout.ts';
import { ApiErrorSchema } from '../../http/index.ts';
import { requireUser, signedInViewer } from '../auth/index.ts';
import { mergeIntoAccountCart, readAccountCart, saveAccountCart } from './account-cart.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema };
// Saves come at most once a second per tab (§9 debounce); a little room for several tabs and devices.
const SAVE_LIMIT = { max: 120, timeWindow: 60_000 };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cart'],
        summary: "The signed-in user's cart, with each listing's current price",
        response: { 200: ServerCartSchema, ...errors },
      },
    },
    async (request) => readAccountCart(app.db, (await signedInViewer(request)).id),
  );

  app.put(
    '/api/cart',
    {
      preHandler: requireUser,
      config: { rateLimit: SAVE_LIMIT },
      schema: {
        tags: ['cart'],
        summary: "Saves the signed-in user's cart whole; lines of listings that do not exist are left out",
        body: StoredCartStateSchema,
        response: { 200: ServerCartSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The cart this becomes is checked out as it is: a listing on two lines would be refused there, so it is here.
      if (duplicateListingIds(request.body.items.map((item) => ({ listingId: item.id }))).length > 0) {
        return reply
          .status(409)
          .send({ error: { code: 'DUPLICATE_LISTING', message: CHECKOUT_ERRORS.duplicateListing } });
      }
      return saveAccountCart(app.db, (await signedInViewer(request)).id, request.body);
    },
  );

  app.post(
    '/api/cart/merge',
    {
      preHandler: requireUser,
      config: { rateLimit: SAVE_LIMIT },
      schema: {
        tags: ['cart'],
        summary: "Merges this device's guest cart into the account's at sign-in (idempotent) and answers the result",
        body: CartMergeRequestSchema,
        response: { 200: ServerCartSchema, ...errors },
      },
    },
    async (request) => mergeIntoAccountCart(app.db, (await signedInViewer(request)).id, request.body.guest),
  );
};
