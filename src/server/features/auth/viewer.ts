// Who is calling: the session user and their roles, read once per request. The server enforces
// every permission here (spec §6), whatever the client shows.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { REDIRECT_REASON_MESSAGES, type Role } from '#shared/roles.ts';
import { AUTH_ERRORS } from '#shared/errors.ts';
import { rolesOf } from './roles-of.ts';

export interface Viewer {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  roles: Role[];
  storedActiveRole: string | null;
}

interface SignedIn {
  viewer: Viewer;
  sessionId: string;
}

const viewers = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

function signedInOf(request: FastifyRequest): Promise<SignedIn | null> {
  let signedIn = viewers.get(request);
  if (!signedIn) {
    signedIn = loadViewer(request);
    viewers.set(request, signedIn);
  }
  return signedIn;
}

export async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
  return (await signedInOf(request))?.viewer ?? null;
}

/** The id of the session the request came with, if it has one. */
export async function sessionIdOf(request: FastifyRequest): Promise<string | null> {
  return (await signedInOf(request))?.sessionId ?? null;
}

/** After a change to the caller's roles, the next viewerOf reads them again. */
export function forgetViewer(request: FastifyRequest): void {
  viewers.delete(request);
}

async function loadViewer(request: FastifyRequest): Promise<SignedIn | null> {
  const { auth, db } = request.server;
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { roles, storedActiveRole } = await rolesOf(db, session.user.id);
  const { id, email, name, image, emailVerified } = session.user;
  return {
    viewer: { id, email, name, image: image ?? null, emailVerified, roles, storedActiveRole },
    sessionId: session.session.id,
  };
}

function refuse(reply: FastifyReply, status: 401 | 403, code: string, message: string) {
  return reply.status(status).send({ error: { code, message } });
}

/** Who a guard admits: any signed-in user, or one holding at least one of the roles. */
export type GuardAccess = 'signed-in' | readonly Role[];

const guardAccess = new WeakMap<object, GuardAccess>();

/**
 * Who the guard among a route's preHandlers admits, or null for a route without one. The authorization test reads
 * it from the route table, so a new guarded route is covered without being listed by hand.
 */
export function accessOf(preHandler: unknown): GuardAccess | null {
  const handlers: unknown[] = Array.isArray(preHandler) ? preHandler : [preHandler];
  for (const handler of handlers) {
    const access = typeof handler === 'function' ? guardAccess.get(handler) : undefined;
    if (access) return access;
  }
  return null;
}

/** preHandler: any signed-in user. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  if (!(await viewerOf(request))) return refuse(reply, 401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated);
}
guardAccess.set(requireUser, 'signed-in');

/** preHandler factory: a signed-in user holding at least one of the roles (spec §2 Route guards). */
export function requireRole(...allowed: Role[]) {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await viewerOf(request);
    const partnerArea = allowed.every((r) => r === 'venue' || r === 'vendor');
    if (!viewer) {
      return refuse(reply, 401, 'UNAUTHENTICATED', partnerArea ? AUTH_ERRORS.notPartner : AUTH_ERRORS.notAuthenticated);
    }
    if (!allowed.some((role) => viewer.roles.includes(role))) {
      return refuse(
        reply,
        403,
        'FORBIDDEN',
        partnerArea ? AUTH_ERRORS.notPartner : REDIRECT_REASON_MESSAGES['no-access'],
      );
    }
  };
  guardAccess.set(guard, allowed);
  return guard;
}

/** The viewer in a handler behind requireUser or requireRole. */
export async function signedInViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerOf(request);
  if (!viewer) throw new Error('signedInViewer used on a route without requireUser');
  return viewer;
}
