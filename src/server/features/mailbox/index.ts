// The mailbox feature's public surface: its routes, registered by the app.
export { mailboxRoutes } from './routes.ts';
