// The cart's costs on a desktop screen (issue 45); the scenario is in cart-costs.ts.
import { test } from '@playwright/test';
import { addFromPagesAndReadTheCosts } from './cart-costs.ts';

test("a venue and a vendor added from their pages: the drawer shows the server's costs, the vendor at 4 hours", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await addFromPagesAndReadTheCosts(page, request, false);
});
