// A figure over time (bars or lines) with recharts, described for screen readers by the same figures as a table.
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';

export interface TrendSeries<Point> {
  key: keyof Point & string;
  label: string;
  /** A CSS colour, usually a theme variable. */
  color: string;
}

export interface TrendChartProps<Point> {
  title: string;
  data: Point[];
  /** The point's label on the x axis and in the table. */
  x: (point: Point) => string;
  series: TrendSeries<Point>[];
  kind?: 'bar' | 'area';
  format?: (value: number) => string;
  /** Drawn in the corner, e.g. the period's total. */
  aside?: ReactNode;
  height?: number;
  /** Fractions on the value axis (e.g. a layout-shift score); whole numbers otherwise. */
  decimals?: boolean;
  /** Dashed lines across the chart, e.g. a threshold; the axis stretches to show them. */
  references?: Array<{ value: number; label: string; color: string }>;
}

const axis = { fontSize: 12, fill: 'var(--color-muted)' };

export function TrendChart<Point extends object>({
  title,
  data,
  x,
  series,
  kind = 'bar',
  format = String,
  aside,
  height = 240,
  decimals = false,
  references = [],
}: TrendChartProps<Point>) {
  const rows = data.map((point) => ({ label: x(point), ...point }));
  const value = (point: Point, key: string) => {
    const v = (point as Record<string, unknown>)[key];
    return v === null || v === undefined ? null : Number(v);
  };
  const tooltip = (
    <Tooltip
      formatter={(v) => format(Number(v))}
      contentStyle={{ borderRadius: 12, border: '1px solid var(--color-line)', background: 'var(--color-surface)' }}
      cursor={{ fill: 'var(--color-ember-50)' }}
    />
  );
  const shared = (
    <>
      <CartesianGrid vertical={false} stroke="var(--color-line)" />
      <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={false} minTickGap={16} />
      <YAxis
        tick={axis}
        tickLine={false}
        axisLine={false}
        width={56}
        tickFormatter={(v: number) => format(v)}
        allowDecimals={decimals}
      />
      {tooltip}
      {series.length > 1 ? <Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} /> : null}
      {references.map((r) => (
        <ReferenceLine
          key={r.label}
          y={r.value}
          ifOverflow="extendDomain"
          stroke={r.color}
          strokeDasharray="4 4"
          label={{ value: r.label, position: 'insideTopRight', fontSize: 11, fill: r.color }}
        />
      ))}
    </>
  );
  return (
    <figure className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <figcaption className="text-base font-bold text-ink">{title}</figcaption>
        {aside ? <div className="text-sm text-muted">{aside}</div> : null}
      </div>
      <div aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height={height}>
          {kind === 'bar' ? (
            <BarChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
              {shared}
              {series.map((s) => (
                <Bar
                  key={s.key}
                  dataKey={(row: Point) => value(row, s.key)}
                  name={s.label}
                  fill={s.color}
                  radius={[6, 6, 0, 0]}
                  maxBarSize={36}
                />
              ))}
            </BarChart>
          ) : (
            <AreaChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
              {shared}
              {series.map((s) => (
                <Area
                  key={s.key}
                  type="monotone"
                  dataKey={(row: Point) => value(row, s.key)}
                  name={s.label}
                  stroke={s.color}
                  fill={s.color}
                  fillOpacity={0.15}
                  strokeWidth={2}
                  dot={{ r: 2.5, fill: s.color }}
                />
              ))}
            </AreaChart>
          )}
        </ResponsiveContainer>
      </div>
      {/* Wrapped, not asChild: a table ignores the 1px width and would widen the page. */}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((point, i) => (
              <tr key={i}>
                <th scope="row">{x(point)}</th>
                {series.map((s) => (
                  <td key={s.key}>{value(point, s.key) === null ? 'no data' : format(value(point, s.key)!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
