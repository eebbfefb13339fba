import { expect, test, type Page } from '@playwright/test';
import { TIME_OFF_TEXT } from '../../contract/time-off';
import { addDays, weekdayOf } from '../../contract/time/plain-date';
import { currentOrgId, demoEmail, signIn } from './support';

/** A weekday of this year that no demo request takes (worker1 has none): in June. */
function weekdayThisJune(): string {
  let date = `${new Date().getFullYear()}-06-08`;
  while (weekdayOf(date) > 4) date = addDays(date, 1);
  return date;
}

/** 'YYYY-MM-DD' as the date fields of a US organisation take it. */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

async function signInAs(page: Page, who: 'worker1' | 'manager1') {
  await page.goto('/login');
  await signIn(page, demoEmail(who));
  return currentOrgId(page);
}

test('a worker requests a day off, their manager approves it, and the worker sees it approved with the balance down', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const day = weekdayThisJune();

  // The worker (Chris Walker, of Jordan Lee's framing crew) asks for one day of vacation.
  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  const orgId = await signInAs(worker, 'worker1');
  await worker.getByRole('link', { name: 'Time off' }).click();
  await expect(worker).toHaveURL(`/org/${orgId}/time-off`);
  await expect(worker.getByRole('heading', { level: 1, name: 'Time off' })).toBeVisible();
  const balances = worker.getByRole('list', { name: /^Time off balances/ });
  const vacationFigures = balances.getByRole('group', { name: 'Vacation', exact: true });
  await expect(vacationFigures).toContainText('80 h left');

  await worker.getByRole('button', { name: 'Request time off' }).first().click();
  const dialog = worker.getByRole('dialog', { name: 'Request time off' });
  await dialog.getByRole('combobox', { name: /^Leave policy/ }).click();
  await worker.getByRole('option', { name: 'Vacation' }).click();
  await dialog.getByRole('button', { name: /^Dates/ }).click();
  const picker = worker.getByRole('dialog', { name: 'Dates' });
  await picker.getByRole('textbox', { name: /^Start date/ }).fill(usDate(day));
  await picker.getByRole('textbox', { name: /^End date/ }).fill(usDate(day));
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Requesting 1 weekday × 8 h = 8 h.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Moving house');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(worker.getByText(TIME_OFF_TEXT.requested)).toBeVisible();
  const mine = worker.getByRole('grid', { name: 'My requests' });
  await expect(mine.getByRole('row').filter({ hasText: 'Moving house' })).toContainText('Pending');
  await expect(vacationFigures).toContainText('72 h left');
  await expect(vacationFigures).toContainText('8 h pending');

  // The manager approves it from their approvals.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAs(manager, 'manager1');
  await manager.goto(`/org/${orgId}/time-off`);
  await manager.getByRole('tab', { name: /^Approvals/ }).click();
  const card = manager.getByRole('group', { name: /Chris Walker/ });
  await expect(card).toContainText('Moving house');
  await card.getByRole('button', { name: 'Approve Chris Walker’s request' }).click();
  await expect(manager.getByText(TIME_OFF_TEXT.approved)).toBeVisible();
  await expect(card).toBeHidden();

  // The worker sees it approved, and the hours used.
  await worker.reload();
  await expect(mine.getByRole('row').filter({ hasText: 'Moving house' })).toContainText('Approved');
  await expect(vacationFigures).toContainText('72 h left');
  await expect(vacationFigures).toContainText('8 h used · 0 h pending');
  await workerContext.close();
  await managerContext.close();
});
