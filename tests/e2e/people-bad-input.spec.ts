import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { COMPENSATION_TEXT } from '../../contract/compensation';
import { EMPLOYEE_TEXT } from '../../contract/employee-detail';
import { RULE_TEXT } from '../../contract/validation';
import { accessToken, currentOrgId, demoEmail, signIn, uniqueEmail } from './support';

// Bad input on the people screens, as an administrator in the browser against the real server:
// each refusal shows the spec's words on its field, keeps what was typed, and saves nothing.

type EmployeeRow = { employee_id: number; display_name: string; email: string };

/** GET on the API as the signed-in tab, expecting success. */
async function apiGet<T>(page: Page, request: APIRequestContext, path: string, params = {}) {
  const answer = await request.get(`/v1${path}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    params,
  });
  expect(answer.ok(), `GET ${path}`).toBeTruthy();
  return (await answer.json()) as T;
}

/** The organisation's members whose name or e-mail matches `search`. */
async function membersMatching(
  page: Page,
  request: APIRequestContext,
  orgId: number,
  search: string,
): Promise<EmployeeRow[]> {
  const answer = await apiGet<{ data: EmployeeRow[] }>(page, request, `/orgs/${orgId}/employees`, {
    search,
    limit: 50,
    page: 1,
  });
  return answer.data;
}

async function employeeIdOf(
  page: Page,
  request: APIRequestContext,
  orgId: number,
  name: string,
): Promise<number> {
  const row = (await membersMatching(page, request, orgId, name)).find(
    (candidate) => candidate.display_name === name,
  );
  if (!row) throw new Error(`${name} is not in the demo organisation`);
  return row.employee_id;
}

/** Every call of `method` to a path matching `path`, with its body, from now on. */
function watchCalls(page: Page, method: string, path: RegExp): string[] {
  const bodies: string[] = [];
  page.on('request', (call) => {
    if (call.method() === method && path.test(new URL(call.url()).pathname))
      bodies.push(call.postData() ?? '');
  });
  return bodies;
}

/**
 * Lets the form's first call of `method` to `path` through with `change` applied to its body:
 * what a person gets from the server when the screen's own check is bypassed.
 */
async function rewriteNextCall(
  page: Page,
  method: string,
  path: RegExp,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
) {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify(change(body)) });
    },
    { times: 1 },
  );
}

/** The field shows `message` as its error: marked invalid and described by the message. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
}

async function signInAsAdmin(page: Page): Promise<number> {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  return currentOrgId(page);
}

/** The add-member form, open, with a valid e-mail and the Worker role chosen. */
async function openAddForm(page: Page, orgId: number, email: string) {
  await page.goto(`/org/${orgId}/employees/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add team member' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add team member' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('radio', { name: 'Worker' }).click();
  return {
    form,
    name: form.getByRole('textbox', { name: 'Full name' }),
    mobile: form.getByRole('textbox', { name: /^Mobile/ }),
    region: form.getByRole('combobox', { name: 'Mobile country' }),
    submit: form.getByRole('button', { name: 'Add team member' }),
  };
}

const EMPLOYEES_PATH = /^\/v1\/orgs\/\d+\/employees$/;
const NAME_81 = `Eightyone ${'Z'.repeat(71)}`;
const NAME_80 = `Eighty ${'C'.repeat(73)}`;

test.describe('bad input on the people screens', () => {
  test('add member: short, long and one-word names and a US mobile are refused on their fields', async ({
    page,
    request,
  }) => {
    expect(NAME_81).toHaveLength(81);
    const orgId = await signInAsAdmin(page);
    const posts = watchCalls(page, 'POST', EMPLOYEES_PATH);
    const email = uniqueEmail('bad-name');
    const { name, mobile, region, submit } = await openAddForm(page, orgId, email);
    await expect(region).toHaveValue('us');

    for (const [typed, message] of [
      ['Al', RULE_TEXT.nameLength],
      [NAME_81, RULE_TEXT.nameLength],
      ['Madonna', RULE_TEXT.nameTwoWords],
    ] as const) {
      await name.fill(typed);
      await submit.click();
      await expectFieldError(name, message);
      // What was typed stays for the person to fix.
      await expect(name).toHaveValue(typed);
    }

    await name.fill('Pat Doe');
    await mobile.pressSequentially('415 555 01');
    await submit.click();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expectFieldError(mobile, RULE_TEXT.mobileInvalid);
    await expect(mobile).toHaveValue('(415) 555-01');
    expect(posts).toEqual([]);

    // The server says the same, on the same field, when the screen's check is bypassed.
    await mobile.fill('');
    await rewriteNextCall(page, 'POST', EMPLOYEES_PATH, (body) => ({
      ...body,
      display_name: 'Madonna',
    }));
    await submit.click();
    await expectFieldError(name, RULE_TEXT.nameTwoWords);
    expect(posts).toHaveLength(1);
    await expect(page).toHaveURL(`/org/${orgId}/employees/add`);

    expect(await membersMatching(page, request, orgId, email)).toEqual([]);
  });

  test('add member: names of exactly 80 and 3 characters are accepted', async ({
    page,
    request,
  }) => {
    const orgId = await signInAsAdmin(page);
    for (const fullName of [NAME_80, 'A B']) {
      const email = uniqueEmail('boundary');
      const { form, name, submit } = await openAddForm(page, orgId, email);
      await name.fill(fullName);
      await form.getByRole('checkbox', { name: 'Send an invitation e-mail now' }).uncheck();
      await submit.click();
      await expect(page.getByText(EMPLOYEE_TEXT.added(fullName))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/org/${orgId}/employee/\\d+$`));
      await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
      const rows = await membersMatching(page, request, orgId, email);
      expect(rows.map((row) => row.display_name)).toEqual([fullName]);
    }
  });

  test('add member in an Australian organisation: impossible AU mobiles are refused', async ({
    page,
    request,
  }) => {
    // A new account's organisation, in Australia: its administrator is the one signing up.
    await page.goto('/sign_up');
    await page.getByLabel('Full name').fill('Olivia Nguyen');
    await page.getByLabel('Email').fill(uniqueEmail('au-admin'));
    await page.getByLabel('Password', { exact: true }).fill('Strong-pass-42');
    await page.getByLabel('Business name').fill('Harbour Fitouts');
    await page.getByLabel('Country').selectOption({ label: 'Australia' });
    await page.getByLabel('Company size').selectOption('6-10');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/org\/\d+\/dashboard$/);
    const orgId = await currentOrgId(page);

    const posts = watchCalls(page, 'POST', EMPLOYEES_PATH);
    const email = uniqueEmail('au-mobile');
    const { name, mobile, region, submit } = await openAddForm(page, orgId, email);
    // The organisation's country is the region numbers are read in.
    await expect(region).toHaveValue('au');
    await name.fill('Jack Wilson');
    for (const typed of ['0412', '+61 412', '0412 abc']) {
      await mobile.fill(typed);
      await submit.click();
      await expectFieldError(mobile, RULE_TEXT.mobileInvalid);
      await expect(mobile).toHaveValue(typed);
    }
    expect(posts).toEqual([]);

    // The server reads the number in the organisation's region and refuses it on the field too.
    await mobile.fill('0412 345 678');
    await rewriteNextCall(page, 'POST', EMPLOYEES_PATH, (body) => ({ ...body, mobile: '0412' }));
    await submit.click();
    await expectFieldError(mobile, RULE_TEXT.mobileInvalid);
    expect(posts).toHaveLength(1);
    expect(await membersMatching(page, request, orgId, email)).toEqual([]);

    // A possible Australian mobile goes through and is kept as typed.
    await submit.click();
    await expect(page.getByText(EMPLOYEE_TEXT.invited('Jack Wilson'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Jack Wilson' })).toBeVisible();
    await expect(page.getByText('0412 345 678', { exact: true })).toBeVisible();
  });

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
