import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { accessToken, currentOrgId, demoEmail, signIn } from './support';

/** Helpers of the bad-input tests of the people screens (people-bad-input-*.spec.ts). */

export type EmployeeRow = { employee_id: number; display_name: string; email: string };

/** GET on the API as the signed-in tab, expecting success. */
export async function apiGet<T>(page: Page, request: APIRequestContext, path: string, params = {}) {
  const answer = await request.get(`/v1${path}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    params,
  });
  expect(answer.ok(), `GET ${path}`).toBeTruthy();
  return (await answer.json()) as T;
}

/** The organisation's members whose name or e-mail matches `search`. */
export async function membersMatching(
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

export async function employeeIdOf(
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
export function watchCalls(page: Page, method: string, path: RegExp): string[] {
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
export async function rewriteNextCall(
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
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
}

export async function signInAsAdmin(page: Page): Promise<number> {
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  return currentOrgId(page);
}

/** The add-member form, open, with a valid e-mail and the Worker role chosen. */
export async function openAddForm(page: Page, orgId: number, email: string) {
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

export const EMPLOYEES_PATH = /^\/v1\/orgs\/\d+\/employees$/;
export const NAME_81 = `Eightyone ${'Z'.repeat(71)}`;
export const NAME_80 = `Eighty ${'C'.repeat(73)}`;
