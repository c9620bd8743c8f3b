// The public pages rendered on the server (issue 44): the web app's renderer, built by `vite build --ssr` into
// dist/ssr/entry-server.js from src/client/entry-server.tsx, loaded once at start. Its API calls do not cross the
// network: they are injected into this app, as a visitor's anonymous request would arrive (no cookies: a
// server-rendered page is the same for everyone; who is signed in shows after hydration).
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What `renderPage` answers (the contract of src/client/entry-server.tsx). */
type RendererAnswer =
  { kind: 'browser' } | { kind: 'page'; status: number; title: string | null; body: Readable; pageState: string };

/** A page rendered on the server. */
export interface RenderedPage {
  status: number;
  /** The title the page rendered with. */
  title: string | null;
  /** The markup of #root. */
  markup: string;
  /** The script that carries the query cache. */
  pageState: string;
}

type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

interface RendererModule {
  setApiTransport(transport: ApiTransport): void;
  renderPage(url: URL, onError: (error: unknown) => void): Promise<RendererAnswer>;
}

export interface ServerRenderer {
  /** The page at `url`, or null when it is not a server-rendered page (the browser renders it). */
  render(url: URL): Promise<RenderedPage | null>;
}

function headersOf(raw: Record<string, unknown>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, String(item));
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/** The renderer's fetch: a request injected into this app (the same routes, schemas and caching as over HTTP). */
export function injectedFetch(app: FastifyInstance): ApiTransport {
  return async (path, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: headersOf(answer.headers),
    });
  };
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  // Joined before decoding: a chunk may end inside a character.
  return Buffer.concat(chunks).toString('utf8');
}

/** The built renderer, or null when the web app's server build is missing (tests, development). */
export async function loadServerRenderer(app: FastifyInstance, entry: string): Promise<ServerRenderer | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  module.setApiTransport(injectedFetch(app));
  const onError = (error: unknown) => app.log.error({ err: error }, 'Rendering a page on the server failed');
  return {
    async render(url) {
      const answer = await module.renderPage(url, onError);
      if (answer.kind === 'browser') return null;
      const { body, ...page } = answer;
      return { ...page, markup: await text(body) };
    },
  };
}
