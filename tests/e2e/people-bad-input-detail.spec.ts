import { expect, test } from '@playwright/test';
import { COMPENSATION_TEXT } from '../../contract/compensation';

import { EMPLOYEE_TEXT } from '../../contract/employee-detail';

import { RULE_TEXT } from '../../contract/validation';

import { uniqueEmail } from './support';
import {
  apiGet,
  membersMatching,
  employeeIdOf,
  watchCalls,
  rewriteNextCall,
  expectFieldError,
  signInAsAdmin,
  openAddForm,
  NAME_81,
} from './people-bad-input-support';

// Bad input on the people screens, as an administrator in the browser against the real server:
// each refusal shows the spec's words on its field, keeps what was typed, and saves nothing.

test.describe('bad input on a team member’s page', () => {
  test('edit details: bad names are refused on the field and the record is kept', async ({
    page,
    request,
  }) => {
    const orgId = await signInAsAdmin(page);
    const kyleId = await employeeIdOf(page, request, orgId, 'Kyle Bennett');
    const patches = watchCalls(page, 'PATCH', /^\/v1\/orgs\/\d+\/employee\/\d+$/);
    await page.goto(`/org/${orgId}/employee/${kyleId}`);
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Kyle Bennett' });
    const name = dialog.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveValue('Kyle Bennett');

    for (const [typed, message] of [
      ['Al', RULE_TEXT.nameLength],
      [NAME_81, RULE_TEXT.nameLength],
      ['Cher', RULE_TEXT.nameTwoWords],
    ] as const) {
      await name.fill(typed);
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expectFieldError(name, message);
      await expect(name).toHaveValue(typed);
    }
    expect(patches).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Kyle Bennett' })).toBeVisible();
    const detail = await apiGet<{ data: { display_name: string } }>(
      page,
      request,
      `/orgs/${orgId}/employee/${kyleId}`,
    );
    expect(detail.data.display_name).toBe('Kyle Bennett');
  });

  test('deactivating a manager: the replacement approver is required and cannot be them', async ({
    page,
    request,
  }) => {
    const orgId = await signInAsAdmin(page);
    // Jordan Lee (manager1); nothing here deactivates him.
    const jordanId = await employeeIdOf(page, request, orgId, 'Jordan Lee');
    const calls = watchCalls(page, 'POST', /\/update_saas_enabled$/);
    await page.goto(`/org/${orgId}/employee/${jordanId}`);
    await expect(page.getByLabel('Status: Active')).toBeVisible();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate team member' });
    const approver = dialog.getByRole('combobox', { name: /^Transfer time approvals to/ });

    // Left empty: required, and nothing is sent.
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expectFieldError(approver, RULE_TEXT.required);
    await expect(dialog.getByText(RULE_TEXT.required, { exact: true })).toBeVisible();
    expect(calls).toEqual([]);

    // The person being deactivated is not offered, not even when searched for.
    await approver.click();
    const list = page.getByRole('listbox', { name: /^Transfer time approvals to/ });
    await expect(list.getByRole('option', { name: 'Alex Morgan' })).toBeVisible();
    await expect(list.getByRole('option', { name: 'Jordan Lee' })).toHaveCount(0);
    await page.getByRole('combobox', { name: /^Search Transfer time approvals to/ }).fill('Jordan');
    await expect(list.getByRole('option')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'No results found' })).toBeVisible();
    await page.getByRole('combobox', { name: /^Search Transfer time approvals to/ }).fill('Alex');
    await list.getByRole('option', { name: 'Alex Morgan' }).click();

    // Sent anyway (the screen's list bypassed), the server refuses in the spec's words, there.
    await rewriteNextCall(page, 'POST', /\/update_saas_enabled$/, (body) => ({
      ...body,
      taking_over_time_approver_id: jordanId,
    }));
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expectFieldError(approver, EMPLOYEE_TEXT.approverIsSelf);
    expect(calls).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Status: Active')).toBeVisible();
    const detail = await apiGet<{ data: { is_saas_enabled: boolean } }>(
      page,
      request,
      `/orgs/${orgId}/employee/${jordanId}`,
    );
    expect(detail.data.is_saas_enabled).toBe(true);
  });

  test('role pickers offer only the roles that exist', async ({ page, request }) => {
    const orgId = await signInAsAdmin(page);
    const roles = ['Worker', 'Manager', 'Administrator'];

    await page.goto(`/org/${orgId}/employees/add`);
    const group = page.getByRole('radiogroup', { name: 'Role' });
    await expect(group.getByRole('radio')).toHaveCount(roles.length);
    for (const [index, role] of roles.entries())
      await expect(group.getByRole('radio').nth(index)).toHaveAccessibleName(role);

    const kyleId = await employeeIdOf(page, request, orgId, 'Kyle Bennett');
    await page.goto(`/org/${orgId}/employee/${kyleId}`);
    await page.getByRole('button', { name: 'Change role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Kyle Bennett’s role' });
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    const list = page.getByRole('listbox', { name: 'Role' });
    await expect(list.getByRole('option')).toHaveText(roles);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('pay record: negative and absurd pay rates are refused and the history is kept', async ({
    page,
    request,
  }) => {
    const orgId = await signInAsAdmin(page);
    const kyleId = await employeeIdOf(page, request, orgId, 'Kyle Bennett');
    const payPath = `/orgs/${orgId}/employee/${kyleId}/saas_compensation`;
    const historyBefore = await apiGet<{ data: unknown[] }>(page, request, payPath);
    const saves = watchCalls(page, 'POST', /\/saas_compensation$/);

    await page.goto(`/org/${orgId}/employee/${kyleId}`);
    const records = page.getByRole('list', { name: 'Pay records' }).getByRole('listitem');
    await expect(records).toHaveCount(historyBefore.data.length);
    const shownBefore = await records.allTextContents();

    await page.getByRole('button', { name: 'Add pay record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add pay record' });
    const submit = dialog.getByRole('button', { name: 'Add pay record' });
    const hourly = dialog.getByRole('spinbutton', { name: /^Hourly rate/ });
    for (const [typed, message] of [
      ['-15', COMPENSATION_TEXT.payRatePositive],
      ['0', COMPENSATION_TEXT.payRatePositive],
      ['1000000000', COMPENSATION_TEXT.payRatePerHourMax],
    ] as const) {
      await hourly.fill('');
      await hourly.pressSequentially(typed);
      await submit.click();
      await expectFieldError(hourly, message);
      await expect(hourly).toHaveValue(typed);
    }

    // A 1099 day rate has its own ceiling.
    await dialog.getByRole('combobox', { name: /^Pay type/ }).click();
    await page.getByRole('option', { name: '1099 contractor' }).click();
    await dialog.getByRole('combobox', { name: /^Rate type/ }).click();
    await page.getByRole('option', { name: 'Half or full day' }).click();
    const daily = dialog.getByRole('spinbutton', { name: /^Day rate/ });
    await daily.fill('');
    await daily.pressSequentially('250000');
    await submit.click();
    await expectFieldError(daily, COMPENSATION_TEXT.payRatePerDayMax);
    await expect(daily).toHaveValue('250000');
    expect(saves).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(records).toHaveText(shownBefore);
    expect(await apiGet(page, request, payPath)).toEqual(historyBefore);
  });

  test('HTML in a name is shown as text on the list and the detail page', async ({
    page,
    request,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const fullName = '<img src=x onerror=alert(1)>Bob Smith';
    const orgId = await signInAsAdmin(page);
    const email = uniqueEmail('html-name');
    const { form, name, submit } = await openAddForm(page, orgId, email);
    await name.fill(fullName);
    await form.getByRole('checkbox', { name: 'Send an invitation e-mail now' }).uncheck();
    await submit.click();

    await expect(page.getByText(EMPLOYEE_TEXT.added(fullName))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toHaveText(fullName);
    await expect(page.getByRole('main').getByText(fullName, { exact: true })).toHaveCount(2);
    const rows = await membersMatching(page, request, orgId, email);
    expect(rows.map((row) => row.display_name)).toEqual([fullName]);
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    await page.goto(`/org/${orgId}/crew/members`);
    await page.getByRole('searchbox', { name: 'Search team members' }).fill(email);
    const grid = page.getByRole('grid', { name: 'Team members' });
    await expect(grid.getByRole('link', { name: fullName, exact: true })).toHaveText(fullName);
    await expect(grid.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
