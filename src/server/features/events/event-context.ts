// What the event routes and jobs work with: the database, the mail, web pushes, the site's address for links, and a
// log.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PushNotice } from '#shared/push.ts';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/client.ts';
import { appUrl } from '../../env.ts';

export interface EventContext {
  db: Db;
  mailer: Mailer;
  /** Pushes a notice to a user's browsers; never throws (a failed push is logged). */
  notify: (userId: string, notice: PushNotice) => void;
  appUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

export const eventContextOf = (app: FastifyInstance): EventContext => ({
  db: app.db,
  mailer: app.mailer,
  notify: (userId, notice) =>
    void app.push
      .notify(userId, notice)
      .catch((error: unknown) => app.log.warn({ err: error }, 'an event push failed')),
  appUrl: appUrl(app.env),
  log: app.log,
});
