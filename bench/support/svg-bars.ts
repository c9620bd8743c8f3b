// A horizontal bar chart as plain SVG text, for docs/benchmarks.md: one bar a row, an optional target line.

export interface Bar {
  label: string;
  value: number;
  /** Shown at the end of the bar; the value by default. */
  text?: string;
  /** Drawn in the miss colour. */
  miss?: boolean;
}

export interface BarChart {
  title: string;
  unit: string;
  bars: Bar[];
  /** A vertical line at this value, labelled. */
  target?: { value: number; label: string };
  /** The axis ends here at least (e.g. 100 for scores). */
  max?: number;
  /** A logarithmic axis from this value (for figures that span orders of magnitude). */
  logFrom?: number;
}

const ROW = 22;
const LABEL_WIDTH = 300;
const PLOT_WIDTH = 420;
const TOP = 34;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function barChart({ title, unit, bars, target, max, logFrom }: BarChart): string {
  const top = Math.max(max ?? 0, target?.value ?? 0, ...bars.map((b) => (Number.isFinite(b.value) ? b.value : 0))) || 1;
  const share = logFrom
    ? (value: number) => Math.max(0, Math.log10(Math.max(value, logFrom) / logFrom) / Math.log10(top / logFrom))
    : (value: number) => Math.max(0, value) / top;
  const x = (value: number) => LABEL_WIDTH + share(value) * PLOT_WIDTH;
  const height = TOP + bars.length * ROW + 28;
  const width = LABEL_WIDTH + PLOT_WIDTH + 110;
  const rows = bars.map((bar, i) => {
    const y = TOP + i * ROW;
    const value = Number.isFinite(bar.value) ? bar.value : 0;
    return [
      `<text x="${LABEL_WIDTH - 8}" y="${y + 15}" text-anchor="end">${escape(bar.label)}</text>`,
      `<rect x="${LABEL_WIDTH}" y="${y + 3}" width="${(x(value) - LABEL_WIDTH).toFixed(1)}" height="${ROW - 6}" fill="${bar.miss ? '#d9534f' : '#2e7d6b'}"/>`,
      `<text x="${(x(value) + 6).toFixed(1)}" y="${y + 15}">${escape(bar.text ?? String(bar.value))}</text>`,
    ].join('');
  });
  const targetLine = target
    ? `<line x1="${x(target.value).toFixed(1)}" x2="${x(target.value).toFixed(1)}" y1="${TOP - 4}" y2="${TOP + bars.length * ROW}" stroke="#333" stroke-dasharray="4 3"/>` +
      `<text x="${x(target.value).toFixed(1)}" y="${TOP + bars.length * ROW + 16}" text-anchor="middle">${escape(target.label)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12" fill="#222">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="20" font-size="14" font-weight="bold">${escape(title)} (${escape(unit)}${logFrom ? ', log scale' : ''})</text>`,
    ...rows,
    targetLine,
    '</svg>',
    '',
  ].join('\n');
}
