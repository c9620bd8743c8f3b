// The mailbox feature's public surface: the stored mail at /dev/mailbox, outside production.
export { mailboxRoutes, servesMailbox } from './routes.ts';
