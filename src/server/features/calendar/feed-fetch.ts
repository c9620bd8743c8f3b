// Reading a partner's calendar from the address they pasted (issue 47). The address is theirs to choose, so it could
// point the server at itself or at its private network: every host is looked up and refused when any of its
// addresses is not public (http/public-address.ts), on the first request and on every redirect, at the moment of
// connecting (so a name that changes its answer between a check and the connection gains nothing). One time-out
// covers all redirects; the body is cut off past the size limit; the validators of the last good read are sent back.
import { lookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { CALENDAR_IMPORT_LIMITS, CALENDAR_IMPORT_MESSAGES, normalizeCalendarUrl } from '#shared/calendar-imports.ts';
import { isPublicAddress } from '../../http/index.ts';

/** A read that failed, with the message the partner sees. */
export class FeedError extends Error {}

export type FeedAnswer =
  { changed: false } | { changed: true; text: string; etag: string | null; lastModified: string | null };

export interface FeedRequest {
  url: string;
  etag?: string | null;
  lastModified?: string | null;
}

export interface FeedPolicy {
  /** Whether the server may connect to an address: public ones only (tests of a local calendar allow loopback). */
  allows(address: string): boolean;
  timeoutMs: number;
  maxBytes: number;
}

export const FEED_POLICY: FeedPolicy = {
  allows: isPublicAddress,
  timeoutMs: CALENDAR_IMPORT_LIMITS.timeoutMs,
  maxBytes: CALENDAR_IMPORT_LIMITS.maxBytes,
};

const PRIVATE = 'EPRIVATEADDRESS';

/** dns.lookup, failing when any address of the name is refused (connections ask for one address or for all). */
function guardedLookup(allows: FeedPolicy['allows']): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || !addresses.every((a) => allows(a.address))) {
        return callback(Object.assign(new Error(CALENDAR_IMPORT_MESSAGES.privateAddress), { code: PRIVATE }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

interface Hop {
  status: number;
  location: string | null;
  text?: string;
  etag: string | null;
  lastModified: string | null;
}

function requestOnce(url: URL, request: FeedRequest, policy: FeedPolicy, signal: AbortSignal): Promise<Hop> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !policy.allows(literal))
    return Promise.reject(new FeedError(CALENDAR_IMPORT_MESSAGES.privateAddress));
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'accept-encoding': 'identity',
    'user-agent': 'Eventide calendar sync',
  };
  if (request.etag) headers['if-none-match'] = request.etag;
  if (request.lastModified) headers['if-modified-since'] = request.lastModified;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(url, { headers, signal, lookup: guardedLookup(policy.allows) }, (response) => {
      const status = response.statusCode ?? 0;
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const hop = { status, location: header('location'), etag: header('etag'), lastModified: header('last-modified') };
      if (status !== 200) {
        response.resume();
        return resolve(hop);
      }
      if (Number(response.headers['content-length'] ?? 0) > policy.maxBytes) {
        response.destroy();
        return reject(new FeedError(CALENDAR_IMPORT_MESSAGES.tooLarge));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > policy.maxBytes) {
          response.destroy();
          reject(new FeedError(CALENDAR_IMPORT_MESSAGES.tooLarge));
        } else chunks.push(chunk);
      });
      response.on('end', () => resolve({ ...hop, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
  });
}

function plainError(error: unknown, signal: AbortSignal): FeedError {
  if (error instanceof FeedError) return error;
  if (signal.aborted) return new FeedError(CALENDAR_IMPORT_MESSAGES.timeout);
  if ((error as { code?: string }).code === PRIVATE) return new FeedError(CALENDAR_IMPORT_MESSAGES.privateAddress);
  return new FeedError(CALENDAR_IMPORT_MESSAGES.unreachable);
}

/** Reads the calendar at `request.url`, following up to three redirects; throws a FeedError. */
export async function fetchFeed(request: FeedRequest, policy: FeedPolicy = FEED_POLICY): Promise<FeedAnswer> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = new URL(normalizeCalendarUrl(request.url));
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new FeedError(CALENDAR_IMPORT_MESSAGES.url);
    const hop = await requestOnce(url, request, policy, signal).catch((error: unknown) => {
      throw plainError(error, signal);
    });
    if (hop.status === 304) return { changed: false };
    if (hop.status === 200) return { changed: true, text: hop.text!, etag: hop.etag, lastModified: hop.lastModified };
    if (hop.status >= 300 && hop.status < 400 && hop.location) {
      if (redirects === CALENDAR_IMPORT_LIMITS.maxRedirects)
        throw new FeedError(CALENDAR_IMPORT_MESSAGES.tooManyRedirects);
      url = new URL(hop.location, url);
      continue;
    }
    throw new FeedError(CALENDAR_IMPORT_MESSAGES.status(hop.status));
  }
}
