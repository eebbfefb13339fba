import { expect, test } from '@playwright/test';
import { EMPLOYEE_TEXT } from '../../contract/employee-detail';

import { RULE_TEXT } from '../../contract/validation';

import { currentOrgId, uniqueEmail } from './support';
import {
  membersMatching,
  watchCalls,
  rewriteNextCall,
  expectFieldError,
  signInAsAdmin,
  openAddForm,
  EMPLOYEES_PATH,
  NAME_81,
  NAME_80,
} from './people-bad-input-support';

// Bad input on the people screens, as an administrator in the browser against the real server:
// each refusal shows the spec's words on its field, keeps what was typed, and saves nothing.

test.describe('bad input when adding a team member', () => {
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
});
