// A fresh account for a test: signed up, its email verified, signed in.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../db/schema/index.ts';
import { client, type Client } from './http.ts';

const PASSWORD = 'Str0ng-enough-pass!';

export async function newVerifiedUser(
  app: FastifyInstance,
  name = 'Nia Jar',
): Promise<{ c: Client; id: string; email: string }> {
  const email = `user-${randomUUID().slice(0, 8)}@example.com`;
  const c = client(app);
  await c.request('POST', '/api/auth/sign-up/email', { name, email, password: PASSWORD });
  await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await c.request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${signIn.statusCode} ${signIn.body}`);
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { c, id: row!.id, email };
}
