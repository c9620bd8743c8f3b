// How fast the site was for real visitors, from the events their browsers sent (POST /api/analytics and
// /api/errors): each web vital's 75th percentile overall and per period against the §9 thresholds, long tasks,
// slow resources, memory warnings and client errors per period, the slowest resources and the latest errors.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PerformanceMetrics } from '#shared/admin-metrics.ts';
import { PERFORMANCE } from '#shared/constants.ts';
import { bucketFor, bucketStarts } from '#shared/time-buckets.ts';
import { VITAL_NAMES, VITAL_THRESHOLDS } from '#shared/web-vitals.ts';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
const SLOWEST_SHOWN = 8;
const ERRORS_SHOWN = 20;

export async function performanceMetrics(db: Db, days: number, now = new Date()): Promise<PerformanceMetrics> {
  const today = now.toISOString().slice(0, 10);
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS);
  const bucket = bucketFor(days);
  // The bucket is one of three fixed words, never user text.
  const start = sql<string>`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${analyticsEvents.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const p75 = sql<number | null>`percentile_cont(0.75) WITHIN GROUP (ORDER BY ${analyticsEvents.value})`;
  const recent = gte(analyticsEvents.createdAt, since);
  const vital = and(recent, eq(analyticsEvents.kind, 'web_vital'));

  const [overall, perPeriod, counts, slowest, errors] = await Promise.all([
    db
      .select({ name: analyticsEvents.name, p75, samples: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(vital)
      .groupBy(analyticsEvents.name),
    db
      .select({ name: analyticsEvents.name, start, p75 })
      .from(analyticsEvents)
      .where(vital)
      .groupBy(analyticsEvents.name, start),
    db
      .select({
        start,
        longTasks: sql<number>`count(*) FILTER (WHERE ${analyticsEvents.kind} = 'long_task')::int`,
        slowResources: sql<number>`count(*) FILTER (WHERE ${analyticsEvents.kind} = 'slow_resource')::int`,
        memoryWarnings: sql<number>`count(*) FILTER (WHERE ${analyticsEvents.kind} = 'memory' AND ${analyticsEvents.value} > ${PERFORMANCE.memoryWarnRatio})::int`,
        errors: sql<number>`count(*) FILTER (WHERE ${analyticsEvents.kind} = 'client_error')::int`,
      })
      .from(analyticsEvents)
      .where(and(recent, inArray(analyticsEvents.kind, ['long_task', 'slow_resource', 'memory', 'client_error'])))
      .groupBy(start),
    db
      .select({
        name: sql<string>`coalesce(${analyticsEvents.name}, '')`,
        count: sql<number>`count(*)::int`,
        p75: sql<number>`percentile_cont(0.75) WITHIN GROUP (ORDER BY ${analyticsEvents.value})`,
      })
      .from(analyticsEvents)
      .where(and(recent, eq(analyticsEvents.kind, 'slow_resource')))
      .groupBy(analyticsEvents.name)
      .orderBy(desc(sql`percentile_cont(0.75) WITHIN GROUP (ORDER BY ${analyticsEvents.value})`))
      .limit(SLOWEST_SHOWN),
    db
      .select({
        name: analyticsEvents.name,
        payload: analyticsEvents.payload,
        path: analyticsEvents.path,
        at: analyticsEvents.createdAt,
      })
      .from(analyticsEvents)
      .where(and(recent, eq(analyticsEvents.kind, 'client_error')))
      .orderBy(desc(analyticsEvents.createdAt))
      .limit(ERRORS_SHOWN),
  ]);

  const starts = bucketStarts(today, days);
  return {
    days,
    bucket,
    vitals: VITAL_NAMES.map((name) => {
      const all = overall.find((row) => row.name === name);
      return {
        name,
        p75: all?.p75 === null || all?.p75 === undefined ? null : Number(all.p75),
        samples: all?.samples ?? 0,
        good: VITAL_THRESHOLDS[name].good,
        poor: VITAL_THRESHOLDS[name].poor,
        series: starts.map((s) => {
          const point = perPeriod.find((row) => row.name === name && row.start === s);
          return { start: s, p75: point?.p75 === null || point?.p75 === undefined ? null : Number(point.p75) };
        }),
      };
    }),
    events: starts.map((s) => {
      const row = counts.find((c) => c.start === s);
      return {
        start: s,
        longTasks: row?.longTasks ?? 0,
        slowResources: row?.slowResources ?? 0,
        memoryWarnings: row?.memoryWarnings ?? 0,
        errors: row?.errors ?? 0,
      };
    }),
    slowestResources: slowest.map((row) => ({ name: row.name, count: row.count, p75: Number(row.p75) })),
    recentErrors: errors.map((row) => ({
      name: row.name ?? 'Error',
      message: typeof row.payload.message === 'string' ? row.payload.message : '',
      path: row.path,
      at: row.at.toISOString(),
    })),
  };
}
