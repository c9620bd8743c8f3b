// Partner applications (§1 partner journey, §3 Profile, §8 partner messages): what an applicant sends, what they
// and the admins see, and the admins' decisions.
import { z } from 'zod';
import { LISTING_STATES } from './account.ts';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from './categories.ts';
import { PartnerTypeSchema, type PartnerType } from './validation/auth.ts';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'needs_info'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Not approved',
  needs_info: 'More information needed',
};

export const PARTNER_MESSAGES = {
  submitted: 'Partner application submitted! Check your email for next steps.',
  alreadyApproved: 'Your application is already approved.',
  notFound: 'This application was not found.',
  reasonRequired: 'Say why, so the applicant knows what to do next.',
  alreadyDecided: 'This application was already decided.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** What an applicant of each type may say they offer: the §3 category lists without 'all'. */
export function applicationCategories(type: PartnerType): readonly string[] {
  return (type === 'venue' ? VENUE_CATEGORIES : VENDOR_CATEGORIES).filter((c) => c !== 'all');
}

const ApplicationFieldsSchema = z.object({
  partnerType: PartnerTypeSchema,
  businessName: z
    .string()
    .trim()
    .min(2, 'Enter your business name.')
    .max(120, 'Keep the business name under 120 characters.'),
  contactName: z.string().trim().min(2, 'Enter the name of the person we should talk to.').max(120),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a phone number we can reach you on.'),
  businessAddress: z.string().trim().min(5, 'Enter your business address.').max(300),
  city: z.string().trim().min(2, 'Enter your city.').max(80),
  state: z.string().trim().min(2, 'Enter your state.').max(40),
  website: z
    .union([
      z.url({ protocol: /^https?$/, error: 'Enter a full web address, like https://example.com.' }),
      z.literal(''),
    ])
    .optional()
    .transform((v) => (v ? v : undefined)),
  description: z
    .string()
    .trim()
    .min(30, 'Tell us a little more about your business (at least 30 characters).')
    .max(2000),
  /** What they offer: a venue type or vendor categories (§3 category lists). */
  categories: z.array(z.string().min(1).max(40)).min(1, 'Choose at least one category.').max(5),
  yearsInBusiness: z.coerce.number().int().min(0).max(200).optional(),
  businessLicense: optionalText(80),
  taxId: optionalText(40),
});

export const PartnerApplicationRequestSchema = ApplicationFieldsSchema.refine(
  (a) => a.categories.every((c) => applicationCategories(a.partnerType).includes(c)),
  { message: 'Choose categories from the list.', path: ['categories'] },
);
export type PartnerApplicationRequest = z.infer<typeof PartnerApplicationRequestSchema>;

/** /partner/settings: the business details the application gave, kept current by the partner, as saved… */
export const PartnerSettingsRequestSchema = ApplicationFieldsSchema.pick({
  businessName: true,
  phone: true,
  businessAddress: true,
  businessLicense: true,
  taxId: true,
}).extend({
  portalNotificationsEnabled: z.boolean(),
});
/** …and as stored (details from before these rules may not pass them; the form shows what needs fixing). */
export const PartnerSettingsSchema = z.object({
  businessName: z.string(),
  phone: z.string(),
  businessAddress: z.string(),
  businessLicense: z.string(),
  taxId: z.string(),
  portalNotificationsEnabled: z.boolean(),
});
export type PartnerSettings = z.infer<typeof PartnerSettingsSchema>;

/** The details kept with an application, as the applicant sent them (every field optional for older rows). */
export const ApplicationDetailsSchema = z
  .object({
    contactName: z.string(),
    phone: z.string(),
    businessAddress: z.string(),
    city: z.string(),
    state: z.string(),
    website: z.string(),
    description: z.string(),
    categories: z.array(z.string()),
    yearsInBusiness: z.number(),
    businessLicense: z.string(),
    taxId: z.string(),
  })
  .partial();
export type ApplicationDetails = z.infer<typeof ApplicationDetailsSchema>;

export const OwnApplicationSchema = z.object({
  id: z.string(),
  partnerType: PartnerTypeSchema,
  businessName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reviewNotes: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  details: ApplicationDetailsSchema,
});
export type OwnApplication = z.infer<typeof OwnApplicationSchema>;

export const ApplicationSummarySchema = OwnApplicationSchema.omit({ details: true }).extend({
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  listings: z.number().int(),
  payoutsConnected: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

export const AuditEntrySchema = z.object({
  action: z.string(),
  actor: z.string(),
  notes: z.string().nullable(),
  at: z.string(),
});

export const ApplicationDetailSchema = ApplicationSummarySchema.extend({
  details: ApplicationDetailsSchema,
  listingsDetail: z.array(
    z.object({ id: z.string(), kind: PartnerTypeSchema, name: z.string(), state: z.enum(LISTING_STATES) }),
  ),
  history: z.array(AuditEntrySchema),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

export const ApplicationListQuerySchema = z.object({
  status: z.enum([...APPLICATION_STATUSES, 'all']).default('pending'),
  type: PartnerTypeSchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const APPLICATIONS_PAGE_SIZE = 20;

export const DECISIONS = ['approve', 'reject', 'needs_info'] as const;
export const ApplicationDecisionSchema = z
  .object({ decision: z.enum(DECISIONS), reason: z.string().trim().max(1000).optional() })
  .refine((d) => d.decision === 'approve' || (d.reason?.length ?? 0) >= 5, {
    message: PARTNER_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;
