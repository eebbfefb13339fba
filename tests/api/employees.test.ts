import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PERMISSION } from '../../contract/access';
import { type EmployeeRow } from '../../contract/employees';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';

import { startTestServer, type TestServer } from './harness';

import { employeeListCalls, sortedIds } from './employee-list-calls';

let server: TestServer;
let org: OrgFixture;
let deactivated: FixtureUser;
let invited: FixtureUser;
let expired: FixtureUser;
const { list } = employeeListCalls(
  () => server,
  () => org.orgId,
);

const ids = sortedIds;

beforeAll(async () => {
  server = await startTestServer();
  // Two managers, workers split 3 / 3 as primary managers (fixtures alternate).
  org = await server.fixtures.org({ managers: 2, workers: 6 });
  ({ deactivated, invited, expired } = await server.fixtures.workersInEveryState(
    org.orgId,
    org.managers[0]!.employeeId,
  ));
});
afterAll(async () => server?.close());

describe('GET /v1/orgs/{org_id}/employees: who sees whom', () => {
  it('a worker sees only themselves', async () => {
    const page = await list(org.workers[0]!);
    expect(ids(page.data)).toEqual([org.workers[0]!.employeeId]);
    expect(page.meta.total).toBe(1);
  });

  it('a manager sees their own workers (primary or secondary) and themselves', async () => {
    const manager = org.managers[0]!;
    const own = org.workers.filter((_, i) => i % 2 === 0);
    let page = await list(manager);
    expect(ids(page.data)).toEqual(
      ids(
        [manager, ...own, deactivated].map((u) => ({ employee_id: u.employeeId }) as EmployeeRow),
      ),
    );
    expect(page.data.find((r) => r.employee_id === own[0]!.employeeId)?.is_my_worker).toBe(true);
    expect(page.data.find((r) => r.employee_id === manager.employeeId)?.is_my_worker).toBe(false);

    // As secondary manager of a worker of the other manager.
    const borrowed = org.workers[1]!;
    await server.db
      .insertInto('employee_secondary_managers')
      .values({
        org_id: org.orgId,
        employee_id: borrowed.employeeId,
        manager_id: manager.employeeId,
      })
      .execute();
    page = await list(manager);
    expect(page.data.find((r) => r.employee_id === borrowed.employeeId)?.is_my_worker).toBe(true);
    expect(page.meta.total).toBe(own.length + 3);
  });

  it('a manager with the view-all permission (13) sees everyone', async () => {
    const manager = org.managers[1]!;
    await server.db
      .insertInto('employee_permissions')
      .values({
        org_id: org.orgId,
        employee_id: manager.employeeId,
        permission_id: PERMISSION.viewAllTimeCards,
        value: 1,
      })
      .execute();
    const page = await list(manager);
    expect(page.meta.total).toBe(1 + 2 + 6 + 3);
    expect(page.data.find((r) => r.employee_id === org.workers[1]!.employeeId)?.is_my_worker).toBe(
      true,
    );
    expect(page.data.find((r) => r.employee_id === org.workers[0]!.employeeId)?.is_my_worker).toBe(
      false,
    );
  });

  it('an administrator and provider staff see everyone but the removed', async () => {
    const admin = await list(org.admin);
    expect(admin.meta.total).toBe(12);
    const staff = await server.fixtures.providerStaff();
    expect((await list(staff)).meta.total).toBe(12);
  });
});

describe('GET /v1/orgs/{org_id}/employees: order, filters, paging', () => {
  it('puts active people first and deactivated last, then sorts by name', async () => {
    const page = await list(org.admin);
    const names = page.data.map((r) => r.display_name);
    expect(names.at(-1)).toBe('Aaron Gone');
    const enabled = page.data.filter((r) => r.is_saas_enabled).map((r) => r.display_name);
    expect(enabled).toEqual(
      [...enabled].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const reversed = (await list(org.admin, '?sort_by=-display_name')).data
      .filter((r) => r.is_saas_enabled)
      .map((r) => r.display_name);
    expect(reversed).toEqual([...enabled].reverse());
  });

  it('maps the status filter: activated, deactivated, invite_expired, anything else', async () => {
    const active = await list(org.admin, '?status=activated');
    expect(active.data.every((r) => r.staffing_status === 'active')).toBe(true);
    expect(active.meta.total).toBe(9);
    expect(ids((await list(org.admin, '?status=deactivated')).data)).toEqual([
      deactivated.employeeId,
    ]);
    const late = await list(org.admin, '?status=invite_expired');
    expect(ids(late.data)).toEqual([expired.employeeId]);
    expect(late.data[0]!.staffing_status).toBe('expired');
    expect((await list(org.admin, '?status=whatever')).data.map((r) => r.display_name)).toEqual([
      'Rob Removed',
    ]);
  });

  it('shows invitations with their state and splits names', async () => {
    const page = await list(org.admin, '?name=ian');
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      employee_id: invited.employeeId,
      staffing_status: 'pending',
      first_name: 'Ian',
      last_name: 'Invited',
      saas_enabled_updated_at_unix: null,
    });
    expect(page.data[0]!.invite_expiry_dt_unix).toBeGreaterThan(Date.now() / 1000);
    expect(page.data[0]!.pay_rate).toBeNull();
  });

  it('searches names and e-mail addresses, case-insensitively, with wildcards taken literally', async () => {
    expect(ids((await list(org.admin, '?search=WREN')).data)).toEqual(
      ids(org.workers.map((u) => ({ employee_id: u.employeeId }) as EmployeeRow)),
    );
    const byEmail = await list(
      org.admin,
      `?search=${encodeURIComponent(org.workers[2]!.email.split('@')[0]!)}`,
    );
    expect(ids(byEmail.data)).toEqual([org.workers[2]!.employeeId]);
    expect((await list(org.admin, '?search=_')).data).toEqual([]);
  });

  it('pages with meta', async () => {
    const first = await list(org.admin, '?limit=5&page=1');
    const third = await list(org.admin, '?limit=5&page=3');
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, total: 12, per_page: 5, to: 5 });
    expect(third.meta.to).toBe(12);
    expect(third.data).toHaveLength(2);
    const all = [...first.data, ...(await list(org.admin, '?limit=5&page=2')).data, ...third.data];
    expect(new Set(all.map((r) => r.employee_id)).size).toBe(12);
  });

  it('rejects bad paging and sort values', async () => {
    const token = (await server.signIn(org.admin.email)).access_token;
    for (const query of ['?limit=0', '?limit=501', '?page=0', '?page=abc', '?sort_by=salary']) {
      const response = await server.call('GET', `/v1/orgs/${org.orgId}/employees${query}`, {
        token,
      });
      expect(response.status, query).toBe(400);
    }
  });
});
