// The people of bench/realtime.ts, written straight into the database: signing up thousands through the API would
// spend minutes in argon2. Each bench user gets what a signed-up user has (user, profile, role record), a session,
// and the cookie better-auth would have set for it; users are paired 1:1 in conversations about one venue.
// A run first removes the previous run's bench users (their sessions, conversations and messages go with them).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { asc, like, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { conversations, profiles, session, user, userRoles, venues } from '#server/db/schema/index.ts';
import type { Auth } from '#server/features/auth/index.ts';
import { liveVenue } from '#server/features/listings/index.ts';

const EMAIL_DOMAIN = 'realtime.bench.invalid';
const BATCH = 500;
const SESSION_DAYS = 7;
/** Tables a run writes to (the messages and mail notices go when their users do). */
const BENCH_TABLES = [
  'user',
  'profiles',
  'user_roles',
  'session',
  'conversations',
  'messages',
  'message_mail_notices',
] as const;

export interface BenchUser {
  id: string;
  /** The Cookie header value that signs this user in. */
  cookie: string;
}

export interface BenchConversation {
  id: string;
  participants: [BenchUser, BenchUser];
}

export interface BenchPeople {
  conversations: BenchConversation[];
  venue: { id: string; name: string };
  removedUsers: number;
}

/** `users` bench users (an even number) in users / 2 conversations. */
export async function createBenchPeople(db: Db, auth: Auth, users: number): Promise<BenchPeople> {
  const removed = await db
    .delete(user)
    .where(like(user.email, `%@${EMAIL_DOMAIN}`))
    .returning({ id: user.id });
  const [venue] = await db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(liveVenue)
    .orderBy(asc(venues.slug))
    .limit(1);
  if (!venue) throw new Error('no live venue: the sample catalogue is not seeded');
  const signCookie = await cookieSigner(auth);

  const now = new Date();
  const people = Array.from({ length: users }, (_, i) => ({
    id: `bench-user-${i}`,
    name: `Bench User ${i}`,
    email: `bench-${i}@${EMAIL_DOMAIN}`,
    token: randomBytes(24).toString('base64url'),
  }));
  for (const batch of batches(people)) {
    await db
      .insert(user)
      .values(
        batch.map(({ id, name, email }) => ({ id, name, email, emailVerified: true, createdAt: now, updatedAt: now })),
      );
    // What ensureProfile writes at a real user's first sign-in.
    await db.insert(profiles).values(
      batch.map(({ id, name, email }) => ({
        id,
        email,
        fullName: name,
        firstName: 'Bench',
        lastName: name.slice('Bench '.length),
        onboardingCompleted: false,
        applicationStatus: 'pending',
      })),
    );
    await db.insert(userRoles).values(batch.map(({ id }) => ({ userId: id, role: 'user' as const })));
    await db.insert(session).values(
      batch.map(({ id, token }) => ({
        id: randomUUID(),
        token,
        userId: id,
        expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
        ipAddress: '127.0.0.1',
        userAgent: 'bench/realtime',
        createdAt: now,
        updatedAt: now,
      })),
    );
  }

  const benchConversations: BenchConversation[] = Array.from({ length: users / 2 }, (_, i) => {
    const [a, b] = [people[2 * i]!, people[2 * i + 1]!];
    return {
      id: randomUUID(),
      participants: [
        { id: a.id, cookie: signCookie(a.token) },
        { id: b.id, cookie: signCookie(b.token) },
      ],
    };
  });
  for (const batch of batches(benchConversations)) {
    await db.insert(conversations).values(
      batch.map(({ id, participants: [a, b] }) => ({
        id,
        participant1: a.id,
        participant2: b.id,
        entityType: 'venue' as const,
        entityId: venue.id,
        metadata: { entityName: venue.name, source: 'bench' },
      })),
    );
  }
  // Autovacuum may be off (it is on this machine's PostgreSQL, and PGlite has none): the rows an earlier run deleted or
  // updated would stay behind and slow this run, more with each run.
  await db.execute(sql.raw(`VACUUM (ANALYZE) ${BENCH_TABLES.map((table) => `"${table}"`).join(', ')}`));
  return { conversations: benchConversations, venue, removedUsers: removed.length };
}

/**
 * The session cookie as better-auth sets it: its name (prefix and __Secure- as the app's auth options make it) and
 * `token.signature` URI-encoded, the signature an HMAC-SHA256 of the token with the auth secret, in base64
 * (better-call's signCookieValue).
 */
async function cookieSigner(auth: Auth): Promise<(token: string) => string> {
  const context = await auth.$context;
  const name = context.authCookies.sessionToken.name;
  return (token) =>
    `${name}=${encodeURIComponent(`${token}.${createHmac('sha256', context.secret).update(token).digest('base64')}`)}`;
}

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}
