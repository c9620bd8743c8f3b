import { describe, expect, it } from 'vitest';
import { ConfigurationError, parseEnv } from './env.ts';

describe('configuration (spec §5 check)', () => {
  it('works with nothing set: embedded database on port 3000', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_ON_START: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('takes PORT and a postgres DATABASE_URL', () => {
    expect(parseEnv({ PORT: '4000', DATABASE_URL: 'postgres://u@h:5432/db' })).toMatchObject({
      PORT: 4000,
      DATABASE_URL: 'postgres://u@h:5432/db',
    });
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses a database URL that is not postgres, with a clear message', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://h/db' })).toThrow(ConfigurationError);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://h/db' })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it('refuses a secret key where a public key is expected', () => {
    expect(() => parseEnv({ PUBLIC_PAYMENTS_KEY: 'sk_live_123' })).toThrow(/publishable key/);
    expect(parseEnv({ PUBLIC_PAYMENTS_KEY: 'pk_test_123' }).PUBLIC_PAYMENTS_KEY).toBe('pk_test_123');
  });

  it('keeps the request limits on unless RATE_LIMITS is off, and refuses anything else', () => {
    expect(parseEnv({}).RATE_LIMITS).toBe('on');
    expect(parseEnv({ RATE_LIMITS: '' }).RATE_LIMITS).toBe('on');
    expect(parseEnv({ RATE_LIMITS: 'off' }).RATE_LIMITS).toBe('off');
    expect(() => parseEnv({ RATE_LIMITS: 'false' })).toThrow(/RATE_LIMITS must be on or off/);
  });

  it('takes a redis:// or rediss:// REDIS_URL for the route limits, and refuses another scheme', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'rediss://u:p@cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://u:p@cache.internal:6380/2',
    );
    expect(() => parseEnv({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
  });

  it('believes no forwarded headers unless TRUST_PROXY names the proxies, and refuses a hop count or true', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY must be off or a comma list.*hop count/);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33" is not one/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/"proxy.internal" is not one/);
  });

  it('refuses the development secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) }).NODE_ENV).toBe('production');
  });
});
