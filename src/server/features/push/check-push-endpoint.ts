// Where a push subscription may send us: an https push service on public addresses only. The endpoint is whatever
// the browser (or anyone with a session) posted, and the server connects to it, so a private, loopback or link-local
// address, or a name resolving to one, would let them make it reach inside the network (blind SSRF). Checked when a
// browser subscribes and again before each push, since a name can resolve elsewhere later; the push then connects to
// the very address that was checked.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { PUSH_ERRORS } from '#shared/push.ts';
import { isPublicAddress } from '../../http/index.ts';

/** A host name's addresses. */
export type Resolve = (hostname: string) => Promise<string[]>;

export interface EndpointRules {
  resolve: Resolve;
  allows(address: string): boolean;
}

export type EndpointCheck =
  | { ok: true; url: URL; address: string }
  | { ok: false; code: 'INSECURE_ENDPOINT' | 'PRIVATE_ENDPOINT' | 'UNKNOWN_HOST'; message: string };

const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((found) => found.address);

export const PUBLIC_ENDPOINTS: EndpointRules = { resolve: systemResolve, allows: isPublicAddress };

export async function checkPushEndpoint(endpoint: string, rules: EndpointRules): Promise<EndpointCheck> {
  const url = URL.parse(endpoint);
  if (url?.protocol !== 'https:')
    return { ok: false, code: 'INSECURE_ENDPOINT', message: PUSH_ERRORS.insecureEndpoint };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await rules.resolve(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return { ok: false, code: 'UNKNOWN_HOST', message: PUSH_ERRORS.unknownHost };
  // Every address the name has: a connection may use any of them.
  if (!addresses.every((address) => rules.allows(address)))
    return { ok: false, code: 'PRIVATE_ENDPOINT', message: PUSH_ERRORS.privateEndpoint };
  return { ok: true, url, address: addresses[0]! };
}
