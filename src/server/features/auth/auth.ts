// better-auth with argon2id (DESIGN.md): email and password with verification and reset, sessions in the
// database, social sign-in (any OpenID Connect provider, Google) with PKCE, offline access and consent.
import { eq } from 'drizzle-orm';
import { betterAuth, type BetterAuthOptions } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { safeRedirectPath } from '#shared/safe-redirect.ts';
import { PASSWORD_MAX_LENGTH } from '#shared/validation/auth.ts';
import { FullNameSchema } from '#shared/validation/fields.ts';
import { VALIDATION_MESSAGES } from '#shared/validation/messages.ts';
import { passwordResetMail, verificationMail, type Mailer } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { appUrl, siteOrigins, type Env } from '../../env.ts';
import { ensureProfile } from './ensure-profile.ts';
import { isCommonPassword, PASSWORD_TOO_COMMON } from './common-passwords.ts';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** How better-auth stores a password here (the demo accounts' hashes are made with it ahead: demo-accounts.json).
 *  argon2 is imported at the first password hashed or checked, not at start. */
export const hashPassword = async (password: string) => (await import('@node-rs/argon2')).hash(password, ARGON2);

const DAY_S = 86_400;

/**
 * The client's address as Fastify resolved it (TRUST_PROXY), set by our route in front of better-auth; a client's own
 * value is overwritten. better-auth would otherwise read X-Forwarded-For itself, from anyone.
 */
export const CLIENT_ADDRESS_HEADER = 'x-eventide-client-address';

/** Endpoints that set a password, and where the password is in their body. */
const PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Where better-auth is asked to send the browser afterwards (a verification link carries callbackURL in its query). */
const CALLBACK_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/**
 * better-auth takes any relative callback, and follows it as written: '/%2e%2e//evil.example' passes its check and
 * lands the browser on evil.example. Each must resolve to a page of this site.
 */
function refuseOffSiteCallbacks(ctx: { body?: unknown; query?: unknown }, origins: readonly string[]) {
  for (const source of [ctx.body, ctx.query]) {
    if (!source || typeof source !== 'object') continue;
    for (const field of CALLBACK_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (value !== undefined && !origins.some((origin) => safeRedirectPath(value, origin, null) !== null)) {
        throw new APIError('BAD_REQUEST', {
          code: 'INVALID_CALLBACK_URL',
          message: 'The return address must be a page on this site.',
        });
      }
    }
  }
}

export function socialProviders(env: Env): { id: string; name: string }[] {
  return [
    ...(env.OIDC_ISSUER && env.OIDC_CLIENT_ID ? [{ id: 'oidc', name: env.OIDC_PROVIDER_NAME }] : []),
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? [{ id: 'google', name: 'Google' }] : []),
  ];
}

/** Where better-auth's own log lines go: the server's logger, so they are structured like the rest. */
export interface AuthLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

/** A session that ended: signed out, revoked (sign-out everywhere, a password reset or change) or its user deleted. */
export type SessionEnded = (session: { id: string; userId: string }) => void;

export interface AuthHooks {
  sessionEnded?: SessionEnded;
  /** Settles what the account leaves behind (account/delete-account.ts); it may refuse by throwing. */
  beforeDeleteUser?: (user: { id: string }) => Promise<void>;
}

export function createAuth(
  env: Env,
  db: Db,
  mailer: Mailer,
  log: AuthLog,
  { sessionEnded = () => undefined, beforeDeleteUser }: AuthHooks = {},
) {
  const origin = appUrl(env);
  const trustedOrigins = siteOrigins(env);
  const options = {
    baseURL: origin,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: hashPassword,
        verify: async ({ hash: stored, password }) => (await import('@node-rs/argon2')).verify(stored, password),
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY_S,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    session: { expiresIn: 7 * DAY_S, updateAge: DAY_S },
    user: { deleteUser: { enabled: true, ...(beforeDeleteUser ? { beforeDelete: beforeDeleteUser } : {}) } },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'oidc'] } },
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          socialProviders: {
            google: {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              accessType: 'offline',
              prompt: 'consent',
            },
          },
        }
      : {}),
    plugins:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  name: env.OIDC_PROVIDER_NAME,
                  discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: env.OIDC_CLIENT_ID,
                  ...(env.OIDC_CLIENT_SECRET ? { clientSecret: env.OIDC_CLIENT_SECRET } : {}),
                  scopes: ['openid', 'email', 'profile', 'offline_access'],
                  pkce: true,
                  accessType: 'offline',
                  prompt: 'consent',
                },
              ],
            }),
          ]
        : [],
    // Our own limiter (rate-limit-store.ts) answers login and signup with the spec's messages.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'eventide',
      useSecureCookies: env.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseOffSiteCallbacks(ctx, trustedOrigins);
        let signUpName: string | undefined;
        if (ctx.path === '/sign-up/email') {
          // Spec §5: the full name is required, of at least 2 characters, and trimmed.
          const name = FullNameSchema.safeParse((ctx.body as { name?: unknown } | undefined)?.name);
          if (!name.success)
            throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: name.error.issues[0]?.message });
          signUpName = name.data;
          // Spec §5: signup says so when the account exists (the sign-in and reset answers never do).
          const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
          const [existing] = await db
            .select({ id: schema.user.id })
            .from(schema.user)
            .where(eq(schema.user.email, email));
          if (existing)
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'USER_ALREADY_EXISTS',
              message: VALIDATION_MESSAGES.accountExists,
            });
        }
        const field = PASSWORD_FIELDS[ctx.path];
        const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
        if (typeof password === 'string' && isCommonPassword(password)) {
          throw new APIError('BAD_REQUEST', { ...PASSWORD_TOO_COMMON });
        }
        return signUpName === undefined ? undefined : { context: { body: { ...ctx.body, name: signUpName } } };
      }),
    },
    databaseHooks: {
      user: { create: { after: async (user) => ensureProfile(db, user) } },
      session: {
        create: {
          after: async (session) => {
            const [found] = await db.select().from(schema.user).where(eq(schema.user.id, session.userId));
            if (found) await ensureProfile(db, found);
          },
        },
        // Every way better-auth ends sessions deletes their rows through here (after the transaction commits).
        delete: { after: async (ended) => sessionEnded(ended) },
      },
    },
    logger: {
      log: (level, message, ...args) => log[level]({ source: 'better-auth', details: args }, message),
    },
    telemetry: { enabled: false },
  } satisfies BetterAuthOptions;
  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;
