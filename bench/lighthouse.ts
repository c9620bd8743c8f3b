// npm run bench:lighthouse [-- --runs N]
//
// Lighthouse (its default mobile preset: a mid-range phone, simulated slow 4G and 4x CPU slowdown) in Debian's
// chromium, against the built app served as in production on a fresh copy of the sample catalogue: /, /discover, a
// venue page, a vendor page, /checkout with a filled cart (signed in as the demo customer), and a story. Each page is
// measured N times (3 by default) and the median run is reported, as Lighthouse's own docs advise. Prints the
// performance score, LCP, CLS and TBT of each page against the targets of issue 9 and writes
// bench/results/lighthouse.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cartReducer, EMPTY_CART, type CartState } from '#shared/cart.ts';
import { DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import type { FeaturedCatalogue } from '#shared/listings.ts';
import { vendorCartItem, venueCartItem } from '#shared/listing-cart-items.ts';
import { loadAverage, startSampleApp } from './support/sample-app.ts';
import { ms, roundAll, table, type Verdict } from './support/report-format.ts';

const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 1800, cls: 0.05, tbtMs: 100 } as const;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a positive whole number');

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}data/bench-lighthouse`;
const resultsDir = `${root}bench/results`;
const CUSTOMER = 'customer@example.com';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

interface PageFigures {
  page: string;
  path: string;
  score: number;
  lcpMs: number;
  /** The element of the largest paint, as HTML. */
  lcpElement: string;
  cls: number;
  /** The elements that moved, with their share of the layout shift. */
  shifted: string[];
  tbtMs: number;
  fcpMs: number;
  /** Every run's score, to show how steady the median is. */
  scores: number[];
}

/** Signs the demo customer in and saves a cart of the first featured venue and two vendors; returns the cookie. */
async function customerWithCart(origin: string, featured: FeaturedCatalogue): Promise<string> {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: CUSTOMER, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const [venue] = featured.venues;
  if (!venue) throw new Error('the sample catalogue has no featured venue');
  const items = [
    venueCartItem(venue, date, 5),
    ...featured.vendors.slice(0, 2).map((vendor) => vendorCartItem(vendor, date)),
  ];
  let cart: CartState = { ...EMPTY_CART, selectedDate: date };
  for (const item of items) cart = cartReducer(cart, { type: 'add', item });
  const saved = await fetch(`${origin}/api/cart`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(cart),
  });
  if (!saved.ok) throw new Error(`saving the cart failed: ${saved.status} ${await saved.text()}`);
  return cookie;
}

/** Lighthouse's trace recording fails now and then (NO_NAVSTART, NO_FCP on a busy machine): up to 3 tries. */
async function audit(url: string, port: number, extraHeaders?: Record<string, string>, tries = 3) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(extraHeaders && { extraHeaders }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (tries > 1) return audit(url, port, extraHeaders, tries - 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    lcpElement: snippet(lhr.audits['largest-contentful-paint-element']?.details),
    shifted: shiftedElements(lhr.audits['layout-shifts']?.details),
  };
}

type AuditDetails =
  { items?: { node?: { snippet?: string }; score?: number; items?: { node?: { snippet?: string } }[] }[] } | undefined;

/** The LCP element's HTML, shortened: which element the page's largest paint was. */
function snippet(details: unknown): string {
  const [first] = (details as AuditDetails)?.items ?? [];
  return (first?.node?.snippet ?? first?.items?.[0]?.node?.snippet ?? '').slice(0, 160);
}

/** The elements that moved, with their share of the layout shift: where to look when CLS is over. */
function shiftedElements(details: unknown): string[] {
  return ((details as AuditDetails)?.items ?? []).map(
    (item) => `${(item.score ?? 0).toFixed(3)} ${(item.node?.snippet ?? '').slice(0, 160)}`,
  );
}

function medianRun<T extends { score: number }>(results: T[]): T {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as T;
}

function passes(figures: PageFigures): boolean {
  const t = LIGHTHOUSE_TARGETS;
  return figures.score >= t.score && figures.lcpMs <= t.lcpMs && figures.cls <= t.cls && figures.tbtMs <= t.tbtMs;
}

/** One verdict a measure, each on the worst page. */
function verdicts(pages: PageFigures[]): Verdict[] {
  const t = LIGHTHOUSE_TARGETS;
  const worst = (pick: (f: PageFigures) => number, higherIsBetter: boolean) =>
    pages.reduce((a, b) => ((higherIsBetter ? pick(b) < pick(a) : pick(b) > pick(a)) ? b : a));
  const check = (
    target: string,
    pick: (f: PageFigures) => number,
    limit: number,
    higherIsBetter: boolean,
    show: (n: number) => string,
  ): Verdict => {
    const page = worst(pick, higherIsBetter);
    const value = pick(page);
    const pass = higherIsBetter ? value >= limit : value <= limit;
    const below = pages.filter((f) => (higherIsBetter ? pick(f) < limit : pick(f) > limit)).map((f) => f.page);
    return {
      target,
      figure: `${show(value)} (worst: ${page.page})`,
      pass,
      note: pass ? '' : `missed on ${below.join(', ')}`,
    };
  };
  return [
    check(`Lighthouse performance score >= ${t.score} on every page`, (f) => f.score, t.score, true, String),
    check(
      `LCP <= ${t.lcpMs / 1000} s on every page`,
      (f) => f.lcpMs,
      t.lcpMs,
      false,
      (n) => `${(n / 1000).toFixed(2)} s`,
    ),
    check(
      `CLS <= ${t.cls} on every page`,
      (f) => f.cls,
      t.cls,
      false,
      (n) => n.toFixed(3),
    ),
    check(
      `TBT <= ${t.tbtMs} ms on every page`,
      (f) => f.tbtMs,
      t.tbtMs,
      false,
      (n) => `${ms(n)} ms`,
    ),
  ];
}

// ---------------------------------------------------------------- main

if (!existsSync(`${root}dist/client/index.html`))
  fail('No build: run `npm run build` first (npm run bench:lighthouse does).');
const loadAtStart = loadAverage();
console.log(
  `Lighthouse (mobile preset), ${runs} run(s) a page, median reported; ${cpus().length} CPUs, load average ${loadAtStart}.`,
);
const { app, origin } = await startSampleApp(dataDir, 4400);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const figures: PageFigures[] = [];
try {
  const featured = (await (await fetch(`${origin}/api/catalogue/featured`)).json()) as FeaturedCatalogue;
  const [venue] = featured.venues;
  const [vendor] = featured.vendors;
  const [story] = featured.stories;
  if (!venue || !vendor || !story) throw new Error('the featured catalogue lacks a venue, a vendor or a story');
  const cookie = await customerWithCart(origin, featured);
  const pages: { page: string; path: string; headers?: Record<string, string> }[] = [
    { page: 'home', path: '/' },
    { page: 'discover', path: '/discover' },
    { page: 'venue page', path: `/venue/${venue.id}` },
    { page: 'vendor page', path: `/vendor/${vendor.id}` },
    { page: 'checkout, filled cart', path: '/checkout', headers: { cookie } },
    { page: 'story', path: `/stories/${story.slug}` },
  ];
  // One unmeasured visit warms the server's caches (artwork, search) as a live site's would be.
  await audit(`${origin}/`, chrome.port);
  for (const { page, path, headers } of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(`${origin}${path}`, chrome.port, headers));
    const median = medianRun(results);
    figures.push({ page, path, ...median, scores: results.map((r) => r.score) });
    console.log(
      `  ${page}: ${median.score} (runs ${results.map((r) => r.score).join(', ')}; CLS ${results.map((r) => r.cls.toFixed(3)).join(', ')})`,
    );
    for (const shift of median.shifted) console.log(`    moved: ${shift}`);
  }
} finally {
  chrome.kill();
  await app.stop();
}

const t = LIGHTHOUSE_TARGETS;
console.log('');
console.log(
  table(
    ['page', 'score', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms', 'runs', 'targets'],
    figures.map((f) => [
      f.page,
      String(f.score),
      ms(f.lcpMs),
      f.cls.toFixed(3),
      ms(f.tbtMs),
      ms(f.fcpMs),
      f.scores.join(' '),
      passes(f) ? 'PASS' : 'MISS',
    ]),
  ),
);
console.log(`Targets on every page: score >= ${t.score}, LCP <= ${t.lcpMs} ms, CLS <= ${t.cls}, TBT <= ${t.tbtMs} ms.`);
mkdirSync(resultsDir, { recursive: true });
const resultsPath = `${resultsDir}/lighthouse.json`;
writeFileSync(
  resultsPath,
  `${JSON.stringify(roundAll({ ranAt: new Date().toISOString(), runsPerPage: runs, loadAverageAtStart: loadAtStart, pages: figures, targets: verdicts(figures) }), null, 2)}\n`,
);
console.log(`Figures written to ${resultsPath}.`);
