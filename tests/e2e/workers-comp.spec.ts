import { expect, test } from '@playwright/test';
import { currentOrgId, demoEmail, signIn } from './support';

test('an administrator adds a code, edits its rate, reads the change in the history and archives it', async ({
  page,
}) => {
  // Unique per run, so a retry on the same database does not meet its own code.
  const code = `E2E-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);

  // Reached from the main navigation's Settings, then the settings sections.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(`/org/${orgId}/settings`);
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Workers’ comp' })
    .click();
  await expect(page).toHaveURL(`/org/${orgId}/settings/workers-comp`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Workers’ compensation' }),
  ).toBeVisible();
  const codes = page.getByRole('grid', { name: 'Workers’ compensation codes' });
  await expect(codes).toContainText('5403');

  // Add
  await page.getByRole('button', { name: 'Add code' }).click();
  const add = page.getByRole('dialog', { name: 'Add workers’ compensation code' });
  await add.getByRole('textbox', { name: /^Code/ }).fill(code);
  await add.getByRole('textbox', { name: /Description/ }).fill('Landscaping crews');
  await add.getByRole('spinbutton', { name: /Rate per \$100/ }).fill('1.2');
  await add.getByRole('combobox', { name: /State/ }).click();
  await page.getByRole('option', { name: 'California' }).click();
  await add.getByRole('button', { name: 'Add code' }).click();
  await expect(page.getByText('Workers’ compensation code has been created!')).toBeVisible();
  await expect(add).toBeHidden();
  const row = codes.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Landscaping crews');
  await expect(row).toContainText('1.20');
  await expect(row).toContainText('CA');

  // Edit the rate
  await page.getByRole('button', { name: `Actions for ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit workers’ compensation code' });
  await edit.getByRole('spinbutton', { name: /Rate per \$100/ }).fill('1.35');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Workers’ compensation code has been updated!')).toBeVisible();
  await expect(row).toContainText('1.35');

  // The history names who changed what
  await page.getByRole('link', { name: 'View history' }).click();
  await expect(page).toHaveURL(`/org/${orgId}/settings/workers-comp/history`);
  const history = page.getByRole('grid', { name: 'Changes to workers’ compensation codes' });
  const change = history.getByRole('row').filter({ hasText: 'Rate per $100: 1.20 → 1.35' });
  await expect(change).toContainText(code);
  await expect(change).toContainText('Alex Morgan');
  await expect(change).toContainText('Edited');
  await expect(history.getByRole('row').filter({ hasText: 'Added' })).toContainText(code);

  // Archive, once confirmed
  await page.getByRole('link', { name: 'Back to codes' }).click();
  await page.getByRole('button', { name: `Actions for ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: `Archive code ${code}?` });
  await confirm.getByRole('button', { name: 'Archive code' }).click();
  await expect(page.getByText('Workers’ compensation code has been archived!')).toBeVisible();
  await expect(codes.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show archived codes' }).click();
  const archived = page.getByRole('grid', { name: 'Archived workers’ compensation codes' });
  await expect(archived.getByRole('row').filter({ hasText: code })).toContainText('Archived');
});
