// The one place configuration is read (DESIGN.md). Every variable is checked at boot.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { MAX_EMBEDDING_DIMENSIONS } from '#shared/search.ts';

/** An empty variable counts as unset, so `.env.example` lines like `KEY=` change nothing. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const unsetIfBlank = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HELP =
  'TRUST_PROXY must be off or a comma list of proxy addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16)';

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): string[] | false {
  if (value === undefined || value === 'off' || value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (/^\d+$/.test(value.trim()) || value.trim() === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `${TRUST_PROXY_HELP}: a hop count or true would let any client name its own address`,
    });
    return false;
  }
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_HELP}; "${wrong}" is not one` });
  return entries;
}

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the site, used in mail links and OAuth redirects. */
  APP_URL: unsetIfBlank(z.url()),
  /**
   * The reverse proxies whose X-Forwarded-For, -Host and -Proto are believed: a comma list of their addresses or CIDRs
   * (or proxy-addr's names loopback, linklocal, uniquelocal). Unset or off: none, the connection's own address is the
   * client's. A hop count or `true` is refused: either lets any client that reaches the server directly name its own
   * address, resetting every per-address limit.
   */
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().optional().transform(parseTrustProxy)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  /** Unset: the embedded PGlite database under DATA_DIR. Set: a PostgreSQL server (spec §5 check: must start with postgres). */
  DATABASE_URL: unsetIfBlank(
    z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
  ),
  DATA_DIR: z.string().default('./data'),
  /** Seed the sample catalogue and demo accounts into an empty database at start. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),

  /**
   * The per-route request limits (§9, `config.rateLimit` on a route): `on` by default. `off` lifts them, only for
   * load tests on a private machine (bench/realtime.ts sends thousands of messages a minute from one address).
   */
  RATE_LIMITS: z.preprocess(
    blankToUndefined,
    z.enum(['on', 'off'], { error: 'RATE_LIMITS must be on or off' }).default('on'),
  ),
  /**
   * Where the per-route limits count requests. Unset: this process's memory, so each instance counts alone. Set (on
   * every instance of a deployment): that Redis, so a limit holds whichever instance answers. If Redis is unreachable
   * the route limits are not applied (and that is logged) rather than refusing requests.
   */
  REDIS_URL: unsetIfBlank(z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')),

  /**
   * How often each realtime socket's session is read again (ms): a socket whose session expired, or whose end this
   * instance did not hear of, closes within this long. Sign-out and revocation close sockets at once.
   */
  REALTIME_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),

  /** Signs sessions and tokens. The development default is refused in production. */
  AUTH_SECRET: z
    .string()
    .min(32, 'AUTH_SECRET must be at least 32 characters')
    .default('development-only-secret-change-me-please-0123456789'),

  /** smtp(s)://user:pass@host:port; unset keeps every mail in the database, readable at /dev/mailbox (DEV_MAILBOX). */
  SMTP_URL: unsetIfBlank(z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')),
  MAIL_FROM: z.string().default('Eventide <hello@eventide.example>'),
  /**
   * Who may read /dev/mailbox, which exists only outside production and only while mail stays in the database (no
   * SMTP_URL). `loopback`: requests made on this machine itself, not through a proxy. `open`: anyone who reaches the
   * server (a development server in a container or VM, never one others can reach: the mailbox holds reset links).
   */
  DEV_MAILBOX: z.preprocess(
    blankToUndefined,
    z.enum(['loopback', 'open'], { error: 'DEV_MAILBOX must be loopback or open' }).default('loopback'),
  ),

  /** A social sign-in provider speaking OpenID Connect (discovery at <issuer>/.well-known/openid-configuration). */
  OIDC_ISSUER: unsetIfBlank(z.url()),
  OIDC_CLIENT_ID: unsetIfBlank(z.string()),
  OIDC_CLIENT_SECRET: unsetIfBlank(z.string()),
  OIDC_PROVIDER_NAME: z.string().default('OpenID'),
  GOOGLE_CLIENT_ID: unsetIfBlank(z.string()),
  GOOGLE_CLIENT_SECRET: unsetIfBlank(z.string()),

  /**
   * Embeddings for semantic search. Unset: the local word-vector embedder (no network). Set: an OpenAI-compatible
   * API's base URL (e.g. https://api.openai.com/v1); requests go to <EMBEDDINGS_URL>/embeddings.
   */
  EMBEDDINGS_URL: unsetIfBlank(
    z.url({ protocol: /^https?$/, error: 'EMBEDDINGS_URL must be an http:// or https:// URL' }),
  ),
  EMBEDDINGS_API_KEY: unsetIfBlank(z.string()),
  EMBEDDINGS_MODEL: z.preprocess(blankToUndefined, z.string().default('text-embedding-3-small')),
  /** The vectors' length asked of the model (text-embedding-3 models shorten theirs). Unset: the model's own length. */
  EMBEDDINGS_DIMENSIONS: unsetIfBlank(z.coerce.number().int().min(1).max(MAX_EMBEDDING_DIMENSIONS)),

  /**
   * Threads that search beside the main one, each with its own copy of the listing index (ADR 007; about 1.5 KB a
   * listing), started only for a catalogue of 10,000 listings or more (ADR 021). Default: one for each core but the
   * first, at most 3; 0 searches on the main thread only.
   */
  SEARCH_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.min(3, availableParallelism() - 1)),

  /**
   * The concierge's prose. Unset: the local writer (the plan in plain sentences, no network). Set: an
   * OpenAI-compatible API's base URL; requests go to <CONCIERGE_LLM_URL>/chat/completions with the plan as a tool result.
   */
  CONCIERGE_LLM_URL: unsetIfBlank(
    z.url({ protocol: /^https?$/, error: 'CONCIERGE_LLM_URL must be an http:// or https:// URL' }),
  ),
  CONCIERGE_LLM_API_KEY: unsetIfBlank(z.string()),
  CONCIERGE_LLM_MODEL: z.preprocess(blankToUndefined, z.string().default('gpt-4o-mini')),

  /** Web push keys (VAPID, base64url). Unset: a pair is generated into DATA_DIR on first start and kept there. */
  VAPID_PUBLIC_KEY: unsetIfBlank(z.string()),
  VAPID_PRIVATE_KEY: unsetIfBlank(z.string()),
  /** Who push services may contact about this sender: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .default('mailto:hello@eventide.example'),
  /** Stripe secret key (sk_...). Unset: the local sandbox payment provider with test cards. */
  STRIPE_SECRET_KEY: unsetIfBlank(
    z.string().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must be a secret key (sk_... or rk_...)'),
  ),
  /** Signing secret of the Stripe webhook endpoint (/api/payments/webhook), whsec_... */
  STRIPE_WEBHOOK_SECRET: unsetIfBlank(z.string()),
  /**
   * Any key we ever expose to the browser (spec §5: a public key is required where one is used).
   * It must look like a publishable key, never a secret one.
   */
  PUBLIC_PAYMENTS_KEY: unsetIfBlank(
    z
      .string()
      .refine(
        (v) => !/^(sk|rk)_/.test(v),
        'PUBLIC_PAYMENTS_KEY must be a publishable key (pk_...), never a secret key',
      ),
  ),

  /** Uploaded photos on S3 or an S3-compatible store (several server instances share it). Unset: DATA_DIR/uploads. */
  S3_BUCKET: unsetIfBlank(z.string()),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible endpoint (MinIO, R2…); unset for AWS itself. */
  S3_ENDPOINT: unsetIfBlank(z.url('S3_ENDPOINT must be a URL')),
  S3_ACCESS_KEY_ID: unsetIfBlank(z.string()),
  S3_SECRET_ACCESS_KEY: unsetIfBlank(z.string()),
  /** Bucket in the path (https://host/bucket/key), as most S3-compatible stores want. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** A folder inside the bucket. */
  S3_PREFIX: z.string().default('uploads/'),
});

export type Env = z.infer<typeof EnvSchema>;

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration error:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigurationError(result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.AUTH_SECRET === EnvSchema.shape.AUTH_SECRET.parse(undefined)) {
    throw new ConfigurationError(['AUTH_SECRET: set a secret of your own in production']);
  }
  // With Stripe the card goes to Stripe.js in the browser, which needs the account's publishable key.
  if (env.STRIPE_SECRET_KEY && !env.PUBLIC_PAYMENTS_KEY?.startsWith('pk_')) {
    throw new ConfigurationError([
      'PUBLIC_PAYMENTS_KEY: set the Stripe publishable key (pk_...) of the account STRIPE_SECRET_KEY belongs to',
    ]);
  }
  if (env.NODE_ENV === 'production' && env.DEV_MAILBOX === 'open') {
    throw new ConfigurationError(['DEV_MAILBOX: the dev mailbox never runs in production; remove the setting']);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigurationError([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither to have a pair generated',
    ]);
  }
  return env;
}

/** Reads .env (if present) and process.env. Called once, by main.ts and the scripts. */
export function loadEnv(): Env {
  try {
    process.loadEnvFile('.env');
  } catch {
    // No .env file: process.env alone is the configuration.
  }
  return parseEnv(process.env);
}

export function appUrl(env: Env): string {
  return env.APP_URL ?? `http://localhost:${env.PORT}`;
}

/** The origins this site's pages are served from: APP_URL's, or without it localhost and 127.0.0.1 alike. */
export function siteOrigins(env: Env): string[] {
  return env.APP_URL ? [new URL(env.APP_URL).origin] : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
}
