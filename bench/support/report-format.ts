// Plain-text figures and tables for the benchmarks' console reports.

/** One target of an issue against the figure a run measured; every results file lists its own (bench/report.ts). */
export interface Verdict {
  target: string;
  figure: string;
  pass: boolean;
  note: string;
}

/** Milliseconds: two decimals below 10, one above; 'never' for a message that never arrived (Infinity). */
export const ms = (value: number) =>
  Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : value === Infinity ? 'never' : '-';
export const seconds = (millis: number) => `${(millis / 1000).toFixed(1)} s`;
export const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
export const percent = (share: number | null, digits = 0) =>
  share === null ? '?' : `${(share * 100).toFixed(digits)}%`;

/** Columns padded to their widest cell: the first to the left, the others to the right. */
export function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Figures to 3 decimals, so a results file stays small and readable. */
export function roundAll<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1000) / 1000 : v,
    ),
  ) as T;
}
