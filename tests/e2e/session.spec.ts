import { expect, test } from '@playwright/test';
import { accessToken, currentOrgId, demoEmail, signIn, uniqueEmail } from './support';

test('signing up creates an organisation and lands on its dashboard', async ({ page }) => {
  await page.goto('/sign_up');
  await page.getByLabel('Full name').fill('Robin Castillo');
  await page.getByLabel('Email').fill(uniqueEmail('signup'));
  await page.getByLabel('Password', { exact: true }).fill('Strong-pass-42');
  await page.getByLabel('Business name').fill('Castillo Roofing');
  await page.getByLabel('Country').selectOption('us');
  await page.getByLabel('Company size').selectOption('6-10');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/org\/\d+\/dashboard$/);
  await expect(page.getByRole('main')).toContainText('Castillo Roofing');
});

test('sign-up refuses bad input with the spec words, field by field', async ({ page }) => {
  await page.goto('/sign_up');
  await page.getByLabel('Full name').fill('Robin');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByLabel('Business name').fill('Ab');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(page.getByText('Please enter a first and last name')).toBeVisible();
  await expect(page.getByText('Password must contain at least one number or symbol')).toBeVisible();
  await expect(page).toHaveURL(/\/sign_up$/);
});

test('signing in honours the redirect query, its own query string included', async ({ page }) => {
  await page.goto(
    '/login?redirect=' + encodeURIComponent('/personal/settings/appearance?from=mail'),
  );
  await signIn(page, demoEmail('admin'));
  await expect(page).toHaveURL(/\/personal\/settings\/appearance\?from=mail$/);
  await expect(page.getByRole('radiogroup', { name: 'Appearance' })).toBeVisible();
});

test('a wrong password is refused without saying whether the account exists', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'), 'Wrong-password-1');
  const known = await page.getByRole('alert').first().textContent();
  await page.goto('/login');
  await signIn(page, uniqueEmail('nobody'), 'Wrong-password-1');
  await expect(page.getByRole('alert').first()).toHaveText(known ?? '');
});

test('an ended session returns to login with expired=true, and back after signing in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);
  await expect(page).toHaveURL(`/org/${orgId}/dashboard`);

  // The session ends on the server (as when it is revoked elsewhere): the tab still holds its tokens.
  const token = await accessToken(page);
  const logout = await request.post('/v1/me/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.ok()).toBeTruthy();

  await page.goto(`/org/${orgId}/dashboard`);
  await expect(page).toHaveURL(
    `/login?redirect=${encodeURIComponent(`/org/${orgId}/dashboard`)}&expired=true`,
  );
  await signIn(page, demoEmail('admin'));
  await expect(page).toHaveURL(`/org/${orgId}/dashboard`);
});

test('a worker opening an administrator page sees 403', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoEmail('worker1'));
  await expect(page).toHaveURL(/\/org\/\d+\/crew\/timecards$/);
  const orgId = await currentOrgId(page);

  await page.goto(`/org/${orgId}/dashboard`);
  await expect(page).toHaveURL('/error/403');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

  await page.goto('/org');
  await expect(page).toHaveURL('/error/403');
});

test("another organisation's URL is refused", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const demoOrgId = await currentOrgId(page);
  await page.getByRole('button', { name: /account|alex morgan/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto('/sign_up');
  await page.getByLabel('Full name').fill('Casey Outsider');
  await page.getByLabel('Email').fill(uniqueEmail('outsider'));
  await page.getByLabel('Password', { exact: true }).fill('Strong-pass-42');
  await page.getByLabel('Business name').fill('Outsider Electric');
  await page.getByLabel('Company size').selectOption('2-5');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/org\/\d+\/dashboard$/);

  await page.goto(`/org/${demoOrgId}/dashboard`);
  await expect(page).toHaveURL('/error/403');
  await expect(page.getByText('Sunrise Builders')).toHaveCount(0);
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
