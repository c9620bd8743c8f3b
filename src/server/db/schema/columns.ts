import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps with time zone, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Money is stored as integer cents. */
export const cents = (name: string) => integer(name);

/** Full-text document; kept current by a database trigger (migration 0003), never written by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
