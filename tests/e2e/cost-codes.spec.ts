import { expect, test } from '@playwright/test';
import { currentOrgId, demoEmail, signIn } from './support';

test('an administrator adds three cost codes and finds one by search', async ({ page }) => {
  // Unique per run, so a retry on the same database does not meet its own codes.
  const prefix = `E2E${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const site = { code: `${prefix}-100`, name: 'Site preparation' };
  const formwork = { code: `${prefix}-200`, name: 'Formwork and rebar' };
  const concrete = { code: `${prefix}-300`, name: 'Cast-in-place concrete' };
  const codes = [site, formwork, concrete];
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);

  // Reached from the main navigation.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cost codes' })
    .click();
  await expect(page).toHaveURL(`/org/${orgId}/cost-codes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cost codes' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Cost codes' });

  for (const { code, name } of codes) {
    await page.getByRole('button', { name: 'Add cost code' }).click();
    const add = page.getByRole('dialog', { name: 'Add cost code' });
    await add.getByRole('textbox', { name: /^Code/ }).fill(code);
    await add.getByRole('textbox', { name: /^Name/ }).fill(name);
    await add.getByRole('button', { name: 'Add cost code' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText('Cost code has been created!').first()).toBeVisible();
    await expect(grid.getByRole('row').filter({ hasText: code })).toContainText('All projects');
  }

  // A second code with the same code is refused on its field.
  await page.getByRole('button', { name: 'Add cost code' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Add cost code' });
  await duplicate.getByRole('textbox', { name: /^Code/ }).fill(site.code);
  await duplicate.getByRole('textbox', { name: /^Name/ }).fill('Again');
  await duplicate.getByRole('button', { name: 'Add cost code' }).click();
  await expect(duplicate.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(
    /A cost code with this code already exists/,
  );
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  await expect(duplicate).toBeHidden();

  // The search finds one by its name, then by its code.
  const search = page.getByRole('searchbox', { name: 'Search cost codes' });
  await search.fill('Formwork and');
  await expect(grid.getByRole('row').filter({ hasText: formwork.code })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: site.code })).toHaveCount(0);
  await search.fill(concrete.code);
  await expect(grid.getByRole('row').filter({ hasText: concrete.code })).toContainText(
    'Cast-in-place concrete',
  );
  await expect(grid.getByRole('row').filter({ hasText: formwork.code })).toHaveCount(0);

  // The same page under the crew path.
  await page.goto(`/org/${orgId}/crew/cost-codes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cost codes' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Cost codes' })).toContainText(site.code);
});
