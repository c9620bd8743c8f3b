// Spec §6: everyone is a customer; venue and vendor come from the profile; admin from user_roles.
import { eq, sql } from 'drizzle-orm';
import type { Role } from '#shared/roles.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { profiles, user, userRoles } from '../../db/schema/index.ts';

const rolesQuery = preparedQuery((db) =>
  db
    .select({
      partnerType: profiles.partnerType,
      partnerData: profiles.partnerData,
      activeRole: profiles.activeRole,
      admin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('roles_of'),
);

export async function rolesOf(db: Db, userId: string): Promise<{ roles: Role[]; storedActiveRole: string | null }> {
  const [row] = await rolesQuery(db).execute({ userId });
  const partnerTypes = new Set<'venue' | 'vendor'>();
  if (row?.partnerType) partnerTypes.add(row.partnerType);
  for (const entry of row?.partnerData ?? []) partnerTypes.add(entry.partner_type);
  const roles: Role[] = ['customer'];
  if (partnerTypes.has('venue')) roles.push('venue');
  if (partnerTypes.has('vendor')) roles.push('vendor');
  if (row?.admin) roles.push('admin');
  return { roles, storedActiveRole: row?.activeRole ?? null };
}
