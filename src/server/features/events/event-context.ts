// What the event routes and jobs work with: the database, the mail, the site's address for links, and a log.
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/client.ts';

export interface EventContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}
