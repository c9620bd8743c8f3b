import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, describeApiError } from './api.ts';
import { endpointOf, retryScope } from './api-resilience.ts';

function answer(status: number, body: unknown = {}) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** fetch answering each call with the next of `outcomes` (an Error rejects, as a network failure does). */
function stubFetch(outcomes: (number | Error)[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const next = outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!;
      if (next instanceof Error) throw next;
      return answer(next, next >= 400 ? { error: { code: 'X', message: `status ${next}` } } : { ok: true });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('api(): the §8 retry rule', () => {
  it('retries a read twice on 5xx and network errors, then answers', async () => {
    const calls = stubFetch([503, new TypeError('Failed to fetch'), 200]);
    await expect(api('/api/venues')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['GET /api/venues', 'GET /api/venues', 'GET /api/venues']);
  });

  it('wraps a call that got no answer as §8 CLIENT_ERROR after its retries', async () => {
    const calls = stubFetch([new TypeError('Failed to fetch')]);
    await expect(api('/api/venues')).rejects.toMatchObject({
      code: 'CLIENT_ERROR',
      message: 'Network or client error',
      kind: 'network',
    });
    expect(calls).toHaveLength(3);
  });

  it('gives up after two retries with the last error', async () => {
    const calls = stubFetch([500]);
    await expect(api('/api/venues')).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 4xx answer, nor a POST without an idempotency key', async () => {
    let calls = stubFetch([404]);
    await expect(api('/api/venues/1')).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
    calls = stubFetch([503]);
    await expect(api('/api/contact', { body: { a: 1 } })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('repeats a POST with an idempotency key only when no answer came (an answer is the server’s word on the key)', async () => {
    let calls = stubFetch([new TypeError('Failed to fetch'), 200]);
    await expect(api('/api/checkout', { body: { a: 1 }, headers: { 'Idempotency-Key': 'k' } })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toHaveLength(2);
    calls = stubFetch([503, 200]);
    await expect(api('/api/checkout', { body: { a: 1 }, headers: { 'Idempotency-Key': 'k' } })).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toHaveLength(1);
  });
});

describe('api(): the circuit breaker', () => {
  it('opens after 5 service failures of one endpoint and then fails at once, leaving other endpoints alone', async () => {
    const calls = stubFetch([500]);
    for (let i = 0; i < 5; i += 1)
      await expect(api('/api/contact', { body: {} })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(5);
    const open = api('/api/contact', { body: {} });
    await expect(open).rejects.toBeInstanceOf(ApiError);
    await expect(open).rejects.toMatchObject({ message: 'Circuit breaker is OPEN', code: 'CIRCUIT_OPEN' });
    expect(calls).toHaveLength(5);
    stubFetch([200]);
    await expect(api('/api/waitlist', { body: {} })).resolves.toEqual({ ok: true });
  });

  it('tells an outage from a lost connection in §8’s words', async () => {
    stubFetch([500]);
    const failed = await api('/api/outage', { body: {} }).catch((error: unknown) => error);
    expect(describeApiError(failed, 'Failed to send message')).toBe('Failed to send message');
    for (let i = 0; i < 4; i += 1) await api('/api/outage', { body: {} }).catch(() => undefined);
    const open = await api('/api/outage', { body: {} }).catch((error: unknown) => error);
    expect(open).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(describeApiError(open)).toBe('Circuit breaker is OPEN');

    stubFetch([new TypeError('Failed to fetch')]);
    const lost = await api('/api/other', { body: {} }).catch((error: unknown) => error);
    expect(describeApiError(lost)).toBe('Connection issue. Please check your internet.');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(describeApiError(open)).toBe('Connection issue. Please check your internet.');
  });

  it('never counts 4xx answers', async () => {
    const calls = stubFetch([422]);
    for (let i = 0; i < 7; i += 1)
      await expect(api('/api/contact', { body: {} })).rejects.toMatchObject({ status: 422 });
    expect(calls).toHaveLength(7);
  });
});

describe('endpointOf and mayRepeat', () => {
  it('groups paths by endpoint', () => {
    expect(endpointOf('/api/venues/0b7c3f2e-1a2b-4c3d-8e9f-001122334455?x=1')).toBe('/api/venues/:id');
    expect(endpointOf('/api/bookings/12/cancel')).toBe('/api/bookings/:id/cancel');
  });
  it('repeats reads, PUT and DELETE; keyed POSTs only when unanswered; never keepalive calls', () => {
    expect(retryScope({ method: 'GET', path: '/' })).toBe('retryable');
    expect(retryScope({ method: 'PUT', path: '/' })).toBe('retryable');
    expect(retryScope({ method: 'POST', path: '/' })).toBe('none');
    expect(retryScope({ method: 'POST', path: '/', headers: { 'idempotency-key': 'k' } })).toBe('unanswered');
    expect(retryScope({ method: 'PUT', path: '/', keepalive: true })).toBe('none');
  });
});
