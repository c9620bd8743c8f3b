// The cart's costs on a phone (issue 45): the booking panels are sheets and the drawer a bottom sheet; the scenario
// is in cart-costs.ts.
import { test } from '@playwright/test';
import { addFromPagesAndReadTheCosts } from './cart-costs.ts';

test("a venue and a vendor added from their pages: the sheet shows the server's costs, the vendor at 4 hours", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await addFromPagesAndReadTheCosts(page, request, true);
});
