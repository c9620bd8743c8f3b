// Spec §6: everyone is a customer; venue and vendor come from the profile; admin from user_roles.
import { eq } from 'drizzle-orm';
import type { Role } from '#shared/roles.ts';
import type { Db } from '../../db/client.ts';
import { profiles, userRoles } from '../../db/schema/index.ts';

export async function rolesOf(db: Db, userId: string): Promise<{ roles: Role[]; storedActiveRole: string | null }> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const records = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const partnerTypes = new Set<'venue' | 'vendor'>();
  if (profile?.partnerType) partnerTypes.add(profile.partnerType);
  for (const entry of profile?.partnerData ?? []) partnerTypes.add(entry.partner_type);
  const roles: Role[] = ['customer'];
  if (partnerTypes.has('venue')) roles.push('venue');
  if (partnerTypes.has('vendor')) roles.push('vendor');
  if (records.some((r) => r.role === 'admin')) roles.push('admin');
  return { roles, storedActiveRole: profile?.activeRole ?? null };
}
