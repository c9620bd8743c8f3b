// §4: the old cart moves into the unified cart once. The flags say it was attempted and whether it succeeded or
// failed; the old cart is backed up first, and a failure leaves it where it was, so nothing is lost.
import { mergeCarts } from '#shared/cart-merge.ts';
import { fromLegacyCart, LegacyCartSchema } from '#shared/legacy-cart.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/local-storage.ts';
import type { CartPersistence } from './cart-storage.ts';

export interface CartMigrationFlags {
  attempted: boolean;
  success: boolean;
  failed: boolean;
  /** When (epoch ms) it ran. */
  at: number;
}

export function readMigrationFlags(): CartMigrationFlags | null {
  try {
    const flags = JSON.parse(readStorage(STORAGE_KEYS.cartMigration) ?? 'null') as CartMigrationFlags | null;
    return flags && typeof flags.attempted === 'boolean' ? flags : null;
  } catch {
    return null;
  }
}

function writeFlags(flags: CartMigrationFlags): CartMigrationFlags {
  writeStorage(STORAGE_KEYS.cartMigration, JSON.stringify(flags));
  return flags;
}

/** Runs the migration unless it was attempted already; answers the flags. */
export function migrateLegacyCart(persistence: CartPersistence, now: number): CartMigrationFlags {
  const previous = readMigrationFlags();
  if (previous?.attempted) return previous;
  const flags = writeFlags({ attempted: true, success: false, failed: false, at: now });
  const raw = readStorage(STORAGE_KEYS.legacyCart);
  if (raw === null) return writeFlags({ ...flags, success: true });
  writeStorage(STORAGE_KEYS.legacyCartBackup, raw);
  try {
    const legacy = fromLegacyCart(LegacyCartSchema.parse(JSON.parse(raw)));
    const current = persistence.load(now);
    persistence.save(current ? mergeCarts(current.state, legacy) : legacy, now, current?.owner ?? null);
    writeStorage(STORAGE_KEYS.legacyCart, null);
    return writeFlags({ ...flags, success: true });
  } catch {
    return writeFlags({ ...flags, failed: true });
  }
}
