import { expect, test, type Page } from '@playwright/test';
import type { TimeCardSummary } from '../../contract/time-card-summary';
import type { TimeCard } from '../../contract/time-cards';
import { rangeQuery, todayIn, weekOf } from '../../app/features/time-cards/summary/summary-model';
import { accessToken, currentOrgId, demoEmail, signIn } from './support';

type Page1<T> = { data: T[]; meta: { total: number } };

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('the administrator sees this week’s cards, filters by a project and approves a member’s cards', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await signIn(page, demoEmail('admin'));
  const orgId = await currentOrgId(page);

  // This week in the organisation's zone, as the summary opens on it.
  const org = (await api<{ data: { timezone: string } }>(page, 'GET', `/v1/orgs/${orgId}`)).data;
  const nowUnix = Math.floor(Date.now() / 1000);
  const week = rangeQuery(weekOf(todayIn(org.timezone, nowUnix)), org.timezone);
  const weekStart = week.start_dt_unix;
  const weekEnd = week.end_dt_unix;
  const workers = await api<Page1<{ employee_id: number; email: string; display_name: string }>>(
    page,
    'GET',
    `/v1/orgs/${orgId}/employees?search=${encodeURIComponent(demoEmail('worker1'))}`,
  );
  const worker = workers.data.find((row) => row.email === demoEmail('worker1'))!;
  const weekCards = async () =>
    (
      await api<Page1<TimeCard>>(
        page,
        'GET',
        `/v1/orgs/${orgId}/time_cards?employee_ids=${worker.employee_id}&start_dt_unix=${weekStart}&end_dt_unix=${weekEnd}&limit=500`,
      )
    ).data;
  const approvable = (cards: TimeCard[]) =>
    cards.filter(
      (card) =>
        card.clock_out_dt_unix !== null &&
        card.approval_state === 'pending' &&
        card.org_project_ids.length > 0,
    );

  // The demo's cards of this week are pending, but on a Monday morning the week holds none that
  // ended yet: then the worker gets a typed card from early this morning.
  let cards = approvable(await weekCards());
  if (cards.length === 0) {
    const projects = await api<Page1<{ id: number }>>(
      page,
      'GET',
      `/v1/orgs/${orgId}/org_projects?limit=1`,
    );
    const from = Math.min(weekStart + 5 * 3600, nowUnix - 2 * 3600);
    await api(page, 'POST', `/v1/orgs/${orgId}/manual_time_cards`, {
      employee_id: worker.employee_id,
      clock_in_dt_unix: Math.max(from, weekStart + 60),
      clock_out_dt_unix: Math.max(from, weekStart + 60) + 1800,
      allocations: [{ org_project_id: projects.data[0]!.id, seconds: 1800 }],
      reason: 'End-to-end test card',
    });
    cards = approvable(await weekCards());
  }
  const projectId = cards[0]!.org_project_ids[0]!;
  const onProject = cards.filter((card) => card.org_project_ids.includes(projectId));
  const project = (
    await api<{ data: { name: string } }>(
      page,
      'GET',
      `/v1/orgs/${orgId}/org_projects/${projectId}`,
    )
  ).data;

  // The summary and the list of the same range hold the same cards.
  const weekQuery = `start_dt_unix=${weekStart}&end_dt_unix=${weekEnd}`;
  const summary = (
    await api<{ data: TimeCardSummary }>(
      page,
      'GET',
      `/v1/orgs/${orgId}/time_cards/summary?${weekQuery}`,
    )
  ).data;
  const listed = await api<Page1<TimeCard>>(
    page,
    'GET',
    `/v1/orgs/${orgId}/time_cards?${weekQuery}&limit=1`,
  );
  expect(summary.card_count).toBe(listed.meta.total);
  expect(summary.days).toHaveLength(7);
  expect(
    summary.members.find((member) => member.employee_id === worker.employee_id)?.card_count,
  ).toBe((await weekCards()).length);

  await page.goto(`/org/${orgId}/crew/timecards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Time cards' })).toBeVisible();
  const hours = page.getByRole('grid', { name: 'Hours by member and day' });
  await expect(hours.getByRole('button', { name: worker.display_name })).toBeVisible();
  await expect(hours.getByRole('gridcell', { name: 'All members' })).toBeVisible();

  // Only the cards of one project.
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Project' }).click();
  const editor = page.getByRole('dialog', { name: 'Project' });
  await editor.getByRole('checkbox', { name: project.name, exact: true }).check();
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(filters).toContainText(`Project: is ${project.name}`);

  // The worker's whole range on that project, selected at once and approved.
  await hours.getByRole('button', { name: worker.display_name }).click();
  const mine = page.getByRole('grid', { name: `${worker.display_name}’s time cards` });
  await expect(mine).toBeVisible();
  for (const card of onProject)
    await expect(mine.locator(`a[href="/org/${orgId}/crew/timecard/${card.id}"]`)).toBeVisible();
  await mine.getByRole('checkbox', { name: 'Select all rows' }).check();
  await page
    .getByRole('region', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText(/have been approved!|has been approved!/)).toBeVisible();
  for (const card of onProject)
    await expect(
      mine
        .getByRole('row')
        .filter({ has: page.locator(`a[href="/org/${orgId}/crew/timecard/${card.id}"]`) }),
    ).toContainText('Approved');

  const after = await weekCards();
  for (const card of onProject)
    expect(after.find((each) => each.id === card.id)?.approval_state).toBe('approved');
});
