// Spec §8/§9 limits on the auth endpoints, keyed by IP and email: login counts failed attempts, signup
// every attempt; mails (verification, reset) are limited too. Counters live in the database.
import type { FastifyRequest } from 'fastify';
import { rateLimitError } from '#shared/errors.ts';
import { RATE_LIMIT_WINDOWS } from '#shared/resilience/rate-limit.ts';
import { clearLimit, hitLimit, peekLimit, type Window } from './rate-limit-store.ts';

type Kind = 'login' | 'signup' | 'mail';

const LIMITED_PATHS: Record<string, Kind> = {
  '/api/auth/sign-in/email': 'login',
  '/api/auth/sign-up/email': 'signup',
  '/api/partners/sign-up': 'signup',
  '/api/auth/send-verification-email': 'mail',
  '/api/auth/request-password-reset': 'mail',
};

const WINDOWS: Record<Kind, Window> = {
  login: RATE_LIMIT_WINDOWS.login,
  signup: RATE_LIMIT_WINDOWS.signup,
  mail: RATE_LIMIT_WINDOWS.sensitive,
};

export interface AuthLimit {
  kind: Kind;
  key: string;
}

/**
 * The request's address at `origin`, with the path the router matched: percent-decoded, without an absolute-form
 * target's scheme and host, without trailing slashes. The limits and better-auth both read this one path; the raw
 * URL (`/%61pi/...`, `http://host/api/...`) would miss the limits while better-auth still answered.
 */
export function routedUrl(request: FastifyRequest, origin: string): URL {
  const route = request.routeOptions.url ?? '';
  const rest = (request.params as { '*'?: string } | undefined)?.['*'];
  const url = new URL(origin);
  url.pathname = (rest === undefined ? route : route.replace(/\*$/, rest)).replace(/\/+$/, '');
  const query = request.url.indexOf('?');
  if (query !== -1) url.search = request.url.slice(query);
  return url;
}

export function authLimitFor(request: FastifyRequest, url: URL): AuthLimit | null {
  const kind = LIMITED_PATHS[url.pathname];
  if (!kind || request.method !== 'POST') return null;
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return { kind, key: `${kind}:${request.ip}:${email}` };
}

/** The 429 body to send when the key is blocked, else null. */
export async function checkAuthLimit(request: FastifyRequest, limit: AuthLimit) {
  const { blocked, retryAfterSeconds } = await peekLimit(request.server.db, limit.key, WINDOWS[limit.kind]);
  if (!blocked) return null;
  const error =
    limit.kind === 'mail'
      ? {
          code: 'RATE_LIMIT_EXCEEDED',
          message: `Too many emails requested. Please try again in ${retryAfterSeconds} seconds.`,
        }
      : (({ code, message }) => ({ code, message }))(rateLimitError(limit.kind, retryAfterSeconds));
  return { retryAfterSeconds, body: { error } };
}

/** Counts the attempt once its outcome is known. A successful login clears the failures. */
export async function recordAuthAttempt(request: FastifyRequest, limit: AuthLimit, status: number) {
  const { db } = request.server;
  if (limit.kind !== 'login') return void (await hitLimit(db, limit.key, WINDOWS[limit.kind]));
  if (status === 401) await hitLimit(db, limit.key, WINDOWS.login);
  else if (status < 300) await clearLimit(db, limit.key);
}
