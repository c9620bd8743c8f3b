import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

export type AnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function recordEvents(db: Db, events: AnalyticsEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(analyticsEvents).values(events);
}
