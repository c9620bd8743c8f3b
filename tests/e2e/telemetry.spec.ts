// What a real browser reports is accepted: web vitals with FID (measured from the first input: web-vitals no longer
// has it) and INP go to POST /api/analytics, and an uncaught error to POST /api/errors with the §7 body, whose
// unknown fields are null. Each is answered 204: the server's route took the body the client built.
import { expect, test, type Request } from '@playwright/test';

const answered = async (request: Request) => (await request.response())?.status();

test('an uncaught error is reported and accepted', async ({ page }) => {
  await page.goto('/');
  const report = page.waitForRequest((r) => r.url().endsWith('/api/errors') && r.method() === 'POST');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Reported from the telemetry test');
    });
  });
  const request = await report;
  expect(request.postDataJSON()).toMatchObject({ message: 'Reported from the telemetry test', componentStack: null });
  expect(await answered(request)).toBe(204);
});

test('web vitals with FID are sent after the first input, and accepted', async ({ page }) => {
  const vitals = new Set<string>();
  const statuses: (number | undefined)[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/analytics') || request.method() !== 'POST') return;
    const { events } = request.postDataJSON() as { events: { kind: string; name?: string }[] };
    for (const event of events) if (event.kind === 'web_vital' && event.name) vitals.add(event.name);
    void answered(request).then((status) => statuses.push(status));
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().click();
  // The queue is sent every 10 s.
  await expect.poll(() => [...vitals].sort(), { timeout: 25_000 }).toEqual(expect.arrayContaining(['FCP', 'FID']));
  await expect.poll(() => statuses.length > 0 && statuses.every((s) => s === 204)).toBe(true);
});
