// Push endpoints the server will connect to: https on public addresses only, names checked by what they resolve to
// (a resolver of the test's own, never real DNS).
import { describe, expect, it } from 'vitest';
import { PUSH_ERRORS } from '#shared/push.ts';
import { isPublicAddress } from '../../http/index.ts';
import { checkPushEndpoint, type EndpointRules } from './check-push-endpoint.ts';

const dns: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.74.106', '2a00:1450:4007:80a::200a'],
  'updates.push.services.mozilla.com': ['34.107.221.82'],
  'localhost.example': ['127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'intranet.example': ['10.1.2.3'],
  'half-private.example': ['142.250.74.106', '192.168.1.10'],
  'ula.example': ['fd12:3456:789a::1'],
  'mapped.example': ['::ffff:10.0.0.1'],
};
const rules: EndpointRules = {
  resolve: async (hostname) => {
    const found = dns[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  },
  allows: isPublicAddress,
};

describe('checkPushEndpoint', () => {
  const refused = (code: string, message: string) => ({ ok: false, code, message });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', refused('INSECURE_ENDPOINT', PUSH_ERRORS.insecureEndpoint)],
    ['ftp://fcm.googleapis.com/abc', refused('INSECURE_ENDPOINT', PUSH_ERRORS.insecureEndpoint)],
    ['not a url', refused('INSECURE_ENDPOINT', PUSH_ERRORS.insecureEndpoint)],
    ['https://127.0.0.1:8443/push', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://2130706433/push', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://0x7f.1/push', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://[::1]/push', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://[::ffff:169.254.169.254]/latest/meta-data', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://localhost.example/push', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://metadata.example/latest', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://intranet.example/admin', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://half-private.example/push', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://ula.example/push', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://mapped.example/push', refused('PRIVATE_ENDPOINT', PUSH_ERRORS.privateEndpoint)],
    ['https://nowhere.example/push', refused('UNKNOWN_HOST', PUSH_ERRORS.unknownHost)],
  ])('refuses %s', async (endpoint, expected) => {
    expect(await checkPushEndpoint(endpoint, rules)).toEqual(expected);
  });

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', '142.250.74.106'],
    ['https://updates.push.services.mozilla.com/wpush/v2/xyz', '34.107.221.82'],
    ['https://142.250.74.106/push', '142.250.74.106'],
  ])('accepts %s, at the address it checked', async (endpoint, address) => {
    expect(await checkPushEndpoint(endpoint, rules)).toMatchObject({ ok: true, address, url: new URL(endpoint) });
  });
});
