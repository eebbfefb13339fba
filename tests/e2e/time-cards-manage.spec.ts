import { expect, test, type Page } from '@playwright/test';
import { TIME_CARD_TEXT } from '../../contract/time-card-text';
import { apiGet, signedInProfile } from './app-pages';
import { currentOrgId, demoEmail, signIn } from './support';

type CardRow = {
  id: number;
  employee_id: number;
  employee: { display_name: string };
  clock_in_dt_unix: number;
  clock_out_dt_unix: number;
};

/** A time of the picker's list ('3:30 PM') moved by `minutes`. */
function shifted(text: string, minutes: number): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (!match) throw new Error(`Not a time: ${text}`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  const total = hour * 60 + Number(match[2]) + minutes;
  const h24 = Math.floor(total / 60);
  return `${h24 % 12 === 0 ? 12 : h24 % 12}:${String(total % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

async function signInAsAdmin(page: Page): Promise<number> {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  return currentOrgId(page);
}

test('the administrator corrects a demo card with a reason, sees it in the history, approves and locks it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const orgId = await signInAsAdmin(page);
  // This week's cards are not approved yet in the demo: the newest finished one.
  const cards = await apiGet<{ data: CardRow[] }>(
    page,
    `/v1/orgs/${orgId}/time_cards?status=completed&approval_state=pending&limit=20`,
  );
  // Nobody approves their own card; a seeded working day, so its clock-out moves back 10
  // minutes within it (the other specs may have clocked someone in and out seconds ago).
  const me = (await signedInProfile(page)).employees.find((each) => each.org_id === orgId);
  const card = cards.data.find(
    (row) =>
      row.employee_id !== me?.employee_id &&
      row.clock_out_dt_unix - row.clock_in_dt_unix >= 2 * 3600,
  );
  if (!card) throw new Error('The demo has no pending clocked-out card');

  await page.goto(`/org/${orgId}/crew/timecard/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Time card' })).toBeVisible();
  await expect(page.getByText(card.employee.display_name).first()).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/org/${orgId}/crew/timecard/${card.id}/edit`);

  const form = page.getByRole('form', { name: 'Edit time card' });
  const clockOut = form.getByRole('combobox', { name: 'Clock out' });
  await expect(clockOut).not.toHaveValue('');
  const before = await clockOut.inputValue();
  const after = shifted(before, -10);
  await clockOut.fill(after);
  await clockOut.press('Tab');
  await form.getByRole('textbox', { name: /^Reason/ }).fill('Left early for the inspection');
  await form.getByRole('button', { name: 'Save time card' }).click();

  await expect(page).toHaveURL(`/org/${orgId}/crew/timecard/${card.id}`);
  await expect(page.getByText(TIME_CARD_TEXT.updated)).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  const edit = history.getByRole('listitem').filter({ hasText: 'edited the time card' }).first();
  await expect(edit).toContainText('Left early for the inspection');
  await expect(edit).toContainText(`Clock out: `);
  await expect(edit).toContainText(after);
  await expect(edit).toContainText(before);

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(TIME_CARD_TEXT.approved(1))).toBeVisible();
  await expect(page.getByText(TIME_CARD_TEXT.locked)).toBeVisible();
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unapprove' })).toBeVisible();
  await expect(
    history.getByRole('listitem').filter({ hasText: 'approved the time card' }).first(),
  ).toBeVisible();
});

test('the administrator adds a manual card for a team member', async ({ page }) => {
  test.setTimeout(60_000);
  const orgId = await signInAsAdmin(page);
  await page.goto(`/org/${orgId}/crew/timecards/add`);
  const form = page.getByRole('form', { name: 'New time card' });
  await expect(form).toBeVisible();

  await form.getByRole('combobox', { name: 'Team member' }).click();
  const member = page.getByRole('option').first();
  const memberName = (await member.textContent())?.trim() ?? '';
  await member.click();

  // Well before the demo's four weeks, on a day picked per run so a retry meets no card.
  const day = new Date(Date.now() - (40 + Math.floor(Math.random() * 300)) * 86_400_000);
  await form.getByLabel('Date', { exact: true }).fill(day.toISOString().slice(0, 10));
  const clockIn = form.getByRole('combobox', { name: 'Clock in' });
  await clockIn.fill('8:00 AM');
  await clockIn.press('Tab');
  const clockOut = form.getByRole('combobox', { name: 'Clock out' });
  await clockOut.fill('12:15 PM');
  await clockOut.press('Tab');
  await form.getByRole('button', { name: 'Add break' }).click();
  const breakStart = form.getByRole('combobox', { name: 'Break 1 start' });
  await breakStart.fill('10:00 AM');
  await breakStart.press('Tab');
  const breakEnd = form.getByRole('combobox', { name: 'Break 1 end' });
  await breakEnd.fill('10:15 AM');
  await breakEnd.press('Tab');
  await form.getByRole('button', { name: 'Add time card' }).click();

  await expect(page).toHaveURL(new RegExp(`/org/${orgId}/crew/timecard/\\d+$`));
  await expect(page.getByText(TIME_CARD_TEXT.created)).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByRole('group', { name: 'Worked' })).toContainText('4h 0m');
  await expect(page.getByText('Added by hand')).toBeVisible();
  await expect(page.getByText(memberName).first()).toBeVisible();
});
