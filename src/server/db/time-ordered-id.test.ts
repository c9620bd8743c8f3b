import { describe, expect, it } from 'vitest';
import { isUuid } from '#shared/ids.ts';
import { timeOrderedUuid } from './time-ordered-id.ts';

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID of the RFC 9562 variant', () => {
    for (let i = 0; i < 100; i += 1) {
      const id = timeOrderedUuid();
      expect(isUuid(id)).toBe(true);
      expect(id[14]).toBe('7');
      expect('89ab').toContain(id[19]);
    }
  });

  it('carries the time in milliseconds in its first 48 bits', () => {
    const ms = Date.UTC(2026, 10, 27, 8, 30, 15, 123);
    const id = timeOrderedUuid(ms);
    expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(ms);
  });

  it('sorts after every id of an earlier millisecond, as text and as PostgreSQL compares uuids', () => {
    const start = Date.now();
    const ids = Array.from({ length: 1_000 }, (_, i) => timeOrderedUuid(start + i));
    expect([...ids].reverse().sort()).toEqual(ids);
  });

  it('differs within one millisecond', () => {
    const ms = Date.now();
    expect(new Set(Array.from({ length: 10_000 }, () => timeOrderedUuid(ms))).size).toBe(10_000);
  });
});
