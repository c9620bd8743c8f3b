// Saved cart snapshots (spec §9 Cart): version 2.0, expire after 24 hours.
import { z } from 'zod';
import { CartStateSchema, type CartState } from './cart-schemas.ts';
import { CART_LIMITS } from './constants.ts';

export const CartSnapshotSchema = z.object({
  version: z.literal(CART_LIMITS.snapshotVersion),
  savedAt: z.number().int().nonnegative(),
  state: CartStateSchema,
  /** The signed-in user whose server cart this mirrors; absent or null for a guest's own cart. */
  owner: z.string().nullable().optional(),
});
export type CartSnapshot = z.infer<typeof CartSnapshotSchema>;

export function createCartSnapshot(state: CartState, now: number, owner: string | null = null): CartSnapshot {
  return { version: CART_LIMITS.snapshotVersion, savedAt: now, state, ...(owner === null ? {} : { owner }) };
}

/** The saved state, or null when the snapshot is malformed, of another version, or older than 24 hours. */
export function readCartSnapshot(raw: unknown, now: number): CartState | null {
  const parsed = CartSnapshotSchema.safeParse(raw);
  if (!parsed.success) return null;
  const age = now - parsed.data.savedAt;
  return age >= 0 && age < CART_LIMITS.snapshotTtlMs ? parsed.data.state : null;
}
