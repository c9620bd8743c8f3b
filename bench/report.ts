// npm run bench:report: writes the latest figures of every harness (bench/results/*.json) into docs/benchmarks.md,
// between its "bench:generated" markers, with charts as SVG in docs/benchmarks/. `npm run bench` calls it last.
// The written analysis around the markers (causes, plans, history) is kept as it is.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { barChart } from './support/svg-bars.ts';
import type { Verdict } from './support/report-format.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = `${root}bench/results`;
const docPath = `${root}docs/benchmarks.md`;
const chartsDir = `${root}docs/benchmarks`;
const START = '<!-- bench:generated:start -->';
const END = '<!-- bench:generated:end -->';

interface Results {
  ranAt: string;
  targets?: Verdict[];
  [key: string]: unknown;
}

interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

interface ApiResults extends Results {
  load: { connections: number; durationS: number };
  runs: {
    database: string;
    listings: number;
    appRssMb: number | null;
    rows: { name: string; result: LoadFigures }[];
  }[];
}

interface LighthouseResults extends Results {
  runsPerPage: number;
  pages: { page: string; path: string; score: number; lcpMs: number; cls: number; tbtMs: number; scores: number[] }[];
}

interface PagesResults extends Results {
  rate: number;
  durationS: number;
  runsPerPage: number;
  cpus: number;
  loadAverageAtStart: string;
  loadAverageAtEnd: string;
  pages: {
    page: string;
    path: string;
    alone: { p50: number };
    ttfb: { p50: number; p95: number; p99: number };
    full: { p95: number };
    rps: number;
    appCores: number | null;
    machineBusy: number | null;
    ttfbP95s: number[];
  }[];
}

interface InteractionsResults extends Results {
  runs: number;
  cpus: number;
  loadAverageAtStart: string;
  loadAverageAtEnd: string;
  interactions: {
    interaction: string;
    inpMs: number;
    inputDelayMs: number;
    processingMs: number;
    presentationMs: number;
    presentationScriptMs: number;
    presentationLayoutMs: number;
    event: string;
    shownMs: number;
    inps: number[];
  }[];
}

interface StartupResults extends Results {
  cases: { name: string; firstOkMs: number; idleRssMb: number }[];
}

function readResults(): Map<string, Results> {
  const found = new Map<string, Results>();
  if (!existsSync(resultsDir)) return found;
  for (const file of readdirSync(resultsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    found.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(`${resultsDir}/${file}`, 'utf8')) as Results);
  }
  return found;
}

const day = (iso: string) => iso.slice(0, 10);
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** What the block in the doc shows that this machine did not measure, kept as it is. */
interface CarriedOver {
  /** Target rows, with the harness each belongs to. */
  rows: { harness: string; line: string }[];
  /** Detail sections ('### …') by harness. */
  sections: Map<string, string[]>;
}

// Prettier pads the table's cells after a report is written: a row may carry spaces after each cell.
const TARGET_ROW = /^\| ([a-z0-9-]+) +\| \d{4}-\d{2}-\d{2} +\| (.*?) +\| /;
const SECTION_HARNESS = /`npm run bench:([a-z]+)`/;

/**
 * bench/results is not committed, so a clone holds only the results of the harnesses it ran (and a harness run in part,
 * such as `bench:search -- --only http`, only some of its targets): the other figures stay as the block last showed them.
 */
function carriedOver(doc: string, all: Map<string, Results>): CarriedOver {
  const measured = (harness: string, target: string) =>
    all.get(harness)?.targets?.some((v) => cell(v.target) === target) ?? false;
  const carried: CarriedOver = { rows: [], sections: new Map() };
  if (!doc.includes(START) || !doc.includes(END)) return carried;
  const block = doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END));
  for (const line of block.split('\n')) {
    const [, harness, target] = TARGET_ROW.exec(line) ?? [];
    if (harness && target !== undefined && !measured(harness, target)) carried.rows.push({ harness, line });
  }
  for (const section of block.split(/\n(?=### )/).slice(1)) {
    const harness = SECTION_HARNESS.exec(section.split('\n', 1)[0] ?? '')?.[1];
    if (harness && !all.has(harness)) carried.sections.set(harness, section.trimEnd().split('\n').concat(''));
  }
  return carried;
}

function targetsSection(all: Map<string, Results>, carried: CarriedOver): string[] {
  const rows = [...carried.rows];
  for (const [name, results] of all) {
    for (const v of Array.isArray(results.targets) ? results.targets : []) {
      rows.push({
        harness: name,
        line: `| ${name} | ${day(results.ranAt)} | ${cell(v.target)} | ${cell(v.figure)} | ${v.pass ? 'PASS' : '**MISS**'} | ${cell(v.note)} |`,
      });
    }
  }
  // Array sort is stable: each harness keeps its rows in their order.
  rows.sort((a, b) => (a.harness < b.harness ? -1 : a.harness > b.harness ? 1 : 0));
  return [
    '| harness (results file) | ran | target | figure | | note |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => row.line),
  ];
}

function apiSection(api: ApiResults): string[] {
  const lines = [
    `### API matrix (\`npm run bench:api\`, ${day(api.ranAt)}; ${api.load.connections} connections, ${api.load.durationS} s a row)`,
    '',
    '![API requests a second by scenario, beside hello world](benchmarks/api.svg)',
    '',
  ];
  for (const run of api.runs) {
    const hello = run.rows[0]?.result.rps ?? NaN;
    lines.push(
      `${run.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${thousands(run.listings)} listings (app RSS after the run: ${run.appRssMb ?? '?'} MB):`,
      '',
    );
    lines.push('| scenario | req/s | × hello | p50 ms | p95 ms | p99 ms |', '|---|---:|---:|---:|---:|---:|');
    for (const { name, result: r } of run.rows) {
      lines.push(
        `| ${cell(name)} | ${thousands(r.rps)} | ${(r.rps / hello).toFixed(3)} | ${fixed(r.p50, 2)} | ${fixed(r.p95, 2)} | ${fixed(r.p99, 2)} |`,
      );
    }
    lines.push('');
  }
  return lines;
}

function apiChart(api: ApiResults): string {
  const bars = api.runs.flatMap((run) => {
    const hello = run.rows[0]?.result.rps ?? NaN;
    const where = `${run.database === 'pglite' ? 'PGlite' : 'Postgres'} ${run.listings / 1000}k`;
    return run.rows.map(({ name, result }) => ({
      label: `${where} · ${name.replace(/ \(.*\)$/, '')}`,
      value: result.rps,
      text: `${thousands(result.rps)}/s (${((result.rps / hello) * 100).toFixed(1)}%)`,
    }));
  });
  return barChart({
    title: 'Requests a second, and the share of hello world in the same run',
    unit: 'req/s',
    bars,
    logFrom: 10,
  });
}

function lighthouseSection(lh: LighthouseResults): string[] {
  return [
    `### Lighthouse, mobile preset (\`npm run bench:lighthouse\`, ${day(lh.ranAt)}; median of ${lh.runsPerPage} runs a page)`,
    '',
    '![Lighthouse performance score by page](benchmarks/lighthouse.svg)',
    '',
    '| page | score | LCP s | CLS | TBT ms | every run |',
    '|---|---:|---:|---:|---:|---|',
    ...lh.pages.map(
      (p) =>
        `| ${p.page} (\`${p.path.length > 30 ? `${p.path.slice(0, 27)}...` : p.path}\`) | ${p.score} | ${fixed(p.lcpMs / 1000, 2)} | ${fixed(p.cls, 3)} | ${thousands(p.tbtMs)} | ${p.scores.join(', ')} |`,
    ),
    '',
  ];
}

function lighthouseChart(lh: LighthouseResults): string {
  return barChart({
    title: 'Lighthouse performance score, mobile preset',
    unit: 'score',
    bars: lh.pages.map((p) => ({ label: p.page, value: p.score, miss: p.score < 95 })),
    target: { value: 95, label: 'target 95' },
    max: 100,
  });
}

const share = (n: number | null) => (n === null ? '?' : `${Math.round(n * 100)}%`);
const machine = (r: { cpus: number; loadAverageAtStart: string; loadAverageAtEnd: string }) =>
  `${r.cpus} CPUs shared with other work, load average ${r.loadAverageAtStart} at the start, ${r.loadAverageAtEnd} at the end`;

function pagesSection(pages: PagesResults): string[] {
  return [
    `### Server-rendered pages at ${pages.rate} requests/s (\`npm run bench:pages\`, ${day(pages.ranAt)}; median of ${pages.runsPerPage} runs of ${pages.durationS} s a page)`,
    '',
    `A steady ${pages.rate} requests a second, each asking for the page as a browser does (brotli), on a fresh sample`,
    'catalogue. TTFB is to the first byte of the answer, "page" to its last; "alone" is the TTFB of requests sent one',
    'at a time, what a page costs when nothing waits before it. "app" is the cores the server used, "app CPU a page"',
    'those cores over the pages answered, "machine" how busy both CPUs were, every other job on them included.',
    `${machine(pages)}.`,
    '',
    '| page | alone p50 ms | TTFB p50 ms | TTFB p95 ms | TTFB p99 ms | page p95 ms | answered/s | app | app CPU a page | machine | every run, p95 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...pages.pages.map(
      (p) =>
        `| ${cell(p.page)} (\`${p.path.length > 30 ? `${p.path.slice(0, 27)}...` : p.path}\`) | ${fixed(p.alone.p50)} | ${fixed(p.ttfb.p50)} | ${fixed(p.ttfb.p95)} | ${fixed(p.ttfb.p99)} | ${fixed(p.full.p95)} | ${fixed(p.rps)} | ${p.appCores === null ? '?' : fixed(p.appCores, 2)} | ${p.appCores === null ? '?' : `${fixed((p.appCores / p.rps) * 1000)} ms`} | ${share(p.machineBusy)} | ${p.ttfbP95s.map((n) => fixed(n)).join(', ')} |`,
    ),
    '',
  ];
}

function interactionsSection(ix: InteractionsResults): string[] {
  return [
    `### Interactions, Lighthouse user flows (\`npm run bench:interactions\`, ${day(ix.ranAt)}; median of ${ix.runs} runs)`,
    '',
    'One Lighthouse timespan per interaction on the mobile preset (phone screen, 4x CPU slowdown and slow 4G applied by',
    "DevTools). INP is Lighthouse's, with the phases of the longest interaction and the main-thread work in its",
    'presentation delay (script; style and layout); "shown after" is the script\'s own time from its click to the result',
    `on screen, round trips to the browser included. ${machine(ix)}.`,
    '',
    '| interaction | INP ms | input delay | processing | presentation | its script | its layout | event | shown after ms | every run, INP ms |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---|',
    ...ix.interactions.map(
      (i) =>
        `| ${i.interaction} | ${fixed(i.inpMs)} | ${fixed(i.inputDelayMs)} | ${fixed(i.processingMs)} | ${fixed(i.presentationMs)} | ${fixed(i.presentationScriptMs)} | ${fixed(i.presentationLayoutMs)} | ${i.event} | ${fixed(i.shownMs, 0)} | ${i.inps.map((n) => fixed(n)).join(', ')} |`,
    ),
    '',
  ];
}

function startupSection(startup: StartupResults): string[] {
  return [
    `### Start-up and idle memory (\`npm run bench:startup\`, ${day(startup.ranAt)})`,
    '',
    '| case | npm start to the first 200 on / | idle RSS |',
    '|---|---:|---:|',
    ...startup.cases.map((c) => `| ${c.name} | ${fixed(c.firstOkMs / 1000, 2)} s | ${fixed(c.idleRssMb, 0)} MB |`),
    '',
  ];
}

function generated(all: Map<string, Results>, carried: CarriedOver): string {
  const lines = [
    START,
    '',
    '## Latest figures of every harness (written by `npm run bench`)',
    '',
    'Each harness writes its figures to `bench/results/`; `npm run bench:report` gathers the latest of each here. The',
    "targets are the issues' own; where one is missed, the sections below say why and what would close the gap.",
    '',
    ...targetsSection(all, carried),
    '',
  ];
  const api = all.get('api') as ApiResults | undefined;
  lines.push(...(api ? apiSection(api) : (carried.sections.get('api') ?? [])));
  const lighthouse = all.get('lighthouse') as LighthouseResults | undefined;
  lines.push(...(lighthouse ? lighthouseSection(lighthouse) : (carried.sections.get('lighthouse') ?? [])));
  const startup = all.get('startup') as StartupResults | undefined;
  lines.push(...(startup ? startupSection(startup) : (carried.sections.get('startup') ?? [])));
  const pages = all.get('pages') as PagesResults | undefined;
  lines.push(...(pages ? pagesSection(pages) : (carried.sections.get('pages') ?? [])));
  const interactions = all.get('interactions') as InteractionsResults | undefined;
  lines.push(...(interactions ? interactionsSection(interactions) : (carried.sections.get('interactions') ?? [])));
  lines.push(END);
  return lines.join('\n');
}

const all = readResults();
if (all.size === 0) {
  console.error(`No results in ${resultsDir}: run a harness first (npm run bench runs them all).`);
  process.exit(1);
}
mkdirSync(chartsDir, { recursive: true });
const api = all.get('api') as ApiResults | undefined;
if (api) writeFileSync(`${chartsDir}/api.svg`, apiChart(api));
const lighthouse = all.get('lighthouse') as LighthouseResults | undefined;
if (lighthouse) writeFileSync(`${chartsDir}/lighthouse.svg`, lighthouseChart(lighthouse));

const doc = readFileSync(docPath, 'utf8');
const section = generated(all, carriedOver(doc, all));
let next: string;
if (doc.includes(START) && doc.includes(END)) {
  next = doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length);
} else {
  // First time: after the introduction, before the first section.
  const firstSection = doc.indexOf('\n## ');
  next = `${doc.slice(0, firstSection + 1)}${section}\n\n${doc.slice(firstSection + 1)}`;
}
writeFileSync(docPath, next);
console.log(
  `Wrote the latest figures of ${[...all.keys()].join(', ')} into ${docPath}${api || lighthouse ? `, charts into ${chartsDir}` : ''}.`,
);
