// Server-rendered pages are rendered without cookies, so a page at a URL is the same for every visitor: one render
// (with the page's own head, read from the database) serves everyone who asks for it within a few seconds, and
// visitors who ask while it renders wait for that render instead of starting their own. A popular page under load costs one render every few seconds instead of one a request.
// A write that may change what pages show empties the cache (plugins/page-cache.ts).

import type { PageHead } from './page-head.ts';
import type { RenderedPage } from './server-renderer.ts';

/** A landing page as the server answers it: its own head, if it has one, and its markup, if the server renders it. */
export interface AnsweredPage {
  head?: PageHead;
  rendered: RenderedPage | null;
}

export interface PageCacheOptions {
  /** How long a rendered page is served again. */
  ttlMs: number;
  /** The most markup kept, in characters; the oldest pages go first. */
  maxChars: number;
  now?: () => number;
}

/** A few seconds: a partner's edit shows at once (writes empty the cache), another's within this time. */
export const PAGE_CACHE_TTL_MS = 5_000;
/** About 16 MB of markup: the hundred or so pages a busy minute asks for most, not every search ever made. */
export const PAGE_CACHE_MAX_CHARS = 8_000_000;

interface Entry {
  page: Promise<AnsweredPage | null>;
  /** When the render finished; undefined while it runs. */
  renderedAt?: number;
  chars: number;
}

export interface PageCache {
  /**
   * The page at `key`, made by `render` unless a fresh one is kept or already rendering. `render` answers null for a
   * page that does not exist.
   * @returns the page and whether it was made for this call
   */
  get(key: string, render: () => Promise<AnsweredPage | null>): Promise<{ page: AnsweredPage | null; hit: boolean }>;
  clear(): void;
  readonly size: number;
}

export function createPageCache({ ttlMs, maxChars, now = Date.now }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  let chars = 0;

  const remove = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    chars -= entry.chars;
  };

  return {
    async get(key, render) {
      const kept = entries.get(key);
      if (kept && (kept.renderedAt === undefined || now() - kept.renderedAt < ttlMs)) {
        return { page: await kept.page, hit: true };
      }
      if (kept) remove(key, kept);

      const entry: Entry = { page: render(), chars: 0 };
      entries.set(key, entry);
      try {
        const page = await entry.page;
        // A page the browser renders is cheap to tell again: only rendered pages are kept.
        const rendered = page?.rendered;
        if (!rendered) remove(key, entry);
        if (rendered && entries.get(key) === entry) {
          entry.renderedAt = now();
          entry.chars = key.length + rendered.markup.length + rendered.pageState.length + headChars(page.head);
          chars += entry.chars;
          for (const [oldKey, old] of entries) {
            if (chars <= maxChars) break;
            remove(oldKey, old);
          }
        }
        return { page, hit: false };
      } catch (error) {
        // A failed render is not kept: the next visitor tries again.
        remove(key, entry);
        throw error;
      }
    },
    clear() {
      entries.clear();
      chars = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

const headChars = (head: PageHead | undefined) => (head ? JSON.stringify(head).length : 0);
