// Security headers on every response: a CSP without inline scripts that no other site may frame, nosniff, a
// referrer policy, and HSTS in production only.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaderList, securityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

async function headersOf(options: SecurityHeaderOptions, url = '/api/anything') {
  const app = Fastify();
  securityHeaders(app, securityHeaderList(options));
  app.get('/api/anything', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  return response.headers;
}

/** The CSP as directive → sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('sends a CSP whose scripts are our own, never inline, and no other site may frame the pages', async () => {
    const csp = policy((await headersOf({}))['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('adds Stripe.js only when Stripe takes the payments', async () => {
    const csp = policy((await headersOf({ stripe: true }))['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('sends nosniff, a referrer policy and frame options on every response, 404s included', async () => {
    for (const url of ['/api/anything', '/missing']) {
      const headers = await headersOf({}, url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('sends HSTS in production only', async () => {
    expect((await headersOf({ production: true }))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await headersOf({ production: false }))['strict-transport-security']).toBeUndefined();
  });
});
