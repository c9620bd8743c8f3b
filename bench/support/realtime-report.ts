// The figures of a realtime run, put together from the load clients' reports: counts, exact percentiles, what the
// server carried, and the verdicts against the requirement's targets; and the table the run prints.
import { cpus } from 'node:os';
import { percentile } from './load.ts';
import type { RunReport } from './realtime-protocol.ts';
import { ms, percent, table, thousands } from './report-format.ts';

export interface RunSettings {
  instances: number;
  clients: number;
  offeredPerSecond: number;
  durationS: number;
  warmupS: number;
  graceS: number;
  p99TargetMs: number;
  /** Below this share of the offered messages stored, the latency figures describe a lighter load than asked. */
  minCarriedShare: number;
}

export interface Spread {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface Summary {
  sent: number;
  stored: number;
  delivered: number;
  /** Stored, but not received within the grace period. */
  lost: number;
  unanswered: number;
  refusals: Record<string, number>;
  /** Answered 201 and received per second during the measured window, whenever sent: what the server carried. */
  storedPerSecond: number;
  deliveredPerSecond: number;
  /** Over every message sent in the window; one never received counts as slower than all (Infinity). */
  delivery: Spread;
  /** Over every answered POST. */
  answer: Spread;
  framesPerSecond: number;
  socketsClosed: number;
  clientCpuCores: number[];
}

/** Per server instance: memory and CPU read from /proc by the bench. */
export interface InstanceFigures {
  port: number;
  rssIdleMb: number | null;
  rssConnectedMb: number | null;
  rssPeakMb: number | null;
  rssAfterMb: number | null;
  /** CPU seconds per second of the measured window (1 = one core busy). */
  cpuCores: number | null;
}

export interface MachineFigures {
  /** Share of all CPUs busy during the measured window. */
  busy: number | null;
  /** Cores used by the local PostgreSQL's processes (null when not on PostgreSQL, or it runs elsewhere). */
  postgresCores: number | null;
  /** Cores busy with anything but the servers, the load clients, PostgreSQL and the bench: another job disturbed the run. */
  otherCores: number | null;
}

export interface Verdict {
  target: string;
  figure: string;
  pass: boolean;
  note: string;
}

/** Exact percentiles of `values`, padded with Infinity up to `count` (the messages that never arrived). */
function spread(values: number[], count = values.length): Spread {
  const sorted = new Float64Array(count).fill(Infinity);
  sorted.set(values);
  sorted.sort();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : NaN,
  };
}

export function summarise(reports: RunReport[], settings: RunSettings): Summary {
  const add = (pick: (r: RunReport) => number) => reports.reduce((sum, r) => sum + pick(r), 0);
  const refusals: Record<string, number> = {};
  for (const r of reports)
    for (const [kind, n] of Object.entries(r.refusals)) refusals[kind] = (refusals[kind] ?? 0) + n;
  const sent = add((r) => r.sent);
  return {
    sent,
    stored: add((r) => r.stored),
    delivered: add((r) => r.delivered),
    lost: add((r) => r.lost),
    unanswered: add((r) => r.unanswered),
    refusals,
    storedPerSecond: add((r) => r.storedInWindow) / settings.durationS,
    deliveredPerSecond: add((r) => r.deliveredInWindow) / settings.durationS,
    delivery: spread(
      reports.flatMap((r) => r.deliveryMs),
      sent,
    ),
    answer: spread(reports.flatMap((r) => r.answerMs)),
    framesPerSecond: add((r) => r.framesInWindow) / settings.durationS,
    socketsClosed: add((r) => r.socketsClosed),
    clientCpuCores: reports.map((r) => r.cpuSeconds / settings.durationS),
  };
}

export function verdicts(s: Summary, settings: RunSettings): Verdict[] {
  const { p99TargetMs, offeredPerSecond, minCarriedShare } = settings;
  const carried = s.storedPerSecond / offeredPerSecond;
  const refused = Object.values(s.refusals).reduce((a, b) => a + b, 0);
  const p99Pass = s.delivery.p99 < p99TargetMs;
  return [
    {
      target: `delivery p99 < ${p99TargetMs} ms (${settings.instances === 1 ? 'one instance' : 'across two instances'})`,
      figure: `${ms(s.delivery.p99)} ms`,
      pass: p99Pass,
      note: p99Pass
        ? ''
        : Number.isFinite(s.delivery.p99)
          ? `${(s.delivery.p99 / p99TargetMs).toFixed(1)}x the target`
          : `over 1% of the messages never arrived within ${settings.graceS} s`,
    },
    {
      target: `offered load carried: >= ${minCarriedShare * 100}% of ${thousands(offeredPerSecond)} msg/s stored`,
      figure: `${thousands(s.storedPerSecond)} msg/s (${percent(carried)})`,
      pass: carried >= minCarriedShare,
      note: carried >= minCarriedShare ? '' : 'the server saturated below the offered rate',
    },
    {
      target: 'every message sent is delivered',
      figure: `${thousands(s.delivered)} of ${thousands(s.sent)}`,
      pass: s.delivered === s.sent,
      note:
        s.delivered === s.sent
          ? ''
          : `${thousands(s.lost)} stored but not received, ${thousands(s.unanswered)} unanswered, ${thousands(refused)} refused`,
    },
  ];
}

export function figuresTable(
  s: Summary,
  instances: InstanceFigures[],
  machine: MachineFigures,
  settings: RunSettings,
): string {
  const errors =
    Object.entries(s.refusals)
      .map(([kind, n]) => `${kind}: ${n}`)
      .join(', ') || '0';
  const mb = (value: number | null) => (value === null ? '?' : `${thousands(value)} MB`);
  const spreadOf = (x: Spread) => `${ms(x.p50)} / ${ms(x.p95)} / ${ms(x.p99)} / ${ms(x.max)} ms`;
  const rows: string[][] = [
    ['messages sent (measured window)', thousands(s.sent)],
    ['stored (201 or sent)', thousands(s.stored)],
    ['delivered to the other participant', thousands(s.delivered)],
    ['stored, not received within the grace period', thousands(s.lost)],
    ['unanswered at the end', thousands(s.unanswered)],
    ['refused (status or code), network errors', errors],
    [
      'server carried (window, any send time)',
      `${thousands(s.storedPerSecond)} stored/s, ${thousands(s.deliveredPerSecond)} delivered/s of ${thousands(settings.offeredPerSecond)}/s offered`,
    ],
    ['delivery p50 / p95 / p99 / max', spreadOf(s.delivery)],
    ['send answered p50 / p95 / p99 / max', spreadOf(s.answer)],
    ['frames received by all sockets (window)', `${thousands(s.framesPerSecond)}/s`],
    ['sockets closed during the run', thousands(s.socketsClosed)],
  ];
  for (const [i, f] of instances.entries()) {
    const name = instances.length > 1 ? `server ${i + 1}` : 'server';
    rows.push([`${name} CPU (measured window)`, f.cpuCores === null ? '?' : `${f.cpuCores.toFixed(2)} cores`]);
    rows.push([
      `${name} RSS idle / sockets open / peak / after`,
      `${mb(f.rssIdleMb)} / ${mb(f.rssConnectedMb)} / ${mb(f.rssPeakMb)} / ${mb(f.rssAfterMb)}`,
    ]);
  }
  rows.push([
    `load clients CPU (${settings.clients} processes)`,
    `${s.clientCpuCores.map((c) => c.toFixed(2)).join(' + ')} cores`,
  ]);
  const cores = (value: number | null) => (value === null ? '?' : `${value.toFixed(2)} cores`);
  if (machine.postgresCores !== null) rows.push(['PostgreSQL CPU (measured window)', cores(machine.postgresCores)]);
  rows.push(['machine CPU busy (measured window)', `${percent(machine.busy)} of ${cpus().length} CPUs`]);
  rows.push(['other work on the machine (measured window)', cores(machine.otherCores)]);
  return table(['figure', 'value'], rows);
}
