// inject() helpers that behave like a browser on this site: same-origin Origin header, cookies kept.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface Client {
  cookie: string;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
}

export function client(app: FastifyInstance, cookie = ''): Client {
  const self: Client = {
    cookie,
    async request(method, url, body) {
      const response = await app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, ...(self.cookie ? { cookie: self.cookie } : {}) },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const set = response.cookies.filter((c) => c.value !== '');
      if (set.length) self.cookie = set.map((c) => `${c.name}=${c.value}`).join('; ');
      return response;
    },
  };
  return self;
}

/** A signed-in client for a demo account (password eventide-demo). */
export async function signedIn(app: FastifyInstance, email: string): Promise<Client> {
  const c = client(app);
  const response = await c.request('POST', '/api/auth/sign-in/email', { email, password: 'eventide-demo' });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return c;
}
