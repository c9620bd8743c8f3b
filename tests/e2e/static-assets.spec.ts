// The built web app's files go out compressed (the build's brotli and gzip copies) and, under assets/, cached for
// good: what a phone on a slow network needs for its first visit and its next.
import { expect, test } from '@playwright/test';

test("the first view's scripts are sent compressed, each in the encoding the browser asks for, and cached for good", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();

  const plain = await request.get(entry!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const source = await plain.text();

  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(entry!, { headers: { 'accept-encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['vary']).toMatch(/accept-encoding/i);
    expect(Number(response.headers()['content-length'])).toBeLessThan(source.length / 2);
    expect(await response.text()).toBe(source);
  }
  expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages are asked for again on every visit, so a new build reaches everyone', async ({ request }) => {
  for (const path of ['/', '/discover', '/messages']) {
    const page = await request.get(path);
    expect(page.headers()['cache-control']).toBe('no-cache');
  }
});

test("a landing page announces its own scripts, so the browser fetches them beside the entry's", async ({
  request,
}) => {
  const preloaded = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]);
  const home = await preloaded('/');
  expect(home.some((href) => /\/assets\/home-page-[\w-]+\.js$/.test(href!))).toBe(true);
  const venue = await preloaded('/venue/kiln-works-bushwick');
  expect(venue.some((href) => /\/assets\/listing-pages-[\w-]+\.js$/.test(href!))).toBe(true);
  for (const href of [...home, ...venue]) expect((await request.get(href!)).status()).toBe(200);
});

test('the tab icon: the page names it, and /favicon.ico, asked for by browsers that look there, is a real icon', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
  expect(html).toContain('<link rel="icon" href="/favicon.ico"');

  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/icon/);
  // An .ico file starts with its reserved word 0 and its type 1 (an icon), then how many images it holds.
  const bytes = await ico.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);

  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toMatch(/image\/svg\+xml/);
  expect(await svg.text()).toContain('<svg');
});
