// npm run bench:interactions [-- --runs N]
//
// Interaction speed (issue 44: "the main interactions (open filters, add to cart, open the drawer, change hours, send
// a message) respond in <= 100 ms INP on the Lighthouse mobile profile"). A scripted user flow in Debian's chromium,
// driven by puppeteer, measured by Lighthouse user flows: one timespan per interaction, with the mobile preset's
// phone screen and user agent, and its throttling applied by DevTools (4x CPU slowdown, slow 4G), since simulated
// throttling, Lighthouse's default, covers page loads only. Each page is loaded and settled before its timespan
// starts, so a timespan holds the interaction alone. Against the built app in production mode on a fresh copy of the
// sample catalogue:
//   - /discover: open the filters sheet;
//   - a vendor page: add to cart (in the booking sheet, date already picked), open the cart drawer from the bottom
//     navigation, and add an hour to the vendor in the drawer;
//   - /messages, signed in as the demo customer, in a conversation with that vendor: send a message.
// Each run uses a new browser context (an empty cart); --runs runs (3), median reported. Prints each interaction's INP
// (Lighthouse's interaction-to-next-paint: the longest interaction in the timespan) with its phases, and writes
// bench/results/interactions.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFlow, type Config, type FlowResult } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import type { FeaturedCatalogue, VendorCard } from '#shared/listings.ts';
import { isHourly } from '#shared/pricing.ts';
import { loadAverage, startSampleApp } from './support/sample-app.ts';
import { ms, roundAll, table, type Verdict } from './support/report-format.ts';

const INP_TARGET_MS = 100;
const CUSTOMER = 'customer@example.com';
/** A date well ahead, so the vendor is bookable on it. */
const EVENT_DATE = `${new Date().getUTCFullYear() + 1}-06-12`;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a positive whole number');

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}data/bench-interactions`;
const resultsPath = `${root}bench/results/interactions.json`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The mobile preset, with its throttling applied in the browser so that it holds during a timespan. */
const FLOW_CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    screenEmulation: screenEmulationMetrics.mobile,
    emulatedUserAgent: userAgents.mobile,
    throttlingMethod: 'devtools',
    throttling: throttling.mobileSlow4G,
    onlyAudits: ['interaction-to-next-paint', 'work-during-interaction', 'total-blocking-time'],
  },
};

const INTERACTIONS = ['open filters', 'add to cart', 'open the cart drawer', 'change hours', 'send a message'] as const;
type Interaction = (typeof INTERACTIONS)[number];

interface Measured {
  /** Lighthouse's INP of the timespan; NaN when it saw no interaction. */
  inpMs: number;
  /** The slowest interaction's phases, from work-during-interaction. */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** Main-thread work in the presentation delay: script, and style and layout. */
  presentationScriptMs: number;
  presentationLayoutMs: number;
  /** What the longest interaction was, as Lighthouse names it (e.g. 'pointerup'). */
  event: string;
  tbtMs: number;
  /** From the script's click to the result being on screen (the sheet open, the message in the thread): includes the
   *  round trips to the browser, and any wait for the network or a lazy chunk that INP does not count. */
  shownMs: number;
}

interface Figures extends Measured {
  interaction: Interaction;
  /** Every run's INP, to show how steady the median is. */
  inps: number[];
}

// ---------------------------------------------------------------- the browser side

const aria = (role: string, name: string) => `::-p-aria([role="${role}"][name="${name}"])`;

/** Each page's requests still loading, named when a page never settles. */
const inFlight = new WeakMap<Page, Set<string>>();

/** A page in a browser context of its own (an empty cart, no session), with the mobile preset's screen and agent. */
async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const loading = new Set<string>();
  inFlight.set(page, loading);
  page.on('request', (request) => void loading.add(request.url()));
  page.on('requestfinished', (request) => void loading.delete(request.url()));
  page.on('requestfailed', (request) => void loading.delete(request.url()));
  const screen = screenEmulationMetrics.mobile;
  await page.setUserAgent(userAgents.mobile);
  await page.setViewport({
    width: screen.width,
    height: screen.height,
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  return page;
}

/** Waits until the page is loaded, React has taken over `selector`'s element, and the main thread is idle. */
async function settled(page: Page, selector: string): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 }).catch((error: unknown) => {
    const loading = [...(inFlight.get(page) ?? [])].join(', ');
    throw new Error(`${page.url()} kept loading for 60 s: ${loading || 'nothing left'}`, { cause: error });
  });
  const element = await page.waitForSelector(selector, { visible: true, timeout: 60_000 });
  if (!element) throw new Error(`${page.url()}: no ${selector}`);
  await page.waitForFunction(
    (el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')),
    { timeout: 60_000 },
    element,
  );
  await idle(page);
}

/** Waits until the page's main thread has nothing to do (5 s at most). */
async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
}

/**
 * Sets an input's or a textarea's value so that React's onChange sees it, without key presses: a date input takes no
 * typed text portably, and a message typed before its timespan left a keydown whose next paint landed inside it
 * (2.1 s later, in two runs of three), which Lighthouse then took for the interaction.
 */
async function fillField(page: Page, selector: string, value: string): Promise<void> {
  await page.$eval(
    selector,
    (el, text) => {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, text);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

type Flow = Awaited<ReturnType<typeof startFlow>>;

/** One timespan: `act` is the interaction, `shown` waits for its result on screen. */
async function timespan(flow: Flow, name: Interaction, act: () => Promise<void>, shown: () => Promise<unknown>) {
  await flow.startTimespan({ name });
  const started = performance.now();
  await act();
  await shown();
  const shownMs = performance.now() - started;
  // Let the paint after the result land in the trace.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await flow.endTimespan();
  return shownMs;
}

async function discoverScene(page: Page, origin: string): Promise<Step[]> {
  await page.goto(`${origin}/discover`);
  const filters = aria('button', 'Filters');
  await settled(page, filters);
  const flow = await startFlow(page, { config: FLOW_CONFIG, name: 'discover' });
  const shown = await timespan(
    flow,
    'open filters',
    () => page.locator(filters).click(),
    () => page.waitForSelector(aria('dialog', 'Filters'), { visible: true }),
  );
  return readFlow(await flow.createFlowResult(), [['open filters', shown]]);
}

async function vendorScene(page: Page, origin: string, vendor: VendorCard): Promise<Step[]> {
  await page.goto(`${origin}/vendor/${vendor.id}`);
  const book = aria('button', 'Book');
  await settled(page, book);
  await page.locator(book).click();
  const booking = aria('dialog', 'Contact & Booking');
  await page.waitForSelector(booking, { visible: true });
  await fillField(page, '[role="dialog"] input[type="date"]', EVENT_DATE);
  const drawer = aria('dialog', 'Your event cart');
  const flow = await startFlow(page, { config: FLOW_CONFIG, name: 'vendor page' });
  const added = await timespan(
    flow,
    'add to cart',
    () => page.locator(aria('button', 'Add to cart')).click(),
    () => page.waitForSelector(drawer, { visible: true }),
  );
  // The drawer opened by itself as the cart grew; close it and the booking sheet under it.
  await page.keyboard.press('Escape');
  await page.waitForSelector(drawer, { hidden: true });
  await page.keyboard.press('Escape');
  await page.waitForSelector(booking, { hidden: true });
  // The bottom navigation's Cart button, whose name carries the count.
  const cart = (await page.waitForFunction(() =>
    [...document.querySelectorAll('nav[aria-label="Bottom"] button')].find((b) => b.textContent?.includes('Cart')),
  )) as ElementHandle<Element>;
  await idle(page);
  const opened = await timespan(
    flow,
    'open the cart drawer',
    () => cart.click(),
    () => page.waitForSelector(drawer, { visible: true }),
  );
  const hours = await page.$eval(`${drawer} output[aria-label^="Hours: "]`, (el) => el.getAttribute('aria-label'));
  const next = Number(hours?.replace('Hours: ', '')) + 1;
  await idle(page);
  const changed = await timespan(
    flow,
    'change hours',
    () => page.locator(aria('button', `Increase hours of ${vendor.name}`)).click(),
    () => page.waitForSelector(`output[aria-label="Hours: ${next}"]`, { visible: true }),
  );
  return readFlow(await flow.createFlowResult(), [
    ['add to cart', added],
    ['open the cart drawer', opened],
    ['change hours', changed],
  ]);
}

/** A JSON POST sent by the page itself, so that its cookies go with it and come back into its jar. */
function postFromPage(page: Page, path: string, body: object): Promise<{ status: number; text: string }> {
  // No named helpers inside: the function is sent to the browser as its source text.
  return page.evaluate(
    async (url, json) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
      });
      return { status: response.status, text: await response.text() };
    },
    path,
    JSON.stringify(body),
  );
}

async function messagesScene(page: Page, origin: string, vendor: VendorCard): Promise<Step[]> {
  // Signed in through a page of the site, so that the browser keeps the session cookie as after the sign-in form; a
  // plain file, not the home page, whose images would still be loading when the page moves on.
  await page.goto(`${origin}/robots.txt`);
  const signIn = await postFromPage(page, '/api/auth/sign-in/email', { email: CUSTOMER, password: DEMO_PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  const opened = await postFromPage(page, '/api/conversations', {
    entityType: 'vendor',
    entityId: vendor.id,
    source: 'listing',
  });
  if (opened.status !== 200) throw new Error(`opening the conversation failed: ${opened.status} ${opened.text}`);
  const conversationId = (JSON.parse(opened.text) as { conversation: { id: string } }).conversation.id;
  await page.goto(`${origin}/messages?c=${conversationId}`);
  const draft = aria('textbox', `Message to ${vendor.name}`);
  await settled(page, draft);
  // Letters only: a long number would be hidden as a phone number.
  const text = `Is the ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')} date still open?`;
  await fillField(page, draft, text);
  await idle(page);
  const flow = await startFlow(page, { config: FLOW_CONFIG, name: 'messages' });
  const sent = await timespan(
    flow,
    'send a message',
    () => page.locator(aria('button', 'Send message')).click(),
    () =>
      page.waitForFunction(
        (message) => [...document.querySelectorAll('li')].some((li) => li.textContent?.includes(message)),
        {},
        text,
      ),
  );
  return readFlow(await flow.createFlowResult(), [['send a message', sent]]);
}

// ---------------------------------------------------------------- Lighthouse's figures

interface PhaseRow {
  phase?: string;
  total?: number;
  /** The phase's main-thread work, by script file: scripting, style and layout. */
  subItems?: { items?: { scripting?: number; layout?: number }[] };
}
/** work-during-interaction's details: a table of the longest interaction's phases, and its type. */
interface InteractionDetails {
  items?: { type?: string; items?: PhaseRow[]; interactionType?: string }[];
}

/** One interaction of one run. */
interface Step extends Measured {
  name: Interaction;
}

/** Each timespan's INP and the longest interaction's phases; `shown` holds the script's own time for each, in order. */
function readFlow(result: FlowResult, shown: [Interaction, number][]): Step[] {
  return shown.map(([name, shownMs], index) => {
    const lhr = result.steps[index]?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${name}`);
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const work = lhr.audits['work-during-interaction'];
    const details = (work?.details as InteractionDetails | undefined)?.items ?? [];
    const phases = details.flatMap((table) => table.items ?? []).filter((row) => row.phase !== undefined);
    const phase = (label: string) => phases.find((row) => row.phase === label)?.total ?? NaN;
    const presentation = phases.find((row) => row.phase === 'Presentation delay')?.subItems?.items ?? [];
    const busy = (kind: 'scripting' | 'layout') => presentation.reduce((sum, item) => sum + (item[kind] ?? 0), 0);
    return {
      name,
      inpMs: lhr.audits['interaction-to-next-paint']?.numericValue ?? NaN,
      inputDelayMs: phase('Input delay'),
      processingMs: phase('Processing duration'),
      presentationMs: phase('Presentation delay'),
      presentationScriptMs: busy('scripting'),
      presentationLayoutMs: busy('layout'),
      event: details.find((table) => table.type === 'debugdata')?.interactionType ?? '',
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      shownMs,
    };
  });
}

// ---------------------------------------------------------------- the figures

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor(sorted.length / 2)] as number) : NaN;
};

/** The run with the median INP gives the phases, so they add up to the INP shown. */
function medianRun(interaction: Interaction, results: Step[]): Figures {
  const mine = results.filter((r) => r.name === interaction);
  const sorted = [...mine].sort((a, b) => (a.inpMs || Infinity) - (b.inpMs || Infinity));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error(`no run measured ${interaction}`);
  return {
    ...middle,
    interaction,
    shownMs: median(mine.map((r) => r.shownMs)),
    inps: mine.map((r) => r.inpMs),
  };
}

function verdict(f: Figures): Verdict {
  const measured = Number.isFinite(f.inpMs);
  const pass = measured && f.inpMs <= INP_TARGET_MS;
  return {
    target: `INP <= ${INP_TARGET_MS} ms, Lighthouse mobile (4x CPU): ${f.interaction}`,
    figure: measured ? `${ms(f.inpMs)} ms` : 'no interaction seen',
    pass,
    note: !measured
      ? 'Lighthouse recorded no interaction in the timespan'
      : pass
        ? ''
        : `${ms(f.inpMs - INP_TARGET_MS)} ms over; input delay ${ms(f.inputDelayMs)}, processing ${ms(f.processingMs)}, presentation ${ms(f.presentationMs)} (script ${ms(f.presentationScriptMs)}, style and layout ${ms(f.presentationLayoutMs)})`,
  };
}

// ---------------------------------------------------------------- main

if (!existsSync(`${root}dist/client/index.html`)) fail('No build: run `npm run build` first (npm run bench builds).');
const loadAtStart = loadAverage();
console.log(
  `Interactions (Lighthouse user flows, mobile preset, DevTools throttling), ${runs} run(s), median reported; ${cpus().length} CPUs, load average ${loadAtStart}.`,
);
const { app, origin } = await startSampleApp(dataDir, 4700);
/** An hourly vendor among the featured ones: its cart line has hours to change. */
async function hourlyVendor(): Promise<VendorCard | undefined> {
  const featured = (await (await fetch(`${origin}/api/catalogue/featured`)).json()) as FeaturedCatalogue;
  return featured.vendors.find((v) => isHourly(v.unit));
}
const vendor = await hourlyVendor();
if (!vendor) {
  await app.stop();
  fail('the featured catalogue has no hourly vendor');
}
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const steps: Step[] = [];
try {
  // Run 0 is not counted: it warms the server's caches and the browser's compiled code, as a live site's would be.
  for (let run = 0; run <= runs; run++) {
    const measured: Step[] = [];
    for (const scene of [discoverScene, vendorScene, messagesScene]) {
      const page = await newPhonePage(browser);
      try {
        measured.push(...(await scene(page, origin, vendor)));
      } catch (error) {
        throw new Error(`run ${run}, ${scene.name}: ${(error as Error).message}`, { cause: error });
      } finally {
        await page.browserContext().close();
      }
    }
    if (run === 0) continue;
    steps.push(...measured);
    console.log(`  run ${run}: INP ${measured.map((r) => `${r.name} ${ms(r.inpMs)} ms`).join(', ')}`);
  }
} finally {
  await browser.close();
  await app.stop();
}

const figures = INTERACTIONS.map((interaction) => medianRun(interaction, steps));
const loadAtEnd = loadAverage();
console.log('');
console.log(
  table(
    [
      'interaction',
      'INP',
      'input delay',
      'processing',
      'presentation',
      'its script',
      'its layout',
      'event',
      'TBT',
      'shown after',
      'every run',
      'target',
    ],
    figures.map((f) => [
      f.interaction,
      ms(f.inpMs),
      ms(f.inputDelayMs),
      ms(f.processingMs),
      ms(f.presentationMs),
      ms(f.presentationScriptMs),
      ms(f.presentationLayoutMs),
      f.event,
      ms(f.tbtMs),
      ms(f.shownMs),
      f.inps.map(ms).join(' '),
      verdict(f).pass ? 'PASS' : 'MISS',
    ]),
  ),
);
console.log(
  `Milliseconds. Target: INP <= ${INP_TARGET_MS} ms for each. "its script", "its layout": main-thread work in the presentation delay. "shown after": the script's click to the result on screen. Load average ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
);
mkdirSync(`${root}bench/results`, { recursive: true });
writeFileSync(
  resultsPath,
  `${JSON.stringify(
    roundAll({
      ranAt: new Date().toISOString(),
      runs,
      cpus: cpus().length,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAtEnd,
      vendor: vendor.name,
      interactions: figures,
      targets: figures.map(verdict),
    }),
    null,
    2,
  )}\n`,
);
console.log(`Figures written to ${resultsPath}.`);
