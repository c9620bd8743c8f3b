// /admin/performance (admin guard): how fast the site was for real visitors (GET /api/admin/performance): each web
// vital's 75th percentile against the §9 good and poor thresholds and budgets, over time; long tasks, slow resources, memory
// warnings and client errors per period; the slowest resources and the latest errors.
import { useState } from 'react';
import { Gauge } from 'lucide-react';
import type { PerformanceMetrics } from '#shared/admin-metrics.ts';
import { judgeBudget, rateVital, type VitalName } from '#shared/web-vitals.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { TrendChart } from '../../components/charts/trend-chart.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDate, formatDay, formatInteger } from '../../lib/format.ts';
import { RangeSelect } from '../../components/charts/range-select.tsx';
import { usePerformanceMetrics } from './api.ts';

type Vital = PerformanceMetrics['vitals'][number];

const RATING_BADGES = {
  good: { label: 'Good', tone: 'success' },
  'needs-improvement': { label: 'Needs improvement', tone: 'gold' },
  poor: { label: 'Poor', tone: 'danger' },
} as const;

/** CLS has no unit; the others are milliseconds. */
const formatVital = (name: string, value: number) =>
  name === 'CLS' ? value.toFixed(2) : `${formatInteger(Math.round(value))} ms`;

function VitalCard({ vital, label }: { vital: Vital; label: (start: string) => string }) {
  const rating = vital.p75 === null ? null : RATING_BADGES[rateVital(vital.name as VitalName, vital.p75)];
  const judged = vital.p75 === null ? null : judgeBudget(vital.name as VitalName, vital.p75);
  const isScore = vital.name === 'CLS';
  return (
    <TrendChart
      title={`${vital.name} · p75 ${vital.p75 === null ? 'not measured' : formatVital(vital.name, vital.p75)}`}
      aside={
        <span className="flex items-center gap-2">
          {formatInteger(vital.samples)} visits
          {rating ? (
            <Badge tone={rating.tone} size="sm">
              {rating.label}
            </Badge>
          ) : null}
          {judged ? (
            <Badge tone={judged.met ? 'success' : 'danger'} size="sm">
              {judged.met ? 'Within budget' : 'Over budget'} ({formatVital(vital.name, judged.budget)})
            </Badge>
          ) : null}
        </span>
      }
      kind="area"
      height={180}
      data={vital.series}
      x={(p) => label(p.start)}
      decimals={isScore}
      format={(v) => (isScore ? v.toFixed(2) : formatInteger(Math.round(v)))}
      series={[
        {
          key: 'p75',
          label: isScore ? `${vital.name} p75` : `${vital.name} p75 (ms)`,
          color: 'var(--color-ember-500)',
        },
      ]}
      references={[
        { value: vital.good, label: 'good', color: 'var(--color-lagoon-600)' },
        { value: vital.poor, label: 'poor', color: 'var(--color-danger)' },
      ]}
    />
  );
}

function Report({ data }: { data: PerformanceMetrics }) {
  const label = (start: string) => formatDay(start, data.bucket === 'month');
  const measured =
    data.vitals.some((v) => v.samples > 0) ||
    data.events.some((e) => e.longTasks + e.slowResources + e.memoryWarnings + e.errors > 0);
  if (!measured) {
    return (
      <Card>
        <EmptyState
          icon={<Gauge />}
          title="No visits measured in this period"
          description="Browsers send their web vitals, slow resources and errors as people use the site; they appear here."
        />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="vitals-title" className="flex flex-col gap-4">
        <h2 id="vitals-title" className="text-xl font-bold text-ink">
          Web vitals
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {data.vitals.map((vital) => (
            <VitalCard key={vital.name} vital={vital} label={label} />
          ))}
        </div>
      </section>
      <section aria-labelledby="events-title" className="flex flex-col gap-4">
        <h2 id="events-title" className="text-xl font-bold text-ink">
          Long tasks, slow resources, memory and errors
        </h2>
        <TrendChart
          title="Events per period"
          data={data.events}
          x={(p) => label(p.start)}
          series={[
            { key: 'longTasks', label: 'Long tasks (over 50 ms)', color: 'var(--color-dusk-500)' },
            { key: 'slowResources', label: 'Slow resources (over 1 s)', color: 'var(--color-gold-500)' },
            { key: 'memoryWarnings', label: 'Memory above 80%', color: 'var(--color-lagoon-500)' },
            { key: 'errors', label: 'Client errors', color: 'var(--color-ember-500)' },
          ]}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-left text-[0.9375rem]">
              <caption className="px-5 pt-4 text-left text-base font-bold text-ink">Slowest resources</caption>
              <thead className="text-sm text-muted">
                <tr className="border-b border-line">
                  <th scope="col" className="px-5 py-2 font-semibold">
                    Resource
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Times
                  </th>
                  <th scope="col" className="px-5 py-2 text-right font-semibold">
                    p75
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {data.slowestResources.length === 0 ? (
                  <tr>
                    <td colSpan={3} className="px-5 py-3 text-sm text-muted">
                      No resource took over a second.
                    </td>
                  </tr>
                ) : (
                  data.slowestResources.map((r) => (
                    <tr key={r.name} className="border-b border-line last:border-0">
                      <th
                        scope="row"
                        className="max-w-0 truncate px-5 py-2.5 font-mono text-sm font-normal"
                        title={r.name}
                      >
                        {r.name}
                      </th>
                      <td className="px-3 py-2.5 text-right">{formatInteger(r.count)}</td>
                      <td className="px-5 py-2.5 text-right">{formatInteger(Math.round(r.p75))} ms</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </Card>
          <Card className="p-5">
            <h3 className="text-base font-bold text-ink">Latest client errors</h3>
            {data.recentErrors.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No errors reported.</p>
            ) : (
              <ul className="mt-2 flex flex-col divide-y divide-line text-sm">
                {data.recentErrors.map((e, i) => (
                  <li key={`${e.at}-${i}`} className="py-2">
                    <p className="font-semibold text-ink">
                      {e.name}: <span className="font-normal">{e.message}</span>
                    </p>
                    <p className="text-muted">
                      {e.path ?? 'unknown page'} · {formatDate(e.at)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </section>
    </div>
  );
}

export function AdminPerformancePage() {
  const [days, setDays] = useState(7);
  const metrics = usePerformanceMetrics(days);
  return (
    <PageFrame
      title="Performance"
      eyebrow="Admin"
      icon={Gauge}
      description="Speed and errors as real visitors experienced them, against the web-vitals thresholds."
      actions={<RangeSelect days={days} onChange={setDays} />}
    >
      {metrics.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : metrics.isError ? (
        <LoadErrorCard
          title="We couldn't load the performance figures"
          error={metrics.error}
          onRetry={() => void metrics.refetch()}
          retrying={metrics.isRefetching}
          headingLevel="h2"
        />
      ) : (
        <div aria-busy={metrics.isFetching}>
          <Report data={metrics.data} />
        </div>
      )}
    </PageFrame>
  );
}
