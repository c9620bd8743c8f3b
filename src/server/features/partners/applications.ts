// Partner applications (§1): a partner applies with their business details; admins review the queue and approve,
// reject or ask for more; every step is written to the audit log. Approval makes the partner's pending listings of
// that type approved, which puts them live (their payouts wait for a connected account); rejection leaves them
// unpublished.
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  APPLICATIONS_PAGE_SIZE,
  PARTNER_MESSAGES,
  type ApplicationDecision,
  type ApplicationDetail,
  type ApplicationStatus,
  type ApplicationSummary,
  type OwnApplication,
  type PartnerApplicationRequest,
} from '#shared/partners.ts';
import { listingState } from '#shared/account.ts';
import { AppError } from '#shared/errors.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  partnerApplications,
  partnerPayoutAccounts,
  profiles,
  user,
  vendors,
  venues,
} from '../../db/schema/index.ts';
import { recordAudit } from '../../db/audit.ts';
import { addPartnerRole } from './add-partner-role.ts';
import { inListingTransaction, settlePendingListings, type ListingWriter } from '../listings/index.ts';

type ApplicationRow = typeof partnerApplications.$inferSelect;

const OPEN: ApplicationStatus[] = ['pending', 'needs_info'];

function toOwn(row: ApplicationRow): OwnApplication {
  return {
    id: row.id,
    partnerType: row.partnerType,
    businessName: row.businessName,
    status: row.status,
    reviewNotes: row.reviewNotes,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    details: row.details,
  };
}

/**
 * Submits (or resubmits, after a request for more information) the viewer's application for a partner type. A
 * resubmission clears the last review; the audit log keeps what the reviewer asked.
 */
export async function submitApplication(
  db: Db,
  userId: string,
  request: PartnerApplicationRequest,
  now = new Date(),
): Promise<OwnApplication> {
  const { partnerType, businessName, ...details } = request;
  const [approved] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(
      and(
        eq(partnerApplications.userId, userId),
        eq(partnerApplications.partnerType, partnerType),
        eq(partnerApplications.status, 'approved'),
      ),
    );
  if (approved) throw new AppError('ALREADY_APPROVED', PARTNER_MESSAGES.alreadyApproved, 409);
  // The role and an open application (a new one after a rejection).
  await addPartnerRole(db, userId, partnerType, businessName);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(partnerApplications)
      .set({ businessName, details, status: 'pending', submittedAt: now, reviewNotes: null, reviewedAt: null })
      .where(
        and(
          eq(partnerApplications.userId, userId),
          eq(partnerApplications.partnerType, partnerType),
          inArray(partnerApplications.status, OPEN),
        ),
      )
      .returning();
    await tx
      .update(profiles)
      .set({
        businessName,
        businessAddress: `${details.businessAddress}, ${details.city}, ${details.state}`,
        phone: details.phone,
        businessLicense: details.businessLicense ?? null,
        taxId: details.taxId ?? null,
        applicationStatus: 'pending',
      })
      .where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actorId: userId,
      action: 'application.submitted',
      subjectType: 'partner_application',
      subjectId: row!.id,
      details: { partnerType },
    });
    return toOwn(row!);
  });
}

export async function ownApplications(db: Db, userId: string): Promise<OwnApplication[]> {
  const rows = await db
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.userId, userId))
    .orderBy(desc(partnerApplications.submittedAt));
  return rows.map(toOwn);
}

/** How many listings of the type the applicant has, and whether their payouts are connected. */
async function applicantFacts(db: Db, rows: ApplicationRow[]) {
  const userIds = [...new Set(rows.map((r) => r.userId))];
  if (userIds.length === 0)
    return { people: new Map(), listings: new Map<string, number>(), payouts: new Set<string>() };
  const [people, venueCounts, vendorCounts, payouts] = await Promise.all([
    db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, userIds)),
    db
      .select({ userId: venues.userId, n: count() })
      .from(venues)
      .where(inArray(venues.userId, userIds))
      .groupBy(venues.userId),
    db
      .select({ userId: vendors.userId, n: count() })
      .from(vendors)
      .where(inArray(vendors.userId, userIds))
      .groupBy(vendors.userId),
    db
      .select({ userId: partnerPayoutAccounts.userId })
      .from(partnerPayoutAccounts)
      .where(and(inArray(partnerPayoutAccounts.userId, userIds), eq(partnerPayoutAccounts.payoutsEnabled, true))),
  ]);
  const listings = new Map<string, number>();
  for (const [type, counts] of [
    ['venue', venueCounts],
    ['vendor', vendorCounts],
  ] as const)
    for (const c of counts) listings.set(`${c.userId}|${type}`, c.n);
  return { people: new Map(people.map((p) => [p.id, p])), listings, payouts: new Set(payouts.map((p) => p.userId)) };
}

function summarise(row: ApplicationRow, facts: Awaited<ReturnType<typeof applicantFacts>>): ApplicationSummary {
  const { details: _details, ...own } = toOwn(row);
  const person = facts.people.get(row.userId) as { id: string; name: string; email: string } | undefined;
  return {
    ...own,
    applicant: person ?? { id: row.userId, name: 'Unknown', email: '' },
    listings: facts.listings.get(`${row.userId}|${row.partnerType}`) ?? 0,
    payoutsConnected: facts.payouts.has(row.userId),
  };
}

/** The review queue: oldest submissions first for open statuses (fair), newest first otherwise. */
export async function listApplications(
  db: Db,
  query: { status: ApplicationStatus | 'all'; type?: PartnerType; q?: string; page: number },
): Promise<{ applications: ApplicationSummary[]; total: number; nextPage: number | null }> {
  const conditions: (SQL | undefined)[] = [
    query.status === 'all' ? undefined : eq(partnerApplications.status, query.status),
    query.type ? eq(partnerApplications.partnerType, query.type) : undefined,
  ];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(partnerApplications.businessName, like), ilike(user.name, like), ilike(user.email, like)));
  }
  const where = and(...conditions);
  const oldestFirst = query.status === 'pending' || query.status === 'needs_info';
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: partnerApplications })
      .from(partnerApplications)
      .innerJoin(user, eq(user.id, partnerApplications.userId))
      .where(where)
      .orderBy(
        oldestFirst ? partnerApplications.submittedAt : desc(partnerApplications.submittedAt),
        partnerApplications.id,
      )
      .limit(APPLICATIONS_PAGE_SIZE + 1)
      .offset((query.page - 1) * APPLICATIONS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(partnerApplications)
      .innerJoin(user, eq(user.id, partnerApplications.userId))
      .where(where),
  ]);
  const shown = rows.slice(0, APPLICATIONS_PAGE_SIZE).map((r) => r.application);
  const facts = await applicantFacts(db, shown);
  return {
    applications: shown.map((row) => summarise(row, facts)),
    total: total?.n ?? 0,
    nextPage: rows.length > APPLICATIONS_PAGE_SIZE ? query.page + 1 : null,
  };
}

export async function applicationDetail(db: Db, id: string): Promise<ApplicationDetail | null> {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
  if (!row) return null;
  const table = row.partnerType === 'venue' ? venues : vendors;
  const [facts, listings, history] = await Promise.all([
    applicantFacts(db, [row]),
    db
      .select({
        id: table.id,
        name: table.name,
        approvalStatus: table.approvalStatus,
        isActive: table.isActive,
        status: table.status,
      })
      .from(table)
      .where(eq(table.userId, row.userId)),
    db
      .select({ action: auditLog.action, actor: user.name, details: auditLog.details, at: auditLog.createdAt })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(and(eq(auditLog.subjectType, 'partner_application'), eq(auditLog.subjectId, id)))
      .orderBy(auditLog.createdAt, auditLog.id),
  ]);
  return {
    ...summarise(row, facts),
    details: row.details,
    listingsDetail: listings.map((l) => ({ id: l.id, name: l.name, kind: row.partnerType, state: listingState(l) })),
    history: history.map((h) => ({
      action: h.action,
      actor: h.actor ?? 'Someone',
      notes: typeof h.details.reason === 'string' ? h.details.reason : null,
      at: h.at.toISOString(),
    })),
  };
}

const DECIDED_STATUS: Record<ApplicationDecision['decision'], ApplicationStatus> = {
  approve: 'approved',
  reject: 'rejected',
  needs_info: 'needs_info',
};

/**
 * An admin decides an open application; an approval or rejection settles the applicant's pending listings of the type
 * in the same transaction. Returns the decided row (for the applicant's mail).
 */
export async function decideApplication(
  writer: ListingWriter,
  adminId: string,
  id: string,
  decision: ApplicationDecision,
  now = new Date(),
): Promise<ApplicationRow> {
  return inListingTransaction(writer, async (t) => {
    const { tx } = t;
    const [row] = await tx.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', PARTNER_MESSAGES.notFound, 404);
    if (!OPEN.includes(row.status)) throw new AppError('ALREADY_DECIDED', PARTNER_MESSAGES.alreadyDecided, 409);
    const status = DECIDED_STATUS[decision.decision];
    const [decided] = await tx
      .update(partnerApplications)
      .set({ status, reviewerId: adminId, reviewNotes: decision.reason ?? null, reviewedAt: now })
      .where(eq(partnerApplications.id, id))
      .returning();
    await tx.update(profiles).set({ applicationStatus: status }).where(eq(profiles.id, row.userId));
    // Approved listings go live (payouts wait for a connected account), rejected ones stay off.
    if (status === 'approved' || status === 'rejected')
      await settlePendingListings(t, row.userId, row.partnerType, status);
    await recordAudit(tx, {
      actorId: adminId,
      action: `application.${status}`,
      subjectType: 'partner_application',
      subjectId: id,
      details: decision.reason ? { reason: decision.reason } : {},
    });
    return decided!;
  });
}
