// In-memory TTL cache (spec §9 Caching): 5 minutes, up to 100 entries, oldest 20% evicted when full.
// The owner schedules cleanup() every 5 minutes; expired entries are also dropped when read.
import { CACHE } from '../constants.ts';

export const RESULT_CACHE = {
  ttlMs: CACHE.resultTtlMs,
  maxEntries: CACHE.resultMaxEntries,
  evictFraction: CACHE.resultEvictFraction,
  cleanupIntervalMs: CACHE.resultCleanupIntervalMs,
} as const;

export const PRICE_CACHE = {
  ttlMs: CACHE.priceTtlMs,
  pruneAbove: CACHE.pricePruneAbove,
} as const;

export interface ResultCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  evictFraction?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class ResultCache<K, V> {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly evictFraction: number;
  private readonly now: () => number;
  // A Map iterates in insertion order, so its first keys are the oldest entries.
  private entries = new Map<K, Entry<V>>();

  constructor(options: ResultCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? RESULT_CACHE.ttlMs;
    this.maxEntries = options.maxEntries ?? RESULT_CACHE.maxEntries;
    this.evictFraction = options.evictFraction ?? RESULT_CACHE.evictFraction;
    this.now = options.now ?? Date.now;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries = new Map();
    this.clearCount += 1;
  }

  /**
   * How many times the cache was emptied. A value worked out while the data behind it may have changed (an await
   * apart) is kept only if this did not move in between: `setUnlessCleared(key, value, clearsWhenAsked)`.
   */
  get clears(): number {
    return this.clearCount;
  }

  private clearCount = 0;

  setUnlessCleared(key: K, value: V, clearsWhenAsked: number): void {
    if (this.clears === clearsWhenAsked) this.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Removes expired entries; returns how many were removed. */
  cleanup(): number {
    const now = this.now();
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (now >= entry.expiresAt) {
        this.entries.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  /** Returns the cached value or loads, caches and returns it. Failed loads are not cached. */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }

  private evictOldest(): void {
    const count = Math.max(1, Math.ceil(this.maxEntries * this.evictFraction));
    this.entries = new Map([...this.entries].slice(count));
  }
}

/** The price-calculation cache: 5 minutes, pruned once it would grow above 1000 entries. */
export function createPriceCache<V>(now?: () => number): ResultCache<string, V> {
  return new ResultCache<string, V>({
    ttlMs: PRICE_CACHE.ttlMs,
    maxEntries: PRICE_CACHE.pruneAbove,
    ...(now ? { now } : {}),
  });
}
