import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support';

test('script and SQL text typed into sign-up is stored and shown as plain text', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const business = `<img src=x onerror=alert(1)> Roofing'); DROP TABLE profiles;--`;
  await page.goto('/sign_up');
  await page.getByLabel('Full name').fill('Robin <b>Bold</b> Castillo');
  await page.getByLabel('Email').fill(uniqueEmail('inert'));
  await page.getByLabel('Password', { exact: true }).fill('Strong-pass-42');
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Company size').selectOption('6-10');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/org\/\d+\/dashboard$/);
  await expect(page.getByRole('main')).toContainText(business);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
