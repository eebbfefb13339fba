import { expect, test, type Page } from '@playwright/test';
import { DEMO_DOMAIN, currentOrgId, signIn } from './support';

/**
 * A worker's own clock on the crew time-cards page, against the real server and the demo seed.
 * Eli Turner (worker3) is in the framing crew, whose project-time rules require a project and a
 * cost code (also on clock-out), and is never clocked in by the seed (only worker1 and worker2 are).
 * The demo company's plan includes clock-in photos: Eli takes one.
 */
const WORKER = `worker3@${DEMO_DOMAIN}`;
const FIRST = 'Midtown Lofts';
const SECOND = 'Riverside Townhomes';
const COST_CODE = /^06-100/;
/** A clock-in photo: a real 1×1 PNG, as a phone's camera would hand the file input. */
const PHOTO = {
  name: 'clock-in.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function pick(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  field: RegExp,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The id of the card a clock action answered with. */
async function cardIdOf(page: Page, action: () => Promise<void>, path: RegExp): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && path.test(answer.url()),
    ),
    action(),
  ]);
  expect(response.ok(), `POST ${response.url()}`).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

test('a worker clocks in on a project, takes a break, switches and clocks out', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, WORKER);
  const orgId = await currentOrgId(page);
  await page.goto(`/org/${orgId}/crew/timecards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Time cards' })).toBeVisible();
  const clock = page.getByRole('region', { name: 'Your clock' });
  await expect(clock.getByText('You are not clocked in.')).toBeVisible();

  // The rules of the framing crew: no project, no clock-in, said on the field.
  await clock.getByRole('button', { name: 'Clock in' }).click();
  await expect(clock.getByRole('combobox', { name: /^Project/ })).toHaveAccessibleDescription(
    'Please choose a project: your time must be assigned to a project',
  );

  await pick(page, clock, /^Project/, FIRST);
  await pick(page, clock, /^Cost code/, COST_CODE);
  await clock.getByRole('textbox', { name: /^Note/ }).fill('Level 3 walls');
  // The photo goes up as an attachment, and the clock-in names it.
  await clock.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(clock.getByRole('img', { name: /^Preview of Clock-in photo/ })).toBeVisible();
  const firstId = await cardIdOf(
    page,
    () => clock.getByRole('button', { name: 'Clock in' }).click(),
    /\/time_cards$/,
  );
  await expect(clock.getByText('Working', { exact: true })).toBeVisible();
  await expect(clock.getByRole('timer', { name: 'Worked' })).toBeVisible();
  await expect(clock.getByText(FIRST)).toBeVisible();

  await clock.getByRole('button', { name: 'Start break' }).click();
  await page.getByRole('menuitem', { name: 'Meal break' }).click();
  await expect(clock.getByText('On break', { exact: true })).toBeVisible();
  await expect(clock.getByRole('timer', { name: /^Meal break since/ })).toBeVisible();
  await clock.getByRole('button', { name: 'End break' }).click();
  await expect(clock.getByText('Working', { exact: true })).toBeVisible();

  await clock.getByRole('button', { name: 'Switch' }).click();
  const switching = page.getByRole('dialog', { name: 'Switch' });
  await pick(page, switching, /^Project/, SECOND);
  await expect(switching.getByRole('combobox', { name: /^Cost code/ })).toContainText('06-100');
  const secondId = await cardIdOf(
    page,
    () => switching.getByRole('button', { name: 'Switch' }).click(),
    /\/switch$/,
  );
  await expect(switching).toBeHidden();
  await expect(clock.getByText(SECOND)).toBeVisible();

  await clock.getByRole('button', { name: 'Clock out' }).click();
  const out = page.getByRole('dialog', { name: 'Clock out' });
  await expect(out.getByRole('combobox', { name: /^Cost code/ })).toContainText('06-100');
  await out.getByRole('button', { name: 'Clock out' }).click();
  await expect(out).toBeHidden();
  await expect(clock.getByText('You are not clocked in.')).toBeVisible();

  // This week's list holds the time on both projects: one card, or two when a switch without
  // split cards closed the first and began the next.
  const week = page.getByRole('list', { name: /^Time cards, / });
  const itemOf = (id: number) =>
    week.getByRole('listitem').filter({ has: page.locator(`a[href$="/crew/timecard/${id}"]`) });
  await expect(itemOf(secondId)).toContainText(SECOND);
  await expect(itemOf(firstId)).toContainText(FIRST);
  await expect(itemOf(secondId)).not.toContainText('Working');
  await expect(itemOf(firstId)).not.toContainText('Working');

  // The card's page shows the photo through its signed link.
  await page.goto(`/org/${orgId}/crew/timecard/${firstId}`);
  const shown = page.getByRole('img', { name: /^Clock-in photo of / });
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBe(1);
});
