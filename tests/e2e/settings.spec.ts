import { expect, test } from '@playwright/test';
import { currentOrgId, demoEmail, signIn } from './support';

test('an administrator adds a time clock rule group with meal breaks for two workers', async ({
  page,
}) => {
  // Unique per run, so a retry on the same database does not meet its own group.
  const name = `Night shift ${Math.random().toString(36).slice(2, 7)}`;
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);

  // The hub from the main navigation, then the time section.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('link', { name: 'Time', exact: true }).first().click();
  await expect(page).toHaveURL(`/org/${orgId}/settings/time`);
  const groups = page.getByRole('table', { name: 'Time clock rule groups' });
  // The demo's own meal-break group (server/db/seed-demo-rules.ts).
  await expect(groups.getByRole('row', { name: /California meal breaks/ })).toContainText(
    '30m after 4h 45m',
  );

  await page.getByRole('button', { name: 'Add rule group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add time clock rules' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('switch', { name: 'First meal break required' }).click();
  await dialog.getByLabel('First meal break after (minutes worked)').fill('300');
  await dialog.getByLabel('First meal break length (minutes)').fill('30');
  await dialog.getByRole('switch', { name: 'Second meal break required' }).click();
  await dialog.getByLabel('Second meal break after (minutes worked)').fill('600');
  await dialog.getByLabel('Second meal break length (minutes)').fill('30');
  await dialog.getByRole('switch', { name: 'Send meal break reminders' }).click();
  const members = dialog.getByRole('group', { name: 'Team members' });
  await members.getByRole('checkbox', { name: 'Jess Nguyen' }).check();
  await members.getByRole('checkbox', { name: 'Kyle Bennett' }).check();
  await dialog.getByRole('button', { name: 'Add rule group' }).click();
  await expect(dialog).toBeHidden();

  const row = groups.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('30m after 5h 0m; 30m after 10h 0m');
  await expect(row.getByRole('cell').first()).toHaveText('2');

  // Kept: the edit dialog opens with the saved breaks and the two workers ticked.
  await page.reload();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByRole('switch', { name: 'First meal break required' })).toBeChecked();
  await expect(edit.getByLabel('First meal break after (minutes worked)')).toHaveValue('300');
  await expect(
    edit.getByText('2 team members follow these rules.', { exact: false }),
  ).toBeVisible();
  const current = edit.getByRole('group', { name: 'Team members' });
  await expect(current.getByRole('checkbox', { name: 'Jess Nguyen' })).toBeChecked();
  await expect(current.getByRole('checkbox', { name: 'Kyle Bennett' })).toBeChecked();
  await expect(current.getByRole('checkbox', { checked: true })).toHaveCount(2);

  // Unticked: Kyle goes back to the default group.
  await current.getByRole('checkbox', { name: 'Kyle Bennett' }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(current.getByRole('checkbox', { name: 'Jess Nguyen' })).toBeChecked();
  await expect(current.getByRole('checkbox', { name: 'Kyle Bennett' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  // The default group's dialog now counts Kyle among its members.
  await groups.getByRole('button', { name: 'Edit Default' }).click();
  const defaultEdit = page.getByRole('dialog', { name: 'Edit Default' });
  await expect(
    defaultEdit
      .getByRole('group', { name: 'Team members' })
      .getByRole('checkbox', { name: 'Kyle Bennett' }),
  ).toBeChecked();
  await defaultEdit.getByRole('button', { name: 'Cancel' }).click();
  await expect(defaultEdit).toBeHidden();
});

test('an administrator changes time rounding on the rounding tab', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);
  await page.goto(`/org/${orgId}/settings/time`);
  await page
    .getByRole('navigation', { name: 'Time settings' })
    .getByRole('link', { name: 'Rounding' })
    .click();
  await expect(page).toHaveURL(`/org/${orgId}/settings/time/rounding`);

  const rounding = page.getByRole('combobox', { name: 'Round clock times to' });
  await rounding.selectOption({ label: '15 minutes' });
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Round clock times to' })).toHaveValue('15');
});

test('a worker is refused the settings', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoEmail('worker1'));
  const orgId = await currentOrgId(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }),
  ).toHaveCount(0);

  await page.goto(`/org/${orgId}/settings/time`);
  await expect(page).toHaveURL('/error/403');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
