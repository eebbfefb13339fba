import { sql } from 'kysely';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ROLE } from '../../contract/access';
import { type EmployeeRow } from '../../contract/employees';

import { dialectOf } from '../../server/db/connection';

import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';

import { seedBulkEmployees } from '../../server/db/seed-bulk';

import { startTestServer, type TestServer } from './harness';

import { employeeListCalls, sortedIds as ids } from './employee-list-calls';

let server: TestServer;
const { list } = employeeListCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('GET /v1/orgs/{org_id}/employees: search by the index', () => {
  // An organisation of its own, so the counts of the tests above stay as they are.
  let crew: OrgFixture;
  const people: Record<string, FixtureUser> = {};

  /** Every page of a search, and the total the first page reported. */
  async function searchAll(user: { email: string }, text: string) {
    const query = (page: number) => `?search=${encodeURIComponent(text)}&limit=500&page=${page}`;
    const first = await list(user, query(1), crew.orgId);
    const rows = [...first.data];
    for (let page = 2; page <= first.meta.last_page; page++)
      rows.push(...(await list(user, query(page), crew.orgId)).data);
    return { ids: ids(rows), total: first.meta.total };
  }

  /** What the search must find: members (not removed) whose name or e-mail contains the text. */
  async function expected(text: string): Promise<number[]> {
    const rows = await server.db
      .selectFrom('employees as e')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select(['e.id', 'e.display_name', 'p.email'])
      .where('e.org_id', '=', crew.orgId)
      .where('e.staffing_status', '<>', 'removed')
      .execute();
    const needle = text.toLowerCase();
    return rows
      .filter((row) => `${row.display_name} ${row.email}`.toLowerCase().includes(needle))
      .map((row) => row.id)
      .sort((a, b) => a - b);
  }

  async function expectFound(text: string, who: FixtureUser[]) {
    const found = await searchAll(crew.admin, text);
    expect(found.ids, text).toEqual(
      ids(who.map((u) => ({ employee_id: u.employeeId }) as EmployeeRow)),
    );
    expect(found.total, text).toBe(who.length);
  }

  /** SQLite keeps a suffix table by triggers: it must hold exactly the suffixes of each key. */
  async function expectSuffixesInStep() {
    if (dialectOf(server.db) !== 'sqlite') return;
    const keys = await server.db
      .selectFrom('employees')
      .select(['id', 'search_key'])
      .where('org_id', '=', crew.orgId)
      .execute();
    const want = new Set<string>();
    for (const { id, search_key: key } of keys) {
      const chars = [...key];
      for (let i = 0; i + 3 <= chars.length; i++)
        want.add(`${id} ${chars.slice(i, i + 12).join('')}`);
    }
    const { rows } = await sql<{ employee_id: number; suffix: string }>`
      select employee_id, suffix from employee_search_suffixes where org_id = ${crew.orgId}`.execute(
      server.db,
    );
    expect(new Set(rows.map((row) => `${row.employee_id} ${row.suffix}`))).toEqual(want);
  }

  beforeAll(async () => {
    crew = await server.fixtures.org({ managers: 1, workers: 0 });
    const add = async (label: string, name: string, extra: object = {}) => {
      people[label] = await server.fixtures.member(crew.orgId, ROLE.worker, {
        label,
        name,
        ...extra,
      });
    };
    await add('kk', 'Kirsten Kowalski', { primaryManagerId: crew.managers[0]!.employeeId });
    await add('mt', 'Mikira Tan');
    await add('zu', 'Zoë Ünal');
    await add('pct', 'Ann 50% Off');
    await add('x50', 'Ann 50x Off');
    await add('ub', 'Bo_b Lee');
    await add('boab', 'Boab Lee');
    await add('bs', 'Cy\\d Ray');
    await add('cyd', 'Cyd Ray');
    await add('dq', 'Dee "Dee" Ray');
    await add('pia', 'Pia Pending', { status: 'pending' });
    await add('gone', 'Kira Removed', { status: 'removed' });
  });

  it('finds fragments from anywhere in a name, whatever their case', async () => {
    await expectFound('kir', [people.kk!, people.mt!]);
    await expectFound('KIR', [people.kk!, people.mt!]);
    await expectFound('rsTE', [people.kk!]);
    await expectFound('ikir', [people.mt!]);
    await expectFound('kirsten kowalski', [people.kk!]);
    await expectFound('ÜNAL', [people.zu!]);
    await expectFound('zoë ü', [people.zu!]);
    await expectFound('priya', []);
  });

  it('finds fragments of e-mail addresses', async () => {
    const address = people.kk!.email; // kk-<random>@fixture.crewcard.test
    await expectFound(address.slice(2, 9), [people.kk!]);
    await expectFound(address.toUpperCase(), [people.kk!]);
    await expectFound(address.slice(3, address.indexOf('@') + 4), [people.kk!]);
    // Everyone shares the domain.
    const everyone = await expected('@fixture.crewcard');
    expect(everyone.length).toBeGreaterThan(10);
    expect((await searchAll(crew.admin, '@fixture.crewcard')).ids).toEqual(everyone);
  });

  it('takes % _ \\ and quotes literally, by the index and by a scan', async () => {
    await expectFound('50%', [people.pct!]);
    await expectFound('%', [people.pct!]);
    await expectFound('o_b', [people.ub!]);
    await expectFound('_', [people.ub!]);
    await expectFound('y\\d', [people.bs!]);
    await expectFound('\\', [people.bs!]);
    await expectFound('"dee"', [people.dq!]);
    await expectFound('"', [people.dq!]);
    await expectFound('%%%', []);
  });

  it('reports the exact total on every page, and past the last one', async () => {
    const query = (page: number) => `?search=ray&limit=2&page=${page}`;
    const pages = [1, 2, 3].map((page) => list(crew.admin, query(page), crew.orgId));
    const [first, second, past] = await Promise.all(pages);
    expect(first!.data).toHaveLength(2);
    expect(second!.data).toHaveLength(1);
    expect(past!.data).toHaveLength(0);
    for (const page of [first!, second!, past!]) {
      expect(page.meta.total).toBe(3);
      expect(page.meta.last_page).toBe(2);
    }
    expect(ids([...first!.data, ...second!.data])).toEqual(
      ids(
        [people.bs!, people.cyd!, people.dq!].map(
          (u) => ({ employee_id: u.employeeId }) as EmployeeRow,
        ),
      ),
    );
    const none = await list(crew.admin, '?search=zzyzx&page=1', crew.orgId);
    expect(none.meta).toMatchObject({ total: 0, last_page: 1, to: 0 });
  });

  it('searches only the rows the caller may see', async () => {
    const manager = crew.managers[0]!;
    expect((await searchAll(manager, 'kir')).ids).toEqual([people.kk!.employeeId]);
    expect((await searchAll(people.mt!, 'kir')).ids).toEqual([people.mt!.employeeId]);
  });

  it('follows renames, e-mail changes and removals', async () => {
    const token = (await server.signIn(crew.admin.email)).access_token;
    const patch = (who: FixtureUser, body: object) =>
      server.call('PATCH', `/v1/orgs/${crew.orgId}/employee/${who.employeeId}`, { token, body });

    expect((await patch(people.kk!, { name: 'Quinn Quartz' })).status).toBe(200);
    await expectFound('kowal', []);
    await expectFound('quartz', [people.kk!]);
    await expectFound('kir', [people.mt!]);

    const before = people.pia!.email;
    const after = `pia.moved-${Date.now()}@example.test`;
    expect((await patch(people.pia!, { email: after })).status).toBe(200);
    await expectFound(before.slice(0, before.indexOf('@')), []);
    await expectFound('pia.moved', [people.pia!]);
    await expectFound('example.TEST', [people.pia!]);

    await server.db.deleteFrom('employees').where('id', '=', people.cyd!.employeeId).execute();
    await expectFound('ray', [people.bs!, people.dq!]);
    await expectSuffixesInStep();
  });

  it('repeats a search with every change made since: members added, retitled, deactivated', async () => {
    const token = (await server.signIn(crew.admin.email)).access_token;
    const text = 'Repeatab';
    await expectFound(text, []);
    const one = await server.fixtures.member(crew.orgId, ROLE.worker, { name: 'Repeatable One' });
    await expectFound(text, [one]);
    await expectFound(text, [one]);
    const two = await server.fixtures.member(crew.orgId, ROLE.worker, { name: 'Repeatable Two' });
    await expectFound(text, [one, two]);

    const path = (who: FixtureUser) => `/v1/orgs/${crew.orgId}/employee/${who.employeeId}`;
    const titled = await server.call('PATCH', path(one), { token, body: { title: 'Foreman' } });
    expect(titled.status).toBe(200);
    const order = async () =>
      (await list(crew.admin, `?search=${text}`, crew.orgId)).data.map((row) => [
        row.employee_id,
        row.title,
      ]);
    expect(await order()).toEqual([
      [one.employeeId, 'Foreman'],
      [two.employeeId, null],
    ]);
    const off = await server.call(
      'POST',
      `/v1/orgs/${crew.orgId}/employees/${one.employeeId}/update_saas_enabled`,
      {
        token,
        body: { is_enabled: false },
      },
    );
    expect(off.status).toBe(200);
    // Deactivated members go last.
    expect((await order()).map(([id]) => id)).toEqual([two.employeeId, one.employeeId]);
  });

  it('finds a text that most of a large organisation shares, with its exact total', async () => {
    await seedBulkEmployees(server.db, crew.orgId, 1_100);
    for (const text of ['bulk.crewcard', 'kira', '@bulk', 'ava adams 1', '7@b']) {
      const found = await searchAll(crew.admin, text);
      const want = await expected(text);
      expect(want.length, text).toBeGreaterThan(0);
      expect(found.ids, text).toEqual(want);
      expect(found.total, text).toBe(want.length);
    }
    await expectSuffixesInStep();
  });
});
