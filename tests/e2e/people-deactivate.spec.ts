import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessToken, currentOrgId, demoEmail, signIn } from './support';

/** The employee id of a demo team member, read from the list as the signed-in administrator. */
async function employeeIdOf(
  request: APIRequestContext,
  token: string,
  orgId: number,
  name: string,
): Promise<number> {
  const answer = await request.get(`/v1/orgs/${orgId}/employees`, {
    headers: { authorization: `Bearer ${token}` },
    params: { search: name, limit: 20, page: 1 },
  });
  expect(answer.ok()).toBeTruthy();
  const rows = ((await answer.json()) as { data: { employee_id: number; display_name: string }[] })
    .data;
  const row = rows.find((candidate) => candidate.display_name === name);
  if (!row) throw new Error(`${name} is not in the demo organisation`);
  return row.employee_id;
}

test('an administrator deactivates a manager, handing their approvals over, then reactivates them', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);
  // Sam Rivera (manager2) leads the Concrete crew; manager1 is left alone for other tests.
  const samId = await employeeIdOf(request, await accessToken(page), orgId, 'Sam Rivera');

  await page.goto(`/org/${orgId}/employee/${samId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeVisible();
  await expect(page.getByLabel('Status: Active')).toBeVisible();
  await expect(page.getByLabel('Role: Manager')).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate team member' });
  await expect(dialog).toBeVisible();
  // The replacement approver is required.
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();

  await dialog.getByRole('combobox', { name: /^Transfer time approvals to/ }).click();
  // Offered: the other active managers and administrators, never Sam.
  await expect(page.getByRole('option', { name: 'Sam Rivera' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Alex Morgan' }).click();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();

  await expect(page.getByText('Sam Rivera has been deactivated!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Status: Deactivated')).toBeVisible();
  await expect(
    page.getByText('Sam Rivera is deactivated and cannot sign in to this organisation.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Sam Rivera has been activated!')).toBeVisible();
  await expect(page.getByLabel('Status: Active')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});
