// Spec §4: a missing profile is created on first sign-in (onboarding_completed false, application_status
// pending); §6: the role record written at signup is 'user'. Safe to call more than once.
import type { Db } from '../../db/client.ts';
import { profiles, userRoles } from '../../db/schema/index.ts';

export async function ensureProfile(
  db: Db,
  user: { id: string; email: string; name: string; image?: string | null },
): Promise<void> {
  const [first, ...rest] = user.name.trim().split(/\s+/);
  await db
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email,
      fullName: user.name.trim() || null,
      firstName: first || null,
      lastName: rest.join(' ') || null,
      avatarUrl: user.image ?? null,
      onboardingCompleted: false,
      applicationStatus: 'pending',
    })
    .onConflictDoNothing();
  await db.insert(userRoles).values({ userId: user.id, role: 'user' }).onConflictDoNothing();
}
