import { expect, test } from '@playwright/test';
import { currentOrgId, demoEmail, signIn } from './support';

/** core.md 8: "org bootstrap failure: redirect to /error/404 carrying the error". */
test('an organisation that fails to load sends the page to /error/404 with the error', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The organisation's own call fails; the rest of the API answers as usual.
  let failedCalls = 0;
  await page.route(`**/v1/orgs/${orgId}`, async (route) => {
    failedCalls += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status_code: 500, message: 'The organisation store is unavailable' }),
    });
  });
  await page.reload();

  // After the query's own retries, the page is replaced by the 404 page carrying the message.
  await expect(page).toHaveURL('/error/404', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The organisation store is unavailable')).toBeVisible();
  expect(failedCalls).toBeGreaterThan(0);
});
