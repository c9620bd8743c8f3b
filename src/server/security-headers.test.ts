// Security headers on every response: on documents a CSP without inline scripts that no other site may frame; on
// API answers a CSP that lets nothing load or frame them; nosniff, a referrer policy, and HSTS in production only.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isApiPath, securityHeaderSets, securityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

async function headersOf(options: SecurityHeaderOptions, url = '/a-page') {
  const app = Fastify();
  securityHeaders(app, securityHeaderSets(options));
  app.get('/api/anything', async () => ({ ok: true }));
  app.get('/a-page', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>A page</title>'));
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
    for (const url of ['/a-page', '/api/anything', '/missing', '/api/missing']) {
      const headers = await headersOf({}, url);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['x-frame-options'], url).toBe(isApiPath(url) ? 'DENY' : 'SAMEORIGIN');
    }
  });

  it('lets nothing load, run or frame an API answer, and sends it none of the page-only headers', async () => {
    for (const url of ['/api/anything', '/api/missing']) {
      const headers = await headersOf({ stripe: true }, url);
      const csp = policy(headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.size).toBe(2);
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-xss-protection',
      ]) {
        expect(headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
  });

  it('gives the API documentation its page set', async () => {
    expect(isApiPath('/api/rpc/api_search_venues')).toBe(true);
    expect(isApiPath('/api/docs')).toBe(false);
    expect(isApiPath('/api/docs/static/index.html')).toBe(false);
    expect(isApiPath('/apiary')).toBe(false);
  });

  it('sends HSTS in production only, on pages and API answers alike', async () => {
    for (const url of ['/a-page', '/api/anything']) {
      expect((await headersOf({ production: true }, url))['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await headersOf({ production: false }, url))['strict-transport-security']).toBeUndefined();
    }
  });
});
