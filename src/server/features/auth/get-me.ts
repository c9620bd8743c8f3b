import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { resolveActiveRole } from '#shared/roles.ts';
import type { Me } from '#shared/session.ts';
import { rolesOf } from './roles-of.ts';

export async function getMe(app: FastifyInstance, headers: IncomingHttpHeaders): Promise<Me> {
  const session = await app.auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!session) return { user: null, roles: [], activeRole: null };
  const { roles, storedActiveRole } = await rolesOf(app.db, session.user.id);
  const { id, email, name, image, emailVerified } = session.user;
  return {
    user: { id, email, name, image: image ?? null, emailVerified },
    roles,
    activeRole: resolveActiveRole(storedActiveRole, roles),
  };
}
