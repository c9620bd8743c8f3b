import { beforeEach, describe, expect, it } from 'vitest';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import { createLocalCartPersistence } from './cart-storage.ts';
import { migrateLegacyCart, readMigrationFlags } from './legacy-cart-migration.ts';

const NOW = Date.parse('2030-05-01T12:00:00Z');
const OLD = JSON.stringify({
  venue: { id: 'v1', name: 'Skyline Rooftop', price: 250 },
  vendors: [{ id: 'd1', name: 'DJ Nova', price: 150 }],
  eventDate: '2030-06-01',
});

beforeEach(() => localStorage.clear());

describe('migrateLegacyCart (§4: once, with flags and a backup)', () => {
  it('moves the old cart into the unified cart, keeps a backup and removes the old key', () => {
    writeStorage(STORAGE_KEYS.legacyCart, OLD);
    const persistence = createLocalCartPersistence();
    expect(migrateLegacyCart(persistence, NOW)).toEqual({ attempted: true, success: true, failed: false, at: NOW });
    expect(persistence.load(NOW)?.state.items.map((i) => i.id)).toEqual(['v1', 'd1']);
    expect(readStorage(STORAGE_KEYS.legacyCart)).toBeNull();
    expect(readStorage(STORAGE_KEYS.legacyCartBackup)).toBe(OLD);
  });

  it('runs once: a later old cart is left alone', () => {
    const persistence = createLocalCartPersistence();
    migrateLegacyCart(persistence, NOW);
    writeStorage(STORAGE_KEYS.legacyCart, OLD);
    expect(migrateLegacyCart(persistence, NOW + 1).at).toBe(NOW);
    expect(persistence.load(NOW)).toBeNull();
    expect(readStorage(STORAGE_KEYS.legacyCart)).toBe(OLD);
  });

  it('joins a unified cart already there instead of replacing it', () => {
    const persistence = createLocalCartPersistence();
    persistence.save(
      {
        items: [
          { id: 'p1', name: 'Flash Studio', type: 'vendor', priceCents: 100, unit: 'hour', quantity: 1, hours: 4 },
        ],
        selectedDate: null,
        selectedVenueId: null,
        coHosts: [],
        eventDetails: {},
        lastValidation: null,
      },
      NOW,
      null,
    );
    writeStorage(STORAGE_KEYS.legacyCart, OLD);
    migrateLegacyCart(persistence, NOW);
    expect(persistence.load(NOW)?.state.items.map((i) => i.id)).toEqual(['p1', 'v1', 'd1']);
  });

  it('an unreadable old cart: failed, and the old cart and its backup are kept', () => {
    writeStorage(STORAGE_KEYS.legacyCart, '{"vendors": "nope"');
    const flags = migrateLegacyCart(createLocalCartPersistence(), NOW);
    expect(flags).toMatchObject({ attempted: true, success: false, failed: true });
    expect(readMigrationFlags()).toEqual(flags);
    expect(readStorage(STORAGE_KEYS.legacyCart)).toBe('{"vendors": "nope"');
    expect(readStorage(STORAGE_KEYS.legacyCartBackup)).toBe('{"vendors": "nope"');
  });
});
