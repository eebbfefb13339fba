import { expect, test, type Page } from '@playwright/test';
import { TASK_TEXT } from '../../contract/tasks-text';
import { addDays, weekdayOf } from '../../contract/time/plain-date';
import { currentOrgId, demoEmail, signIn } from './support';

/** A Monday at least four days ahead: its occurrences are never in the past while the test runs. */
function comingMonday(): string {
  let day = addDays(new Date().toISOString().slice(0, 10), 4);
  while (weekdayOf(day) !== 0) day = addDays(day, 1);
  return day;
}

/** A small but real PDF: the server reads the bytes, not only the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signInAsAdmin(page: Page): Promise<number> {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  return currentOrgId(page);
}

/** The week of `day` on the tasks page, and the chip of the task titled `title` on it. */
async function openOccurrence(page: Page, orgId: number, day: string, title: string) {
  await page.goto(`/org/${orgId}/tasks?date=${day}`);
  const calendar = page.getByRole('grid', { name: /^Tasks, / });
  await calendar.getByRole('button', { name: new RegExp(`^${title} ?,`) }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  return drawer;
}

/** Renames the task in the open drawer and saves it for this occurrence or all future ones. */
async function rename(
  page: Page,
  from: string,
  to: string,
  scope: 'This task' | 'This and following tasks',
) {
  const drawer = page.getByRole('dialog', { name: from });
  await drawer.getByRole('textbox', { name: /^Title/ }).fill(to);
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  const question = page.getByRole('dialog', { name: 'Save changes' });
  await question.getByRole('radio', { name: scope }).check();
  await question.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The titles of the tasks a week shows. */
async function weekTitles(page: Page, orgId: number, day: string): Promise<string[]> {
  await page.goto(`/org/${orgId}/tasks?date=${day}`);
  const titles = page
    .getByRole('grid', { name: /^Tasks, / })
    .locator('[data-slot="task-chip-title"]');
  await expect(titles.first()).toBeVisible();
  return titles.allTextContents();
}

test('a weekly task with a checklist and a PDF: ticked, edited once, edited from then on, and a stale save from a second tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const monday = comingMonday();
  const title = `Pour footings ${Date.now().toString(36)}`;
  const orgId = await signInAsAdmin(page);

  // Create: weekly on Mondays, two checklist items, and a first note with a PDF.
  await page.goto(`/org/${orgId}/tasks?date=${monday}`);
  await page.getByRole('button', { name: 'New task' }).click();
  const form = page.getByRole('dialog', { name: 'New task' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByLabel('Start date').fill(monday);
  await form.getByRole('combobox', { name: 'Start time' }).fill('9:00 AM');
  await form.getByRole('combobox', { name: 'Start time' }).press('Tab');
  await form.getByLabel('Due date').fill(monday);
  await form.getByRole('combobox', { name: 'Due time' }).fill('5:00 PM');
  await form.getByRole('combobox', { name: 'Due time' }).press('Tab');
  await form.getByLabel('Repeat', { exact: true }).selectOption('weekly');
  await expect(form.getByText('Every week on Monday')).toBeVisible();
  await form.getByRole('button', { name: 'Add checklist item' }).click();
  await page.keyboard.type('Set forms');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pour concrete');
  await form.getByLabel('Photos and files').setInputFiles({
    name: 'footing-plan.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(form.getByText('Uploaded', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText(TASK_TEXT.created)).toBeVisible();

  // The drawer now shows the task: its first note holds the PDF; tick an item.
  const created = page.getByRole('dialog', { name: title });
  await created.getByRole('tab', { name: /^Notes/ }).click();
  await expect(created.getByRole('link', { name: 'footing-plan.pdf' })).toBeVisible();
  await created.getByRole('tab', { name: 'Checklist (0/2)' }).click();
  await created.getByRole('checkbox', { name: 'Set forms' }).check();
  await expect(created.getByRole('tab', { name: 'Checklist (1/2)' })).toBeVisible();
  await expect(created.getByRole('checkbox', { name: 'Set forms' })).toBeChecked();
  await expect(created.getByRole('checkbox', { name: 'Pour concrete' })).not.toBeChecked();
  // Rename an item on this occurrence only; the tick stays.
  await created.getByRole('button', { name: 'Edit checklist item Pour concrete' }).click();
  const itemText = created.getByRole('textbox', { name: 'Checklist item text' });
  await itemText.fill('Pour and finish concrete');
  await itemText.press('Enter');
  const renameScope = page.getByRole('dialog', { name: 'Rename “Pour concrete”' });
  await expect(renameScope.getByRole('radio', { name: 'This task' })).toBeChecked();
  await renameScope.getByRole('button', { name: 'Rename item' }).click();
  await expect(created.getByRole('checkbox', { name: 'Pour and finish concrete' })).toBeVisible();
  await expect(created.getByRole('checkbox', { name: 'Set forms' })).toBeChecked();
  await created.getByRole('button', { name: 'Close' }).click();
  await expect(created).toBeHidden();

  // Edit one occurrence: the second Monday alone.
  const second = addDays(monday, 7);
  const third = addDays(monday, 14);
  const fourth = addDays(monday, 21);
  await openOccurrence(page, orgId, second, title);
  await rename(page, title, `${title} north`, 'This task');
  await expect(page.getByText(TASK_TEXT.updated)).toBeVisible();
  expect(await weekTitles(page, orgId, second)).toContain(`${title} north`);
  expect(await weekTitles(page, orgId, third)).toContain(title);

  // Edit all future ones from the third Monday.
  await openOccurrence(page, orgId, third, title);
  await rename(page, title, `${title} v2`, 'This and following tasks');
  await expect(page.getByText(TASK_TEXT.updated)).toBeVisible();
  expect(await weekTitles(page, orgId, third)).toContain(`${title} v2`);
  expect(await weekTitles(page, orgId, fourth)).toContain(`${title} v2`);
  expect(await weekTitles(page, orgId, second)).toContain(`${title} north`);
  expect(await weekTitles(page, orgId, monday)).toContain(title);

  // Two tabs on the same occurrence: the first saves, the second's save is stale.
  const north = `${title} north`;
  const first = page;
  const secondTab = await page.context().newPage();
  await openOccurrence(first, orgId, second, north);
  await openOccurrence(secondTab, orgId, second, north);
  await rename(first, north, `${title} by the first tab`, 'This task');
  await expect(first.getByText(TASK_TEXT.updated)).toBeVisible();
  await rename(secondTab, north, `${title} by the second tab`, 'This task');
  await expect(
    secondTab.getByRole('alert').filter({ hasText: TASK_TEXT.syncConflict }),
  ).toBeVisible();
  // The task is read again: the second tab now shows what the first saved.
  await expect(
    secondTab.getByRole('dialog', { name: `${title} by the first tab` }).getByRole('textbox', {
      name: /^Title/,
    }),
  ).toHaveValue(`${title} by the first tab`);
  await secondTab.close();
});
