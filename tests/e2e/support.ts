import { expect, type Page } from '@playwright/test';

export const DEMO_DOMAIN = 'demo.crewcard.test';
export const demoPassword = () => {
  const password = process.env.E2E_DEMO_PASSWORD;
  if (!password) throw new Error('E2E_DEMO_PASSWORD is set by playwright.config.ts');
  return password;
};
export const demoEmail = (local: 'admin' | 'manager1' | 'worker1' | 'staff') =>
  `${local}@${DEMO_DOMAIN}`;

export async function signIn(page: Page, email: string, password = demoPassword()): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The id of the organisation whose dashboard (or other /org/{id}/ page) is showing. */
export async function currentOrgId(page: Page): Promise<number> {
  // Read the id from the URL the check matched: reading page.url() afterwards races redirects.
  let orgId = NaN;
  await expect
    .poll(() => {
      orgId = Number(/^\/org\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1]);
      return orgId;
    })
    .toBeGreaterThan(0);
  return orgId;
}

/** The stored access token of the signed-in tab. */
export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('crewcard.session.v1'));
  if (!raw) throw new Error('No stored session');
  return (JSON.parse(raw) as { access_token: string }).access_token;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}
