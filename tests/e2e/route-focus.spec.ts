import { expect, test } from '@playwright/test';
import { currentOrgId, demoEmail, signIn } from './support';

/**
 * Where focus goes when the page changes inside the app (app/navigation/route-focus-model.ts has
 * the rules and why): to the new page's h1 after sign-in and after following a link; not away
 * from a tab of a page that keeps its heading (its new title is announced instead), nor when only
 * the query string changes; never on the first page of a visit.
 */

const main = 'main h1';

test('focus follows the person from sign-in through links, tabs and in-page tabs', async ({
  page,
}) => {
  // The first page of a visit is left alone, as a page load is.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Crewcard' })).toBeVisible();
  await expect(page.locator('body')).toBeFocused();

  // After sign-in: the landing page's heading.
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  // A link of the main navigation: the new page's heading, from the keyboard too.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Team members' })
    .press('Enter');
  await expect(page).toHaveURL(`/org/${orgId}/crew/members`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeFocused();
  // Focusable by script only, so it is no Tab stop.
  await expect(page.locator(main)).toHaveAttribute('tabindex', '-1');

  // A tab of the same page: focus stays on the tab, and the new title is said.
  const tabs = page.getByRole('navigation', { name: 'Team members' });
  await tabs.getByRole('link', { name: 'Deactivated' }).click();
  await expect(page).toHaveURL(`/org/${orgId}/crew/deactivated`);
  await expect(
    page.getByRole('status').filter({ hasText: /^Deactivated team members/ }),
  ).toHaveText('Deactivated team members · Crewcard');
  await expect(tabs.getByRole('link', { name: 'Deactivated' })).toBeFocused();

  // A tab of a settings section keeps the section's heading: focus stays on the tab.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Time' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Time settings' })).toBeFocused();
  const timeTabs = page.getByRole('navigation', { name: 'Time settings' });
  await timeTabs.getByRole('link', { name: 'Rounding' }).click();
  await expect(page).toHaveURL(`/org/${orgId}/settings/time/rounding`);
  await expect(timeTabs.getByRole('link', { name: 'Rounding' })).toBeFocused();

  // Only the query string changes (the pay settings' tabs): focus stays on the tab.
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Workers’ comp' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Workers’ compensation' }),
  ).toBeFocused();
  await page.getByRole('tab', { name: 'Codes' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(`/org/${orgId}/settings/workers-comp?tab=overtime-rules`);
  await expect(page.getByRole('tab', { name: 'Overtime rules' })).toBeFocused();
});
