// Requests for one API route, made from its zod schemas: plausible ones (values the schemas accept) and mutated ones
// (wrong types, missing and extra fields, huge and odd strings, odd numbers, malformed JSON, wrong content types, odd
// path params and query strings). Each is marked with whether it must be refused before any handler runs, which is
// decided the way the server decides: the route's own schemas read what the server will read.
import type { HTTPMethods, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { safeParse, type z } from 'zod';
import { inputArbitrary, isStrict, NASTY_STRINGS, type ArbitraryOptions, type Schema } from './zod-arbitrary.ts';

export interface ApiRoute {
  method: HTTPMethods;
  url: string;
  body?: Schema;
  querystring?: Schema;
  params?: Schema;
}

/** One entry per method of a registered route, with the zod schemas of what it reads. */
export function apiRoutesOf(route: RouteOptions): ApiRoute[] {
  const { body, querystring, params } = (route.schema ?? {}) as Pick<ApiRoute, 'body' | 'querystring' | 'params'>;
  const schema = { body, querystring, params };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => ({ method, url: route.url, ...schema }));
}

export interface RouteRequest {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was done to a plausible request, for failure messages. */
  mutation: string;
  /** The route's schemas or the body parser refuse it: the answer must be a 4xx and nothing may be written. */
  refused: boolean;
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string; contentType?: string };

interface Parts {
  params: Record<string, string>;
  /** Path params sent as they are, not percent-encoded: malformed escapes the router must refuse. */
  rawParams?: Record<string, string>;
  query: [string, string][];
  body: Body;
}

const BODY_METHODS = new Set<string>(['POST', 'PUT', 'PATCH']);
/** Fastify's default body limit is 1 MiB. */
const OVER_BODY_LIMIT = 1024 * 1024 + 1;
const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,]',
  '{"a":1}}',
  'undefined',
  'NaN',
  '{"a":"\u0000',
  '"unterminated',
];
const ODD_NUMBERS = [-1, -0, 0, 0.5, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE];
const ODD_IDS = [
  '0',
  '-1',
  '1.5',
  '0x10',
  '%',
  '..%2F..%2F',
  '/etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffffx',
];
const EXTRA_FIELDS = ['id', 'userId', 'role', 'isAdmin', 'constructor', 'prototype'];
const MALFORMED_ESCAPES = ['%', '%E0%A4%A', '%zz', '%C0%AF', '%FF'];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];

/** Whether some mutated requests are refused: the route has schemas, or reads a body (the JSON parser refuses). */
export function isRefusable(route: ApiRoute): boolean {
  return Boolean(route.params || route.querystring || route.body) || BODY_METHODS.has(route.method);
}

/** Requests the route's schemas accept (refinements aside), with odd but allowed values. */
export function plausibleRequest(route: ApiRoute, options: ArbitraryOptions = {}): fc.Arbitrary<RouteRequest> {
  return plausibleParts(route, options)
    .filter(sendable)
    .map((parts) => toRequest(route, parts, 'none'));
}

/** Requests changed from plausible ones in ways that break the schemas or the transport (most are refused). */
export function mutatedRequest(route: ApiRoute, options: ArbitraryOptions = {}): fc.Arbitrary<RouteRequest> {
  const mutations = [...paramMutations(route), ...queryMutations(route), ...bodyMutations(route)];
  return fc
    .tuple(plausibleParts(route, options), fc.constantFrom(...mutations))
    .chain(([parts, mutation]) => mutation(parts))
    .filter(([changed]) => sendable(changed))
    .map(([changed, name]) => toRequest(route, changed, name));
}

/** A path param of `.` or `..` is a dot segment, which the URL parser resolves away before the server sees it. */
function sendable(parts: Parts): boolean {
  return Object.values(parts.params).every((value) => value !== '.' && value !== '..');
}

type Mutation = (parts: Parts) => fc.Arbitrary<[Parts, string]>;

function plausibleParts(route: ApiRoute, options: ArbitraryOptions): fc.Arbitrary<Parts> {
  const params = route.params ? inputArbitrary(route.params, options) : fc.constant({});
  const query = route.querystring ? inputArbitrary(route.querystring, options) : fc.constant({});
  const body =
    route.body && BODY_METHODS.has(route.method) ? inputArbitrary(route.body, options) : fc.constant(undefined);
  return fc.record({ params, query, body }).map(({ params, query, body }) => ({
    params: Object.fromEntries(Object.entries(params as object).map(([key, value]) => [key, String(value)])),
    query: Object.entries(query as object).flatMap(([key, value]) =>
      queryValues(value).map((v): [string, string] => [key, v]),
    ),
    body: body === undefined ? { kind: 'none' } : { kind: 'json', value: body },
  }));
}

function queryValues(value: unknown): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function paramMutations(route: ApiRoute): Mutation[] {
  if (!route.params) return [];
  const odd = fc.oneof(
    fc.constantFrom(...NASTY_STRINGS, ...ODD_IDS),
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constant('x'.repeat(5000)),
  );
  return [
    (parts) =>
      fc
        .tuple(fc.constantFrom(...Object.keys(parts.params)), odd)
        .map(([key, value]) => [
          { ...parts, params: { ...parts.params, [key]: value } },
          `param ${key} = ${preview(value)}`,
        ]),
    (parts) =>
      fc
        .tuple(fc.constantFrom(...Object.keys(parts.params)), fc.constantFrom(...MALFORMED_ESCAPES))
        .map(([key, raw]) => [{ ...parts, rawParams: { [key]: raw } }, `param ${key} sent raw as ${raw}`]),
  ];
}

function queryMutations(route: ApiRoute): Mutation[] {
  const keys = [...Object.keys(shapeOf(route.querystring)), 'unknown', '__proto__', 'a[b]'];
  const odd = fc.oneof(
    fc.constantFrom(...NASTY_STRINGS, ...ODD_NUMBERS.map(String), 'Infinity', '1e400', 'true', '[]'),
    fc.string(),
    fc.constant('9'.repeat(400)),
  );
  return [
    (parts) =>
      fc
        .tuple(fc.constantFrom(...keys), odd)
        .map(([key, value]) => [
          { ...parts, query: [...parts.query.filter(([k]) => k !== key), [key, value]] },
          `query ${key}=${preview(value)}`,
        ]),
    (parts) =>
      fc
        .tuple(fc.constantFrom(...keys), fc.array(odd, { minLength: 2, maxLength: 3 }))
        .map(([key, values]) => [
          { ...parts, query: [...parts.query, ...values.map((v): [string, string] => [key, v])] },
          `query ${key} repeated`,
        ]),
  ];
}

function bodyMutations(route: ApiRoute): Mutation[] {
  if (!BODY_METHODS.has(route.method)) return [];
  const text = (parts: Parts, body: string, contentType: string | undefined, name: string): [Parts, string] => [
    { ...parts, body: { kind: 'text', text: body, contentType } },
    name,
  ];
  const json = (parts: Parts, value: unknown, name: string): [Parts, string] => [
    { ...parts, body: { kind: 'json', value } },
    name,
  ];
  const sameBody = (parts: Parts) => JSON.stringify(jsonValueOf(parts.body) ?? {});
  const transport: Mutation[] = [
    (parts) =>
      fc
        .constantFrom(...MALFORMED_JSON)
        .map((body) => text(parts, body, 'application/json', `malformed JSON ${preview(body)}`)),
    (parts) => fc.constant(text(parts, '', 'application/json', 'empty JSON body')),
    (parts) =>
      fc.constantFrom(...WRONG_CONTENT_TYPES).map((type) => text(parts, sameBody(parts), type, `content-type ${type}`)),
    (parts) => fc.constant(text(parts, sameBody(parts), undefined, 'no content-type')),
    (parts) =>
      fc.constant(
        text(parts, `{"a":"${'x'.repeat(OVER_BODY_LIMIT)}"}`, 'application/json', 'body over the size limit'),
      ),
    (parts) => fc.constant(text(parts, '['.repeat(5000) + ']'.repeat(5000), 'application/json', 'deeply nested JSON')),
  ];
  if (!route.body) return transport;
  const strict = isStrict(route.body) ? ' (strict)' : '';
  const wrongType = fc.oneof(
    fc.integer(),
    fc.string(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string()),
    fc.object({ maxDepth: 1 }),
  );
  const hugeString = fc.oneof(
    fc.constantFrom(100_000, 300_000).map((n) => 'é'.repeat(n)),
    fc.string({ unit: 'binary', minLength: 1000, maxLength: 3000 }),
  );
  return [
    ...transport,
    (parts) =>
      fc
        .oneof(fc.constant(null), fc.integer(), fc.string(), fc.boolean(), fc.array(fc.integer()))
        .map((value) => json(parts, value, `body ${preview(JSON.stringify(value))}`)),
    (parts) => {
      const body = jsonValueOf(parts.body);
      if (!isPlainObject(body) || Object.keys(body).length === 0)
        return fc.constant(json(parts, body, 'nothing to leave out'));
      return fc.constantFrom(...Object.keys(body)).map((key) => json(parts, omit(body, key), `missing ${key}`));
    },
    (parts) =>
      fc.tuple(fc.constantFrom(...EXTRA_FIELDS), fc.jsonValue({ maxDepth: 1 })).map(([key, value]) => {
        const body = jsonValueOf(parts.body);
        return json(parts, isPlainObject(body) ? { ...body, [key]: value } : body, `extra field ${key}${strict}`);
      }),
    (parts) => replaceSomewhere(parts, wrongType, 'wrong type'),
    (parts) => replaceSomewhere(parts, fc.constantFrom(...ODD_NUMBERS, 'NaN', 'Infinity', '-1', ''), 'odd number'),
    (parts) => replaceSomewhere(parts, hugeString, 'huge string'),
  ];
}

/** Replaces one value of the body (the whole body, a field, or an element, at any depth) with one of `values`. */
function replaceSomewhere(parts: Parts, values: fc.Arbitrary<unknown>, name: string): fc.Arbitrary<[Parts, string]> {
  const body = jsonValueOf(parts.body);
  const paths = pathsOf(body);
  return fc
    .tuple(fc.constantFrom(...paths), values)
    .map(([path, value]) => [
      { ...parts, body: { kind: 'json', value: setAt(body, path, value) } },
      `${name} at /${path.join('/')}: ${preview(JSON.stringify(value) ?? '')}`,
    ]);
}

function pathsOf(value: unknown, path: string[] = []): string[][] {
  if (!isPlainObject(value) && !Array.isArray(value)) return [path];
  return [path, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, key]))];
}

function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key] = setAt(copy[key], rest, replacement);
  return copy;
}

function toRequest(route: ApiRoute, parts: Parts, mutation: string): RouteRequest {
  const segment = (name: string) => parts.rawParams?.[name] ?? encodeURIComponent(wellFormed(parts.params[name] ?? ''));
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => segment(name));
  const query = new URLSearchParams(parts.query).toString();
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (parts.body.kind === 'json') {
    payload = JSON.stringify(parts.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (parts.body.kind === 'text') {
    payload = parts.body.text;
    if (parts.body.contentType) headers['content-type'] = parts.body.contentType;
  }
  const refused = isRefused(route, parts, query);
  const request = { method: route.method, url: query ? `${url}?${query}` : url, headers, payload, mutation, refused };
  // fast-check prints a counterexample with this, not with the whole (maybe megabyte) payload.
  return Object.assign(request, {
    [fc.toStringMethod]: () => `${request.method} ${preview(request.url)} (${mutation})`,
  });
}

function isRefused(route: ApiRoute, parts: Parts, query: string): boolean {
  const params = Object.fromEntries(Object.entries(parts.params).map(([key, value]) => [key, wellFormed(value)]));
  return (
    parts.rawParams !== undefined ||
    rejects(route.params, params) ||
    rejects(route.querystring, queryAsServerReadsIt(query)) ||
    bodyRefused(route, parts.body)
  );
}

function rejects(schema: Schema | undefined, value: unknown): boolean {
  return schema !== undefined && !safeParse(schema, value).success;
}

function bodyRefused(route: ApiRoute, body: Body): boolean {
  if (body.kind === 'none') return rejects(route.body, undefined);
  if (body.kind === 'json') return rejects(route.body, JSON.parse(JSON.stringify(body.value) ?? 'null'));
  if (body.text.length > OVER_BODY_LIMIT) return true;
  switch (body.contentType) {
    case 'application/json':
      return !isJson(body.text) || rejects(route.body, JSON.parse(body.text));
    case 'text/plain':
      return rejects(route.body, body.text);
    case undefined:
    case 'application/xml':
    case 'application/x-www-form-urlencoded':
      // No parser for these: 415.
      return true;
    default:
      // Multipart is parsed only on the upload route, which reads no body schema.
      return route.body !== undefined;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The query object the server reads: repeated keys become arrays. */
function queryAsServerReadsIt(query: string): Record<string, string | string[]> {
  const read: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const before = read[key];
    read[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return read;
}

function shapeOf(schema: Schema | undefined): Record<string, Schema> {
  const def = (schema as z.core.$ZodTypes | undefined)?._zod.def;
  return def?.type === 'object' ? def.shape : {};
}

function jsonValueOf(body: Body): unknown {
  return body.kind === 'json' ? body.value : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
}

/** Lone surrogates cannot travel in a URL; the client sends U+FFFD for them, as a browser does. */
function wellFormed(text: string): string {
  return text.replace(/\p{Cs}/gu, '\ufffd');
}

function preview(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}
