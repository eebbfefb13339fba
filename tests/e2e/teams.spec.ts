import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentOrgId, demoEmail, signIn } from './support';

/** Opens a people picker of the dialog, chooses the people named and closes it. */
async function choose(page: Page, dialog: Locator, label: RegExp, names: string[]) {
  await dialog.getByRole('combobox', { name: label }).click();
  const list = page.getByRole('listbox', { name: label });
  for (const name of names) await list.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

test('an administrator creates, renames and archives a team', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);
  await page.goto(`/org/${orgId}/crew/members/groups`);
  const grid = page.getByRole('grid', { name: 'Teams' });
  await expect(grid.getByRole('gridcell', { name: 'Framing crew', exact: true })).toBeVisible();

  // Create: a name, two members and a manager.
  await page.getByRole('button', { name: 'Create team' }).click();
  const create = page.getByRole('dialog', { name: 'Create Team' });
  await create.getByRole('textbox', { name: 'Name' }).fill('  Roofing crew ');
  await choose(page, create, /^Team members/, ['Chris Walker', 'Dana Brooks']);
  await choose(page, create, /^Managers/, ['Jordan Lee']);
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Team has been created!' }),
  ).toBeVisible();
  await expect(create).toBeHidden();
  const row = grid.getByRole('row').filter({ hasText: 'Roofing crew' });
  await expect(row).toContainText('2 members');
  await expect(row).toContainText('Chris Walker, Dana Brooks');
  await expect(row).toContainText('Jordan Lee');

  // Edit: rename it.
  await row.getByRole('button', { name: 'Actions for Roofing crew' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Team' });
  const name = edit.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Roofing crew');
  await name.fill('Roofing crew North');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Team has been updated!' }),
  ).toBeVisible();
  await expect(edit).toBeHidden();
  const renamed = grid.getByRole('row').filter({ hasText: 'Roofing crew North' });
  await expect(renamed).toContainText('2 members');

  // Archive: it leaves the active list and shows under Archived.
  await renamed.getByRole('checkbox', { name: 'Select row Roofing crew North' }).check();
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Team has been archived!' }),
  ).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Roofing crew North', exact: true })).toHaveCount(
    0,
  );
  await expect(grid.getByRole('gridcell', { name: 'Framing crew', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Archived' }).click();
  const archived = page.getByRole('grid', { name: 'Archived teams' });
  const archivedRow = archived.getByRole('row').filter({ hasText: 'Roofing crew North' });
  await expect(archivedRow).toBeVisible();
  await expect(archivedRow).toContainText('Archived');
  await expect(archived.getByRole('gridcell', { name: 'Framing crew', exact: true })).toHaveCount(
    0,
  );
});
