// §7 add_partner_role_to_user: gives a user a venue or vendor partner role with a business name, and
// opens their partner application (reviewed by admins later).
import { eq } from 'drizzle-orm';
import type { PartnerType } from '#shared/validation/auth.ts';
import type { Db } from '../../db/client.ts';
import { partnerApplications, profiles } from '../../db/schema/index.ts';

export async function addPartnerRole(
  db: Db,
  userId: string,
  partnerType: PartnerType,
  businessName: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!profile) throw new Error(`No profile for user ${userId}`);
    const others = profile.partnerData.filter((entry) => entry.partner_type !== partnerType);
    const existing = profile.partnerData.find((entry) => entry.partner_type === partnerType);
    await tx
      .update(profiles)
      .set({
        partnerType: profile.partnerType ?? partnerType,
        businessName: profile.businessName ?? businessName,
        partnerData: [
          ...others,
          { partner_type: partnerType, business_name: businessName, listing_ids: existing?.listing_ids ?? [] },
        ],
      })
      .where(eq(profiles.id, userId));
    await tx.insert(partnerApplications).values({ userId, partnerType, businessName }).onConflictDoNothing();
  });
}
