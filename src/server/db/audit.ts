// The audit log's one writer: who did what to which row, and anything worth keeping about it.
import type { Db } from './client.ts';
import { auditLog } from './schema/index.ts';

export interface AuditEntry {
  /** Null when the system acted (a job), or the account has since been deleted. */
  actorId: string | null;
  /** 'listing.paused', 'event.co_host_invited', ... */
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
