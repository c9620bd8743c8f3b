// A listing page's views, one per visitor per day, so a refresh or a returning tab does not inflate the count.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listingViews } from '../../db/schema/index.ts';
import { viewerOf } from '../auth/index.ts';

export interface ViewedListing {
  kind: 'venue' | 'vendor';
  id: string;
  ownerId: string | null;
}

/** A signed-in visitor is their user id; anyone else is a hash of their address and browser (never stored raw). */
function visitorKey(request: FastifyRequest, userId: string | undefined): string {
  if (userId) return `user:${userId}`;
  const hash = createHash('sha256')
    .update(`${request.ip}|${request.headers['user-agent'] ?? ''}`)
    .digest('base64url');
  return `anon:${hash.slice(0, 22)}`;
}

/** Counts the view unless the owner is looking at their own listing. */
export async function recordListingView(
  db: Db,
  request: FastifyRequest,
  listing: ViewedListing,
  now = new Date(),
): Promise<void> {
  const viewer = await viewerOf(request);
  if (viewer && viewer.id === listing.ownerId) return;
  await db
    .insert(listingViews)
    .values({
      listingKind: listing.kind,
      listingId: listing.id,
      visitorKey: visitorKey(request, viewer?.id),
      day: now.toISOString().slice(0, 10),
    })
    .onConflictDoNothing();
}
