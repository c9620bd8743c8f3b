// The partners feature's public surface: its routes (applications, the partner's listings and settings, the admins'
// moderation), registered by the app as one plugin, and partner roles and applications (§7 add_partner_role_to_user,
// the applicant's mails).
export { addPartnerRole } from './add-partner-role.ts';
export { mailApplicant } from './applicant-mail.ts';
export { submitApplication } from './applications.ts';
export { partnerRoutes } from './routes.ts';
