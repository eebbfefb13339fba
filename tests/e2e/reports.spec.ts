import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { JobCosting } from '../../contract/job-costing';
import { PAYROLL_CSV_COLUMNS, type PayrollSummaryResponse } from '../../contract/payroll';
import { rangeAround, rangeInstants } from '../../app/features/reports/range/report-range-model';
import { todayIn } from '../../app/features/time-cards/summary/summary-model';
import { accessToken, currentOrgId, demoEmail, signIn } from './support';

/** GET a JSON answer of the API as the signed-in person. */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function signInAs(page: Page, who: 'admin' | 'manager1'): Promise<number> {
  await page.goto('/login');
  await signIn(page, demoEmail(who));
  return currentOrgId(page);
}

test('a manager picks a pay period, reads why an hour is overtime, downloads the CSV and opens job costing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const orgId = await signInAs(page, 'manager1');
  await page.goto(`/org/${orgId}/crew/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crew reports' })).toBeVisible();

  // The last whole pay period: the demo's crews worked a long day each week of it.
  await page.getByRole('combobox', { name: 'Report by' }).click();
  await page.getByRole('option', { name: 'Pay period' }).click();
  await expect(page).toHaveURL(/range=payperiod&period=\d+/);
  await page.getByRole('button', { name: 'Previous pay period' }).click();
  const period = Number(/period=(-?\d+)/.exec(page.url())?.[1]);
  await expect(page).toHaveURL(new RegExp(`period=${period}$`));
  await expect(page.getByRole('table', { name: /Totals by member/ })).toBeVisible();

  // The time report of the same period: the range goes along.
  await page
    .getByRole('navigation', { name: 'Reports' })
    .getByRole('link', { name: 'Time report' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/crew/time-report\\?range=payperiod&period=${period}$`));
  const report = page.getByRole('table', { name: /Hours by member and day/ });
  await expect(report).toBeVisible();

  // The server's own reason for the first overtime span of the first member with overtime.
  const summary = await api<PayrollSummaryResponse>(
    page,
    `/v1/orgs/${orgId}/payroll/summary?pay_period_id=${period}`,
  );
  // A manager without financial access sees hours, no money.
  expect(summary.meta.shows_pay).toBe(false);
  await expect(report.getByRole('columnheader', { name: 'Gross pay' })).toHaveCount(0);
  const member = summary.data.members.find((item) => item.totals.overtime_seconds > 0)!;
  const day = member.days.find((item) => item.overtime_seconds > 0)!;
  const span = day.spans.find((item) => item.pay_class === 'overtime')!;
  const why = report.getByRole('button', {
    name: new RegExp(`^Why overtime, ${member.display_name}, \\w+ \\d+ \\w+: OT`),
  });
  await why.first().click();
  const popover = page.getByRole('dialog', {
    name: new RegExp(`^Why overtime: ${member.display_name}`),
  });
  await expect(popover).toBeVisible();
  await expect(popover).toContainText(span.reason.text);
  await expect(popover).toContainText(`Rule${span.reason.rule_name}`);
  await expect(popover).toContainText('Multiplier1.5×');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(why.first()).toBeFocused();

  // The CSV, streamed and saved: a header row and one row per member per day with time.
  const downloading = page.waitForEvent('download');
  const asked = page.waitForRequest(/\/payroll\/summary\.csv\?/);
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const csvUrl = new URL((await asked).url());
  expect(download.suggestedFilename()).toMatch(
    /^time-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await readFile(await download.path())).toString('utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(PAYROLL_CSV_COLUMNS.join(','));
  const rows = lines.length - 1;
  expect(rows).toBeGreaterThan(0);
  // The file is the server's CSV of the same period (with the approved time off the Pro plan
  // includes), whole.
  expect(Object.fromEntries(csvUrl.searchParams)).toMatchObject({
    pay_schedule_id: String(summary.data.pay_period!.pay_schedule_id),
    pay_period_id: String(period),
    include_time_off: 'true',
  });
  const fromApi = await page.request.get(`${csvUrl.pathname}${csvUrl.search}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(await fromApi.text()).toBe(csv);
  await expect(
    page.getByRole('status').filter({ hasText: `Downloaded ${rows} rows` }),
  ).toBeVisible();

  // Job costing is money: without financial access the page says why.
  await page.goto(`/org/${orgId}/crew/job-costing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Job costing' })).toBeVisible();
  await expect(page.getByText('You need financial access')).toBeVisible();
});

test('an administrator opens job costing: labor by project against its budget', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const orgId = await signInAs(page, 'admin');
  await page.goto(`/org/${orgId}/crew/job-costing?range=month`);
  const table = page.getByRole('table', { name: /Labor hours and cost by project/ });
  await expect(table).toBeVisible();

  // This month in the organisation's zone, as the page asks for it.
  const org = (await api<{ data: { timezone: string } }>(page, `/v1/orgs/${orgId}`)).data;
  const month = rangeAround('month', todayIn(org.timezone, Math.floor(Date.now() / 1000)));
  const { start_dt_unix, end_dt_unix } = rangeInstants(month, org.timezone);
  const costing = await api<{ data: JobCosting }>(
    page,
    `/v1/orgs/${orgId}/job_costing?start_dt_unix=${start_dt_unix}&end_dt_unix=${end_dt_unix}`,
  );
  const first = costing.data.projects.find((project) => project.cost_codes.length > 0)!;
  const open = table.getByRole('button', { name: `Cost codes for ${first.name}` });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const code = first.cost_codes[0]!;
  await expect(
    table.getByRole('rowheader', {
      name: code.job_code_id === null ? 'No cost code' : `${code.code} ${code.name}`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hours: budget against actual' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Budget hours against actual' })).toBeAttached();
});
