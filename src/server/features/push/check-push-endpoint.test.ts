// Push endpoints the server will connect to: https on public addresses only, names checked by what they resolve to
// (a resolver of the test's own, never real DNS).
import { describe, expect, it } from 'vitest';
import { PUSH_ERRORS } from '#shared/push.ts';
import { checkPushEndpoint, isPublicAddress, type EndpointRules } from './check-push-endpoint.ts';

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

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local (cloud metadata)'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local'],
    ['::ffff:192.168.1.1', 'IPv4-mapped private'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
    ['2002:c0a8:101::1', '6to4 of a private address'],
    ['2001:db8::1', 'documentation'],
    ['not an address', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['142.250.74.106'],
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2a00:1450:4007:80a::200a'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

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
