import type { FastifyRequest } from 'fastify';
import { resolveActiveRole } from '#shared/roles.ts';
import type { Me } from '#shared/session.ts';
import { viewerOf } from './viewer.ts';

export async function getMe(request: FastifyRequest): Promise<Me> {
  const viewer = await viewerOf(request);
  if (!viewer) return { user: null, roles: [], activeRole: null };
  const { id, email, name, image, emailVerified, roles, storedActiveRole } = viewer;
  return {
    user: { id, email, name, image, emailVerified },
    roles,
    activeRole: resolveActiveRole(storedActiveRole, roles),
  };
}
