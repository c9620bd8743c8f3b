// The one way the client talks to the server: JSON in and out, cookies included, typed errors.
import { AUTH_FORM_MESSAGES, ERROR_CODES, GENERIC_ERROR_MESSAGES } from '#shared/errors.ts';
import { resilient } from './api-resilience.ts';
import { lazyRetry } from './lazy-retry.ts';

/** Anything with a zod-style `parse` (our shared schemas) to check what the server sent. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * The schema itself, or a loader of the module that has it: code in the first view (the shell, the home page)
 * passes a loader, so zod and the shared schemas load beside the request instead of with the first view.
 */
export type SchemaSource<T> = Parser<T> | (() => Promise<Parser<T>>);

/** `network`: no answer came (the connection is lost); `unavailable`: the endpoint's circuit breaker is open. */
export type ApiErrorKind = 'network' | 'unavailable' | 'http' | 'parse' | 'aborted';

/**
 * Every failure of `api()` is an ApiError, the §8 generic wrapper: no answer is CLIENT_ERROR 'Network or client
 * error' (`status` 0), an error answer carries the server's code (OPERATION_FAILED when it names none), and an open
 * breaker is CIRCUIT_OPEN 'Circuit breaker is OPEN'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  /** The answer's `error.details`: what the caller can act on (e.g. a failed payment's attempt id). */
  readonly details: unknown;

  constructor(init: {
    message: string;
    kind: ApiErrorKind;
    status?: number;
    code?: string;
    details?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code =
      init.code ??
      (init.kind === 'network'
        ? ERROR_CODES.clientError
        : init.kind === 'http'
          ? ERROR_CODES.operationFailed
          : init.kind.toUpperCase());
    this.details = init.details;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export interface ApiOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  keepalive?: boolean;
}

/** How a request reaches the server: the browser's fetch, or on the server (rendering a page) a call into the app. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport | null = null;

/** Sends every later request through `next` instead of fetch (the server renderer's in-process calls). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The message, code and details (what the caller can act on) of an error answer `{ error: { code, message, details } }`. */
function messageFrom(
  body: unknown,
  status: number,
  statusText: string,
): { message: string; code?: string; details?: unknown } {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const nested = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : null;
    const message = nested?.message ?? record.message ?? (typeof record.error === 'string' ? record.error : undefined);
    const code = nested?.code ?? record.code;
    if (typeof message === 'string' && message) {
      return {
        message,
        ...(typeof code === 'string' ? { code } : {}),
        ...(nested?.details !== undefined ? { details: nested.details } : {}),
      };
    }
  }
  return { message: `Request failed with status ${status}${statusText ? ` (${statusText})` : ''}` };
}

/**
 * Calls the API at `path` (same origin). Resolves with the parsed JSON (undefined for 204), or throws ApiError.
 * Behind the endpoint's circuit breaker, with the §8 retry rule where repeating is safe (api-resilience.ts).
 */
export function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const circuitOpen = (message: string) =>
    new ApiError({ message, kind: 'unavailable', status: 503, code: ERROR_CODES.circuitOpen });
  return resilient(
    { method, path, headers: options.headers, keepalive: options.keepalive },
    () => request(path, options),
    circuitOpen,
  );
}

async function request<T>(path: string, options: ApiOptions<T>): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, headers, keepalive } = options;
  // A schema's module loads while the request travels (with the §4 retry of lazy chunks).
  const schema = typeof options.schema === 'function' ? lazyRetry(options.schema) : options.schema;
  // Should the request fail first, a failed load is not an unhandled rejection.
  if (schema instanceof Promise) schema.catch(() => undefined);
  // A form (a file upload) goes as multipart, with the boundary the browser chooses.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await (transport ?? fetch)(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw new ApiError({ message: 'Request was cancelled', kind: 'aborted', cause });
    throw new ApiError({ message: GENERIC_ERROR_MESSAGES.networkOrClient, kind: 'network', cause });
  }

  const text = response.status === 204 ? '' : await response.text().catch(() => '');
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch (cause) {
      if (response.ok)
        throw new ApiError({
          message: 'The server sent an unreadable answer',
          kind: 'parse',
          status: response.status,
          cause,
        });
      data = text;
    }
  }

  if (!response.ok) {
    const { message, code, details } = messageFrom(data, response.status, response.statusText);
    throw new ApiError({ message, kind: 'http', status: response.status, ...(code ? { code } : {}), details });
  }

  if (!schema) return data as T;
  let parser: Parser<T>;
  try {
    parser = await schema;
  } catch (cause) {
    throw new ApiError({ message: GENERIC_ERROR_MESSAGES.networkOrClient, kind: 'network', cause });
  }
  try {
    return parser.parse(data);
  } catch (cause) {
    throw new ApiError({
      message: 'The server sent an unexpected answer',
      kind: 'parse',
      status: response.status,
      cause,
    });
  }
}

/** Fire-and-forget POST that survives page unloads (analytics, error reports). Never throws. */
export function beacon(path: string, body: unknown): void {
  try {
    void fetch(path, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => {});
  } catch {
    // fetch itself missing or refusing: nothing to do for a fire-and-forget call.
  }
}

/**
 * Words for a failed call that a person can act on. A lost connection (no answer, or the browser offline) says so;
 * an outage does not blame the visitor's connection: an open breaker says so in §8's words, a 5xx gets the fallback
 * (the caller's words for what failed); a refusal gets the server's own message.
 */
export function describeApiError(error: unknown, fallback: string = AUTH_FORM_MESSAGES.fallback): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind === 'network' || isOffline()) return AUTH_FORM_MESSAGES.network;
  if (error.kind === 'unavailable') return GENERIC_ERROR_MESSAGES.circuitOpen;
  if (
    error.kind === 'http' &&
    error.status < 500 &&
    error.message &&
    !error.message.startsWith('Request failed with status')
  )
    return error.message;
  return fallback;
}

/** The browser says it has no network (false on the server, which has no such flag). */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
