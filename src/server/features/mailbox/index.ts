// The mailbox feature's public surface: its routes (the stored mail at /dev/mailbox, outside production), registered
// by the app.
export { mailboxRoutes } from './routes.ts';
