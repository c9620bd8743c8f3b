// The event after checkout (issue 48): who may see and change an event, its routes, and the job that mails the
// invitations of co-hosts named at checkout, guests' reminders and changed runs of show.
export { sendEventMails } from './event-mail-jobs.ts';
export { eventAccess, type EventAccess } from './event-access.ts';
export { tidyEventLinks } from './event-links.ts';
export { eventContextOf, type EventContext } from './event-context.ts';
export { guestRoutes } from './guest-routes.ts';
export { paymentShareRoutes } from './payment-share-routes.ts';
export { eventRoutes } from './routes.ts';
export { timelineRoutes } from './timeline-routes.ts';
