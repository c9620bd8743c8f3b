// The partners feature's public surface: partner roles and applications (§7 add_partner_role_to_user, the admins'
// review, the applicant's mails), and the partner's routes (applications, listings, moderation, settings).
export { addPartnerRole } from './add-partner-role.ts';
export { mailApplicant } from './applicant-mail.ts';
export { submitApplication } from './applications.ts';
export { partnerListingRoutes } from './listing-routes.ts';
export { moderationRoutes } from './moderation-routes.ts';
export { partnerApplicationRoutes } from './routes.ts';
export { partnerSettingsRoutes } from './settings-routes.ts';
