// The long tests' figures, printed as plain tables that can go into docs/benchmarks.md as they are.
import { ms, table, thousands } from '../../../bench/support/report-format.ts';
import type { Outcomes } from './steady.ts';

/** A titled two-column table: what was measured, and its figure. */
export function printFigures(title: string, rows: [string, string][]): void {
  console.log(`\n${title}\n${table(['figure', 'value'], rows)}`);
}

/** Calls, failures and answer times of each kind of request. */
export function printRequests(title: string, outcomes: Outcomes, kinds: string[]): void {
  const body = kinds.map((kind) => {
    const s = outcomes.summary(kind);
    const errors = Object.entries(s.errors)
      .map(([what, n]) => `${what} x${n}`)
      .join(', ');
    return [kind, thousands(s.calls), thousands(s.failed), ms(s.p50), ms(s.p99), ms(s.max), errors || '-'];
  });
  console.log(`\n${title}\n${table(['requests', 'calls', 'failed', 'p50 ms', 'p99 ms', 'max ms', 'failures'], body)}`);
}
