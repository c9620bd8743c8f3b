// Reading and editing a profile (spec §3 Profile).
import { eq } from 'drizzle-orm';
import type { Profile, UpdateProfile } from '#shared/account.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

type ProfileRow = typeof profiles.$inferSelect;

export function toProfile(row: ProfileRow): Profile {
  const { preferences, customer_tier } = row.customerData;
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    partnerType: row.partnerType,
    businessName: row.businessName,
    applicationStatus: row.applicationStatus,
    portalNotificationsEnabled: row.portalNotificationsEnabled,
    onboardingCompleted: row.onboardingCompleted,
    activeRole: row.activeRole,
    preferences,
    customerTier: customer_tier,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

export async function updateProfile(db: Db, userId: string, patch: UpdateProfile): Promise<ProfileRow | undefined> {
  const current = await getProfile(db, userId);
  if (!current) return undefined;
  const { fullName, phone, portalNotificationsEnabled, haptics } = patch;
  const names = fullName === undefined ? {} : splitName(fullName);
  const [row] = await db
    .update(profiles)
    .set({
      ...names,
      ...(phone === undefined ? {} : { phone: phone || null }),
      ...(portalNotificationsEnabled === undefined ? {} : { portalNotificationsEnabled }),
      ...(haptics === undefined
        ? {}
        : { customerData: { ...current.customerData, preferences: { ...current.customerData.preferences, haptics } } }),
    })
    .where(eq(profiles.id, userId))
    .returning();
  return row;
}

function splitName(fullName: string) {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  return { fullName: fullName.trim(), firstName: first ?? null, lastName: rest.join(' ') || null };
}
