// How a money job takes a row before it calls the provider (a balance to charge, a security deposit to hold): the
// row goes from waiting to working under a lease, counting a new attempt, so only one scheduler of all instances
// gets it; a row left working by a scheduler whose lease lapsed (it crashed or the provider never answered) is taken
// again as the same attempt, so the provider's key is the same and nothing is charged twice.
import { and, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface LeasedColumns {
  status: PgColumn;
  attempts: PgColumn;
  leaseUntil: PgColumn;
}

interface LeaseStates<Working extends string> {
  waiting: string;
  working: Working;
}

/** Rows to take now: waiting and due by `dueAt`, or working with a lapsed lease. */
export function takeable(
  table: LeasedColumns,
  dueAt: PgColumn,
  states: LeaseStates<string>,
  now: Date,
): SQL | undefined {
  return or(
    and(eq(table.status, states.waiting), lte(dueAt, now)),
    and(eq(table.status, states.working), lte(table.leaseUntil, now)),
  );
}

/** What taking a row writes: working under a lease of `leaseMs`, a new attempt unless the row is resumed. */
export function leased<Working extends string>(
  table: LeasedColumns,
  states: LeaseStates<Working>,
  now: Date,
  leaseMs: number,
) {
  return {
    status: states.working,
    attempts: sql<number>`CASE WHEN ${table.status} = ${states.waiting} THEN ${table.attempts} + 1 ELSE ${table.attempts} END`,
    leaseUntil: new Date(now.getTime() + leaseMs),
  };
}
