import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Dashboard } from '../../contract/dashboard';
import { formatDuration } from '../../design-system/format/format-duration';
import { demoEmail, signIn } from './support';

/**
 * The administrator's landing on the demo company (server/db/seed-demo-time-cards.ts): every block
 * shows the demo's time, and the chart's table alternative carries this week's numbers. The page
 * is checked against the very answer it rendered (its GET dashboard/webapp), since running cards
 * count up to the second the server answered.
 */

const block = (page: Page, name: string) => page.getByRole('region', { name });

async function landOnDashboard(page: Page): Promise<Dashboard> {
  await page.goto('/login');
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      /\/dashboard\/webapp$/.test(new URL(response.url()).pathname),
  );
  await signIn(page, demoEmail('admin'));
  await expect(page).toHaveURL(/\/org\/\d+\/dashboard$/);
  const response = await answer;
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Dashboard }).data;
}

/** The link of a member's time card in a block. */
const cardLink = (scope: Locator, name: string) =>
  scope.getByRole('link', { name: new RegExp(`^${name}`) }).first();

test('an administrator lands on the dashboard and sees each block with the demo’s time', async ({
  page,
}) => {
  const data = await landOnDashboard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The seed always has someone clocked in (two framers, and a finisher on a long pour).
  expect(data.working_now.length).toBeGreaterThan(0);
  const working = block(page, 'Working now');
  for (const row of data.working_now) {
    const link = working.getByRole('link', { name: row.display_name, exact: true });
    await expect(link).toHaveAttribute('href', new RegExp(`/crew/timecard/${row.time_card_id}$`));
  }

  // Near overtime: the finisher's long pour is California overtime once it is past 8 hours in
  // the workday (early on a Monday nothing of this week is near overtime yet: the empty state).
  const overtime = block(page, 'Near overtime');
  if (data.near_overtime.length > 0)
    await expect(
      overtime.getByRole('meter', { name: data.near_overtime[0]!.display_name }),
    ).toBeVisible();
  else await expect(overtime.getByText('Nobody is near overtime')).toBeVisible();

  // An exception (a clock started late) and a missed meal break, each a link to its card.
  const flagged = block(page, 'Exceptions and missing breaks');
  expect(data.exceptions.total).toBeGreaterThan(0);
  expect(data.missing_breaks.total).toBeGreaterThan(0);
  const exception = data.exceptions.items[0]!;
  await expect(
    cardLink(flagged.getByRole('region', { name: /^Exceptions/ }), exception.display_name),
  ).toHaveAttribute('href', new RegExp(`/crew/timecard/${exception.time_card_id}$`));
  const missed = data.missing_breaks.items[0]!;
  await expect(
    cardLink(flagged.getByRole('region', { name: /^Missing meal breaks/ }), missed.display_name),
  ).toHaveAttribute('href', new RegExp(`/crew/timecard/${missed.time_card_id}$`));
  await expect(flagged.getByText('First meal break missing').first()).toBeVisible();

  // Cards wait for approval whatever the day (the last three days are never approved).
  expect(data.approvals.pending_card_count).toBeGreaterThan(0);
  const approvals = block(page, 'Waiting for approval');
  await expect(
    approvals.getByText(new RegExp(`^${data.approvals.pending_card_count} time cards? waiting$`)),
  ).toBeVisible();
  await approvals.getByRole('link', { name: 'Review time cards' }).click();
  await expect(page).toHaveURL(/\/org\/\d+\/crew\/timecards$/);
});

test('the week chart’s table alternative has this week’s numbers', async ({ page }) => {
  const data = await landOnDashboard(page);
  const week = block(page, 'This week against last');
  await week.getByRole('button', { name: 'Show as table' }).click();
  const table = week.getByRole('table', { name: 'Hours worked this week and last week' });
  await expect(table).toBeVisible();
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  for (const [index, day] of data.week.days.entries()) {
    const row = table.getByRole('row').filter({ hasText: new RegExp(`^${weekdays[index]}`) });
    await expect(row).toContainText(formatDuration(day.this_week_seconds));
    await expect(row).toContainText(formatDuration(day.last_week_seconds));
  }
  await expect(week.getByText(formatDuration(data.week.this_week_seconds)).first()).toBeVisible();
});
