import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { e2eDatabase as DATABASE } from '../../playwright.config';
import { currentOrgId, demoEmail, signIn, uniqueEmail } from './support';

// Without SMTP_URL, mail stays in the e2e server's outbox.

/** The invitation token in the newest e-mail to `email`, once the server has written it. */
async function inviteTokenFor(email: string): Promise<string> {
  let token = '';
  await expect
    .poll(() => {
      const db = new Database(DATABASE, { readonly: true, fileMustExist: true });
      try {
        const mail = db
          .prepare('SELECT text_body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
          .get(email) as { text_body: string } | undefined;
        token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
      } finally {
        db.close();
      }
      return token;
    })
    .not.toBe('');
  return token;
}

test('an administrator adds a worker, who accepts the invitation and shows on the list', async ({
  page,
  browser,
}) => {
  const name = `Robin Castillo ${Date.now().toString(36)}`;
  const email = uniqueEmail('people-add');

  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);

  // From the members list to the form.
  await page.goto(`/org/${orgId}/crew/members`);
  await page.getByRole('link', { name: 'Add team member' }).click();
  await expect(page).toHaveURL(`/org/${orgId}/employees/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add team member' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('radio', { name: 'Worker' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Carpenter');
  await expect(page.getByRole('checkbox', { name: 'Send an invitation e-mail now' })).toBeChecked();
  await page.getByRole('button', { name: 'Add team member' }).click();

  await expect(page.getByText(`An invitation has been sent to ${name}.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/org/${orgId}/employee/\\d+$`));

  // The worker opens the e-mailed link in a browser of their own.
  const token = await inviteTokenFor(email);
  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await worker.goto(`/invite/${token}`);
  await expect(worker).toHaveURL('/complete_profile');
  await expect(worker.getByRole('textbox', { name: 'Full name' })).toHaveValue(name);
  await worker.getByLabel('Password', { exact: true }).fill('Worker-pass-42');
  await worker.getByLabel('Confirm password').fill('Worker-pass-42');
  await worker.getByRole('button', { name: 'Complete profile' }).click();
  await expect(worker).toHaveURL(`/org/${orgId}/crew/timecards`);
  await workerContext.close();

  // The new member is on the Members list, now active.
  await page.goto(`/org/${orgId}/crew/members`);
  await page.getByRole('searchbox', { name: 'Search team members' }).fill(email);
  const grid = page.getByRole('grid', { name: 'Team members' });
  const link = grid.getByRole('link', { name });
  await expect(link).toBeVisible();
  const row = grid.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Worker');
  await expect(row).toContainText('Carpenter');
  await expect(row).toContainText('Active');
});
