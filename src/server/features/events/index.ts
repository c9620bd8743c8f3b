// The event after checkout (issue 48): who may see and change an event, and its routes.
export { eventAccess, type EventAccess } from './event-access.ts';
export { eventRoutes } from './routes.ts';
