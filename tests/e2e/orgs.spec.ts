import { expect, test, type Page } from '@playwright/test';
import { accessToken, currentOrgId, demoEmail, signIn } from './support';

/** A call of the real API with the signed-in tab's token. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await accessToken(page);
  const response = await page.request.fetch(`/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

test('a provider admin finds an organisation by searching, opens it and sees its team members', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, demoEmail('staff'));
  // Provider staff land on the organisation list.
  await expect(page).toHaveURL('/orgs');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();

  // A second organisation, so the search has something to leave out.
  const other = `Harbour Roofing ${Date.now().toString(36)}`;
  const created = await api(page, 'POST', '/orgs', {
    name: other,
    country_code: 'au',
    company_size: '2-5',
  });
  expect(created.status).toBe(200);
  await page.reload();

  const list = page.getByRole('list', { name: 'Organisations' });
  await expect(list.getByRole('link', { name: other })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Sunrise Builders' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search organisations' }).fill('sunrise');
  // The search runs once typing stops (700 ms): the other organisation leaves the list.
  await expect(list.getByRole('link', { name: other })).toBeHidden();
  await expect(page.getByText('1 found')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await list.getByRole('link', { name: 'Sunrise Builders' }).click();
  await expect(page).toHaveURL(/\/org\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sunrise Builders' })).toBeVisible();
  // Staff see the administrators with their e-mail addresses (GET /admin/orgs/{id}).
  const people = main.getByRole('region', { name: 'Administrators' });
  await expect(people).toContainText('Alex Morgan');
  await expect(people.getByRole('link', { name: demoEmail('admin') })).toBeVisible();

  await main.getByRole('link', { name: 'Team members', exact: true }).click();
  await expect(page).toHaveURL(/\/org\/\d+\/crew\/members$/);
  const grid = page.getByRole('grid', { name: 'Team members' });
  for (const name of ['Alex Morgan', 'Jordan Lee', 'Chris Walker', 'Lena Ortiz'])
    await expect(grid.getByRole('link', { name, exact: true })).toBeVisible();
});

test('people of an organisation cannot reach the organisation list', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);

  // Not offered in the navigation or the organisation menu...
  await expect(page.getByRole('link', { name: 'Organisations' })).toHaveCount(0);
  await page.getByRole('button', { name: /Switch organisation/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Create organisation' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'All organisations' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // ...and refused when typed in.
  await page.goto('/orgs');
  await expect(page).toHaveURL('/error/403');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

  // The server keeps its side: only their own organisations, and no admin endpoint.
  const me = await api(page, 'GET', '/me');
  const mine = (me.body.data as { employees: Array<{ org_id: number }> }).employees.map(
    (employee) => employee.org_id,
  );
  const listed = (await api(page, 'GET', '/orgs')).body.data as Array<{ id: number }>;
  expect(listed.map((org) => org.id)).toContain(orgId);
  for (const org of listed) expect(mine).toContain(org.id);
  expect((await api(page, 'GET', `/admin/orgs/${orgId}`)).status).toBe(403);
});
