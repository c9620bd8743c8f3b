// Links sent by mail that open one row for one purpose (ADR 030): 32 random bytes in the link, their SHA-256 stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventLinks, type EVENT_LINK_PURPOSES } from '../../db/schema/index.ts';

export type EventLinkPurpose = (typeof EVENT_LINK_PURPOSES)[number];
type LinkRow = typeof eventLinks.$inferSelect;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token, for the mail; only its hash is kept. */
export async function issueLink(
  db: Db,
  link: { purpose: EventLinkPurpose; bookingId: string; subjectId: string; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(eventLinks).values({ ...link, tokenHash: hashOf(token) });
  return token;
}

/** The link a token opens for `purpose`, used or not, expired or not (the page says which); null for anything else. */
export async function findLink(db: Db, purpose: EventLinkPurpose, token: string): Promise<LinkRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(eventLinks)
    .where(and(eq(eventLinks.tokenHash, hashOf(token)), eq(eventLinks.purpose, purpose)));
  return row ?? null;
}

export const isOpen = (link: LinkRow, now: Date) => link.usedAt === null && link.expiresAt > now;

/** Uses the link once: false when it was used meanwhile or has expired. */
export async function spendLink(db: Db, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(eventLinks)
    .set({ usedAt: now })
    .where(and(eq(eventLinks.id, id), isNull(eventLinks.usedAt), gt(eventLinks.expiresAt, now)))
    .returning({ id: eventLinks.id });
  return spent.length === 1;
}

/** Every link that opens `subjectId` stops working (a new invitation, a removed co-host). */
export async function revokeLinks(db: Db, subjectId: string): Promise<void> {
  await db.delete(eventLinks).where(and(eq(eventLinks.subjectId, subjectId), isNull(eventLinks.usedAt)));
}

/** How long a used or expired link still tells its holder so, before it is deleted. */
const DEAD_LINKS_KEPT_MS = 30 * 86_400_000;

/**
 * Deletes links used more than 30 days ago, and RSVP and payment share links expired as long; answers how many. An
 * unused co-host invitation stays: it is what tells the invitations job that the co-host was mailed (co-hosts.ts).
 */
export async function tidyEventLinks(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DEAD_LINKS_KEPT_MS);
  const gone = await db
    .delete(eventLinks)
    .where(
      or(
        lt(eventLinks.usedAt, before),
        and(inArray(eventLinks.purpose, ['rsvp', 'payment-share']), lt(eventLinks.expiresAt, before)),
      ),
    )
    .returning({ id: eventLinks.id });
  return gone.length;
}
