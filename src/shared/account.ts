// What the account API sends and accepts: profile, settings, role switch, dashboards (spec §3 Profile, §6).
import { z } from 'zod';
import { PartnerTypeSchema } from './validation/auth.ts';
import { VALIDATION_MESSAGES } from './validation/messages.ts';
import { RoleSchema } from './session.ts';

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  partnerType: PartnerTypeSchema.nullable(),
  businessName: z.string().nullable(),
  applicationStatus: z.string(),
  portalNotificationsEnabled: z.boolean(),
  onboardingCompleted: z.boolean(),
  activeRole: RoleSchema.nullable(),
  preferences: z.object({ haptics: z.boolean().optional() }).catchall(z.unknown()),
  customerTier: z.string(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const PHONE = /^\+?[0-9 ().-]{7,20}$/;

export const UpdateProfileSchema = z
  .object({
    fullName: z.string().trim().min(2, VALIDATION_MESSAGES.fullNameTooShort).max(120),
    phone: z.union([z.literal(''), z.string().trim().regex(PHONE, 'Please enter a valid phone number')]),
    portalNotificationsEnabled: z.boolean(),
    haptics: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const SwitchRoleSchema = z.object({ role: RoleSchema });

export const SocialProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

export const PartnerSignUpResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  partnerType: PartnerTypeSchema,
  emailVerified: z.boolean(),
});

export const CustomerOverviewSchema = z.object({
  upcomingBookings: z.number().int(),
  conversations: z.number().int(),
  customerTier: z.string(),
});

/** Where a partner's listing stands, from its flags: suspended by an admin, paused by its partner, or in the approval path. */
export const LISTING_STATES = ['live', 'paused', 'pending', 'rejected', 'suspended'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export function listingState(listing: { isActive: boolean; approvalStatus: string; status: string }): ListingState {
  if (listing.status === 'suspended') return 'suspended';
  if (listing.approvalStatus === 'rejected') return 'rejected';
  if (listing.approvalStatus !== 'approved') return 'pending';
  return listing.isActive ? 'live' : 'paused';
}

export const PartnerOverviewSchema = z.object({
  partnerTypes: z.array(PartnerTypeSchema),
  businessName: z.string().nullable(),
  applicationStatus: z.string(),
  listings: z.array(
    z.object({
      id: z.string(),
      kind: PartnerTypeSchema,
      name: z.string(),
      approvalStatus: z.string(),
      state: z.enum(LISTING_STATES),
      rating: z.number(),
    }),
  ),
  payoutsConnected: z.boolean(),
});

export const AdminOverviewSchema = z.object({
  users: z.number().int(),
  venues: z.number().int(),
  vendors: z.number().int(),
  pendingApplications: z.number().int(),
  bookings: z.number().int(),
});
