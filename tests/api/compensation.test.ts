import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, ROLE } from '../../contract/access';
import {
  COMPENSATION_TEXT,
  zCompensationListResponse,
  zCompensationResponse,
  type Compensation,
} from '../../contract/compensation';
import { zEmployeeResponse } from '../../contract/employee-detail';
import { zEmployeeListResponse, type EmployeeRow } from '../../contract/employees';
import { MESSAGES } from '../../contract/errors';
import { RULE_TEXT } from '../../contract/validation';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';
import { callersOf } from './callers';

let server: TestServer;
const { as } = callersOf(() => server);
/** Admin, two managers without financial access (21), four workers (1, 3 under manager 1). */
let org: OrgFixture;
let other: OrgFixture;
/** A manager variant with financial access (31: view all time cards + financials). */
let finManager: FixtureUser;
/** A default manager (21) given financial access by an override of permission 15. */
let overrideManager: FixtureUser;
let finWorker: FixtureUser;
let overrideWorker: FixtureUser;
let staff: FixtureUser;
let recruiter: FixtureUser;
let ruleId: number;
let archivedRuleId: number;
let otherOrgRuleId: number;
let codeId: number;
let archivedCodeId: number;
let otherOrgCodeId: number;

/** 14 November 2023, 14:13 in Los Angeles (the fixture organisations' time zone). */
const T0 = 1_700_000_000;
const DAY = 86_400;

const payPath = (employee: { employeeId: number }, orgId = org.orgId) =>
  `/orgs/${orgId}/employee/${employee.employeeId}/saas_compensation`;

async function create(
  employee: { employeeId: number },
  body: Record<string, unknown>,
  user: { email: string } = org.admin,
): Promise<Compensation> {
  const response = await as(user, 'POST', payPath(employee), body);
  expect(response.status, response.text).toBe(200);
  const parsed = zCompensationResponse.parse(response.body);
  expect(parsed.message).toBe(COMPENSATION_TEXT.created);
  return parsed.data;
}

async function history(employee: { employeeId: number }, user: { email: string } = org.admin) {
  const response = await as(user, 'GET', payPath(employee));
  expect(response.status, response.text).toBe(200);
  return zCompensationListResponse.parse(response.body).data;
}

async function storedRow(id: number) {
  return server.db
    .selectFrom('compensations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const hourly = (overrides: Record<string, unknown> = {}) => ({
  effective_dt_unix: T0,
  pay_type: 'hourly',
  pay_rate: 31.25,
  ...overrides,
});

async function newWorker(label: string, primaryManagerId: number | null = null) {
  return server.fixtures.member(org.orgId, ROLE.worker, {
    label,
    name: `Wren ${label[0]!.toUpperCase()}${label.slice(1)}`,
    primaryManagerId,
  });
}

async function impersonateRead(profileId: number): Promise<string> {
  const response = await as(staff, 'POST', '/admin/impersonate', {
    profile_id: profileId,
    mode: 'read',
  });
  expect(response.status, response.text).toBe(200);
  return response.body.access_token as string;
}

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 2, workers: 4 });
  other = await server.fixtures.org({ managers: 1, workers: 1 });
  finManager = await server.fixtures.member(org.orgId, 31, { label: 'fin', name: 'Fin Manager' });
  overrideManager = await server.fixtures.member(org.orgId, 21, {
    label: 'ovr',
    name: 'Ova Override',
  });
  await server.db
    .insertInto('employee_permissions')
    .values({
      org_id: org.orgId,
      employee_id: overrideManager.employeeId,
      permission_id: PERMISSION.viewProjectFinancials,
      value: 1,
    })
    .execute();
  finWorker = await newWorker('finworker', finManager.employeeId);
  overrideWorker = await newWorker('ovrworker', overrideManager.employeeId);
  staff = await server.fixtures.providerStaff(ROLE.providerAdmin);
  recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);

  const rule = async (orgFixture: OrgFixture, name: string) => {
    const response = await as(
      orgFixture.admin,
      'POST',
      `/orgs/${orgFixture.orgId}/overtime_rules`,
      {
        name,
        daily_overtime_after_hours: 8,
        weekly_overtime_after_hours: 40,
      },
    );
    expect(response.status, response.text).toBe(200);
    return response.body.data.id as number;
  };
  const code = async (orgFixture: OrgFixture, value: string) => {
    const response = await as(orgFixture.admin, 'POST', `/orgs/${orgFixture.orgId}/wc_codes`, {
      code: value,
      name: `Class ${value}`,
      rate_per_100: 4.5,
    });
    expect(response.status, response.text).toBe(200);
    return response.body.data.id as number;
  };
  ruleId = await rule(org, 'California');
  archivedRuleId = await rule(org, 'Old rule');
  otherOrgRuleId = await rule(other, 'Theirs');
  codeId = await code(org, '5403');
  archivedCodeId = await code(org, '9999');
  otherOrgCodeId = await code(other, '5403');
  for (const [path, id] of [
    ['overtime_rules', archivedRuleId],
    ['wc_codes', archivedCodeId],
  ] as const) {
    const response = await as(org.admin, 'PATCH', `/orgs/${org.orgId}/${path}/${id}`, {
      is_archived: true,
    });
    expect(response.status, response.text).toBe(200);
  }
});
afterAll(async () => server?.close());

describe('POST …/saas_compensation: fields irrelevant to the pay type are dropped', () => {
  it('hourly (W2) keeps pay rate, exemption, breaks, overtime rule and WC code', async () => {
    const worker = await newWorker('hourly');
    const data = await create(worker, {
      ...hourly(),
      exemption_status: 'non-exempt',
      is_breaks_paid: true,
      overtime_rule_id: ruleId,
      wc_code_id: codeId,
      annual_salary: 90_000,
      weekly_hours: 38,
      rate_type_1099: 'half_or_full',
    });
    expect(data).toMatchObject({
      employee_id: worker.employeeId,
      effective_dt_unix: T0,
      effective_date: '2023-11-14',
      pay_type: 'hourly',
      pay_rate: 31.25,
      exemption_status: 'non-exempt',
      is_breaks_paid: true,
      rate_type_1099: null,
      annual_salary: null,
      weekly_hours: null,
      overtime_rule_id: ruleId,
      overtime_rule_name: 'California',
      wc_code_id: codeId,
      wc_code: '5403',
      wc_code_name: 'Class 5403',
    });
    expect(await storedRow(data.id)).toMatchObject({
      pay_rate_cents: 3125,
      annual_salary_cents: null,
      weekly_hours_e2: null,
      rate_type_1099: null,
    });
  });

  it('salary keeps annual salary and weekly hours, and drops the pay rate; defaults apply', async () => {
    const worker = await newWorker('salary');
    const data = await create(worker, {
      effective_dt_unix: T0,
      pay_type: 'salary',
      annual_salary: 85_000.5,
      pay_rate: 40,
      rate_type_1099: 'hourly',
    });
    expect(data).toMatchObject({
      pay_type: 'salary',
      pay_rate: null,
      annual_salary: 85_000.5,
      weekly_hours: 40,
      exemption_status: 'exempt',
      // The organisation's setting: breaks unpaid.
      is_breaks_paid: false,
      rate_type_1099: null,
      overtime_rule_id: null,
      wc_code_id: null,
    });
    expect(await storedRow(data.id)).toMatchObject({
      pay_rate_cents: null,
      annual_salary_cents: 8_500_050,
      weekly_hours_e2: 4000,
      rate_type_1099: null,
    });
  });

  it('1099 keeps pay rate, rate type and WC code only', async () => {
    const worker = await newWorker('contractor');
    const data = await create(worker, {
      effective_dt_unix: T0,
      pay_type: '1099',
      pay_rate: 650,
      rate_type_1099: 'half_or_full',
      wc_code_id: codeId,
      exemption_status: 'exempt',
      is_breaks_paid: true,
      overtime_rule_id: ruleId,
      annual_salary: 1,
      weekly_hours: 12,
    });
    expect(data).toMatchObject({
      pay_type: '1099',
      pay_rate: 650,
      rate_type_1099: 'half_or_full',
      wc_code_id: codeId,
      exemption_status: null,
      is_breaks_paid: null,
      overtime_rule_id: null,
      overtime_rule_name: null,
      annual_salary: null,
      weekly_hours: null,
    });
    expect(await storedRow(data.id)).toMatchObject({
      exemption_status: null,
      is_breaks_paid: null,
      overtime_rule_id: null,
      annual_salary_cents: null,
      weekly_hours_e2: null,
    });
  });
});

describe('POST …/saas_compensation: validation', () => {
  let worker: FixtureUser;
  beforeAll(async () => {
    worker = await newWorker('invalid');
  });

  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['nothing', {}, { effective_dt_unix: [RULE_TEXT.required], pay_type: [RULE_TEXT.required] }],
    [
      'no pay rate',
      { effective_dt_unix: T0, pay_type: 'hourly' },
      { pay_rate: [RULE_TEXT.required] },
    ],
    [
      '1099 without rate or rate type',
      { effective_dt_unix: T0, pay_type: '1099' },
      { pay_rate: [RULE_TEXT.required], rate_type_1099: [RULE_TEXT.required] },
    ],
    [
      'salary without salary',
      { effective_dt_unix: T0, pay_type: 'salary' },
      { annual_salary: [RULE_TEXT.required] },
    ],
    [
      'unknown pay type',
      hourly({ pay_type: 'weekly' }),
      { pay_type: [COMPENSATION_TEXT.payTypeInvalid] },
    ],
    ['zero rate', hourly({ pay_rate: 0 }), { pay_rate: [COMPENSATION_TEXT.payRatePositive] }],
    ['negative rate', hourly({ pay_rate: -15 }), { pay_rate: [COMPENSATION_TEXT.payRatePositive] }],
    [
      'absurd hourly rate',
      hourly({ pay_rate: 25_000 }),
      { pay_rate: [COMPENSATION_TEXT.payRatePerHourMax] },
    ],
    [
      'absurd day rate',
      { effective_dt_unix: T0, pay_type: '1099', rate_type_1099: 'hourly_cap', pay_rate: 250_000 },
      { pay_rate: [COMPENSATION_TEXT.payRatePerDayMax] },
    ],
    ['fraction of a cent', hourly({ pay_rate: 20.125 }), { pay_rate: [COMPENSATION_TEXT.cents] }],
    ['rate as text', hourly({ pay_rate: 'lots' }), { pay_rate: [COMPENSATION_TEXT.notANumber] }],
    [
      'unknown 1099 rate type',
      { effective_dt_unix: T0, pay_type: '1099', rate_type_1099: 'weekly', pay_rate: 50 },
      { rate_type_1099: [COMPENSATION_TEXT.rateTypeInvalid] },
    ],
    [
      'unknown exemption',
      hourly({ exemption_status: 'partly' }),
      { exemption_status: [COMPENSATION_TEXT.exemptionInvalid] },
    ],
    [
      'negative salary',
      { effective_dt_unix: T0, pay_type: 'salary', annual_salary: -5 },
      { annual_salary: [COMPENSATION_TEXT.annualSalaryRange] },
    ],
    [
      'absurd salary',
      { effective_dt_unix: T0, pay_type: 'salary', annual_salary: 10_000_000.01 },
      { annual_salary: [COMPENSATION_TEXT.annualSalaryRange] },
    ],
    [
      'weekly hours below 1',
      { effective_dt_unix: T0, pay_type: 'salary', annual_salary: 50_000, weekly_hours: 0 },
      { weekly_hours: [COMPENSATION_TEXT.weeklyHoursRange] },
    ],
    [
      'weekly hours above 168',
      { effective_dt_unix: T0, pay_type: 'salary', annual_salary: 50_000, weekly_hours: 169 },
      { weekly_hours: [COMPENSATION_TEXT.weeklyHoursRange] },
    ],
    [
      'negative date',
      hourly({ effective_dt_unix: -10 }),
      { effective_dt_unix: [COMPENSATION_TEXT.dateInvalid] },
    ],
  ];
  for (const [name, body, hints] of cases) {
    it(`refuses ${name}`, async () => {
      const response = await as(org.admin, 'POST', payPath(worker), body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    });
  }

  it('refuses overtime rules and WC codes that are archived, of another org or unknown', async () => {
    for (const id of [archivedRuleId, otherOrgRuleId, 999_999]) {
      const response = await as(
        org.admin,
        'POST',
        payPath(worker),
        hourly({ overtime_rule_id: id }),
      );
      expect(response.status).toBe(400);
      expect(response.body.field_hints).toEqual({
        overtime_rule_id: [COMPENSATION_TEXT.overtimeRuleInvalid],
      });
    }
    for (const id of [archivedCodeId, otherOrgCodeId, 999_999]) {
      const response = await as(org.admin, 'POST', payPath(worker), hourly({ wc_code_id: id }));
      expect(response.status).toBe(400);
      expect(response.body.field_hints).toEqual({ wc_code_id: [COMPENSATION_TEXT.wcCodeInvalid] });
    }
    expect(await history(worker)).toEqual([]);
  });

  it('refuses a second record on the same effective date, also at another time of that day', async () => {
    const first = await create(worker, hourly());
    for (const effective of [T0, T0 + 3600]) {
      const response = await as(
        org.admin,
        'POST',
        payPath(worker),
        hourly({ effective_dt_unix: effective, pay_rate: 40 }),
      );
      expect(response.status).toBe(400);
      expect(response.body.field_hints).toEqual({
        effective_dt_unix: [COMPENSATION_TEXT.dateTaken],
      });
    }
    expect((await history(worker)).map((r) => r.id)).toEqual([first.id]);
  });
});

describe('GET, PATCH and DELETE …/saas_compensation', () => {
  let worker: FixtureUser;
  let records: Compensation[];
  beforeAll(async () => {
    worker = await newWorker('history');
    // Created out of order: the history sorts by effective date, not by creation.
    records = [
      await create(worker, hourly({ effective_dt_unix: T0 + 10 * DAY, pay_rate: 30 })),
      await create(worker, hourly({ effective_dt_unix: T0, pay_rate: 25 })),
      await create(worker, hourly({ effective_dt_unix: T0 + 20 * DAY, pay_rate: 35 })),
    ];
  });

  it('lists the history newest first', async () => {
    expect((await history(worker)).map((r) => r.pay_rate)).toEqual([35, 30, 25]);
  });

  it('changes the fields sent and keeps the rest', async () => {
    const target = records[1]!;
    const response = await as(org.admin, 'PATCH', `${payPath(worker)}/${target.id}`, {
      pay_rate: 26.5,
      wc_code_id: codeId,
    });
    expect(response.status, response.text).toBe(200);
    const parsed = zCompensationResponse.parse(response.body);
    expect(parsed.message).toBe(COMPENSATION_TEXT.updated);
    expect(parsed.data).toMatchObject({
      id: target.id,
      pay_type: 'hourly',
      pay_rate: 26.5,
      wc_code_id: codeId,
      effective_dt_unix: T0,
    });
    // null clears an optional field.
    const cleared = await as(org.admin, 'PATCH', `${payPath(worker)}/${target.id}`, {
      wc_code_id: null,
    });
    expect(cleared.body.data.wc_code_id).toBeNull();
  });

  it('a new pay type asks for what it needs and drops what it does not use', async () => {
    const target = records[0]!;
    const path = `${payPath(worker)}/${target.id}`;
    const missing = await as(org.admin, 'PATCH', path, { pay_type: 'salary' });
    expect(missing.status).toBe(400);
    expect(missing.body.field_hints).toEqual({ annual_salary: [RULE_TEXT.required] });
    const response = await as(org.admin, 'PATCH', path, {
      pay_type: 'salary',
      annual_salary: 70_000,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toMatchObject({
      pay_type: 'salary',
      pay_rate: null,
      annual_salary: 70_000,
      weekly_hours: 40,
    });
    expect((await storedRow(target.id)).pay_rate_cents).toBeNull();
    const back = await as(org.admin, 'PATCH', path, { pay_type: 'hourly', pay_rate: 30 });
    expect(back.body.data).toMatchObject({ pay_rate: 30, annual_salary: null, weekly_hours: null });
  });

  it('refuses bad values and a move onto another record’s date', async () => {
    const path = `${payPath(worker)}/${records[0]!.id}`;
    const negative = await as(org.admin, 'PATCH', path, { pay_rate: -1 });
    expect(negative.body.field_hints).toEqual({ pay_rate: [COMPENSATION_TEXT.payRatePositive] });
    const taken = await as(org.admin, 'PATCH', path, { effective_dt_unix: T0 + 20 * DAY + 60 });
    expect(taken.status).toBe(400);
    expect(taken.body.field_hints).toEqual({ effective_dt_unix: [COMPENSATION_TEXT.dateTaken] });
    // Its own date is no clash.
    const own = await as(org.admin, 'PATCH', path, { effective_dt_unix: T0 + 10 * DAY + 60 });
    expect(own.status, own.text).toBe(200);
  });

  it('answers 404 for a record of another team member or an unknown one', async () => {
    const someoneElse = await newWorker('elsewhere');
    const id = records[2]!.id;
    expect(
      (await as(org.admin, 'PATCH', `${payPath(someoneElse)}/${id}`, { pay_rate: 1 })).status,
    ).toBe(404);
    expect((await as(org.admin, 'DELETE', `${payPath(someoneElse)}/${id}`)).status).toBe(404);
    expect(
      (await as(org.admin, 'PATCH', `${payPath(worker)}/999999`, { pay_rate: 1 })).status,
    ).toBe(404);
  });

  it('deletes a record and keeps it in the audit log', async () => {
    const target = records[2]!;
    const response = await as(org.admin, 'DELETE', `${payPath(worker)}/${target.id}`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ message: COMPENSATION_TEXT.deleted });
    expect((await history(worker)).map((r) => r.id)).not.toContain(target.id);
    expect((await as(org.admin, 'DELETE', `${payPath(worker)}/${target.id}`)).status).toBe(404);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'before_json'])
      .where('entity', '=', 'compensation')
      .where('entity_id', '=', target.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ pay_rate: 35 });
  });
});

describe('who may read and write pay (permission 15)', () => {
  let record: Compensation;
  let finRecord: Compensation;
  beforeAll(async () => {
    record = await create(org.workers[0]!, hourly());
    finRecord = await create(finWorker, hourly());
    await create(overrideWorker, hourly());
  });

  const calls = (employee: { employeeId: number }, id: number) =>
    [
      ['GET', payPath(employee), undefined],
      ['POST', payPath(employee), hourly({ effective_dt_unix: T0 + 50 * DAY })],
      ['PATCH', `${payPath(employee)}/${id}`, { pay_rate: 99 }],
      ['DELETE', `${payPath(employee)}/${id}`, undefined],
    ] as const;

  it('refuses a manager without 15 (also for their own workers) and workers, with 403', async () => {
    const ownWorker = org.workers[0]!; // manager 1's worker
    for (const user of [org.managers[0]!, ownWorker, org.workers[1]!]) {
      for (const [method, path, body] of calls(ownWorker, record.id)) {
        const response = await as(user, method, path, body);
        expect(response.status, `${method} ${path} as ${user.email}`).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
    }
  });

  it('lets a manager with 15 reach their own workers only (not others, not themselves)', async () => {
    expect((await history(finWorker, finManager)).map((r) => r.id)).toEqual([finRecord.id]);
    const created = await create(
      finWorker,
      hourly({ effective_dt_unix: T0 + 5 * DAY }),
      finManager,
    );
    const patched = await as(finManager, 'PATCH', `${payPath(finWorker)}/${created.id}`, {
      pay_rate: 50,
    });
    expect(patched.status, patched.text).toBe(200);
    const deleted = await as(finManager, 'DELETE', `${payPath(finWorker)}/${created.id}`);
    expect(deleted.status, deleted.text).toBe(200);

    for (const target of [org.workers[0]!, finManager]) {
      for (const [method, path, body] of calls(target, record.id)) {
        const response = await as(finManager, method, path, body);
        expect(response.status, `${method} ${path}`).toBe(403);
      }
    }
    // A default manager with 15 switched on: the same, within their own workers.
    expect((await history(overrideWorker, overrideManager)).length).toBe(1);
    expect((await as(overrideManager, 'GET', payPath(org.workers[0]!))).status).toBe(403);
  });

  it('lets provider admins in, but not provider recruiters', async () => {
    expect((await history(org.workers[0]!, staff)).map((r) => r.id)).toEqual([record.id]);
    const response = await as(recruiter, 'GET', payPath(org.workers[0]!));
    expect(response.status).toBe(403);
  });

  it('keeps other organisations out, both ways', async () => {
    const intruder = await as(other.admin, 'GET', payPath(org.workers[0]!));
    expect(intruder.status).toBe(403);
    expect(intruder.body.message).toBe(MESSAGES.notOrgMember);
    const posted = await as(other.admin, 'POST', payPath(org.workers[0]!), hourly());
    expect(posted.status).toBe(403);
    // Our administrator naming another organisation's person under our organisation.
    expect((await as(org.admin, 'GET', payPath(other.workers[0]!))).status).toBe(404);
    expect((await as(org.admin, 'POST', payPath(other.workers[0]!), hourly())).status).toBe(404);
  });

  it('lets a read-only impersonation read but not write', async () => {
    const token = await impersonateRead(org.admin.profileId);
    expect((await as(token, 'GET', payPath(org.workers[0]!))).status).toBe(200);
    for (const [method, path, body] of calls(org.workers[0]!, record.id).slice(1)) {
      const response = await as(token, method, path, body);
      expect(response.status, method).toBe(403);
      expect(response.body.message).toBe(MESSAGES.readOnlySession);
    }
    expect((await history(org.workers[0]!)).map((r) => r.pay_rate)).toEqual([31.25]);
  });
});

describe('pay on the employee detail and the employee list', () => {
  let current: FixtureUser;
  let futureOnly: FixtureUser;
  beforeAll(async () => {
    const now = Math.floor(Date.now() / 1000);
    current = await newWorker('current', finManager.employeeId);
    futureOnly = await newWorker('future', finManager.employeeId);
    await create(current, hourly({ effective_dt_unix: now - 40 * DAY, pay_rate: 20 }));
    await create(
      current,
      hourly({ effective_dt_unix: now - 10 * DAY, pay_rate: 24, overtime_rule_id: ruleId }),
    );
    await create(current, {
      effective_dt_unix: now + 30 * DAY,
      pay_type: '1099',
      pay_rate: 700,
      rate_type_1099: 'half_or_full',
    });
    await create(futureOnly, hourly({ effective_dt_unix: now + 5 * DAY, pay_rate: 99 }));
  });

  async function detail(user: { email: string }, target: { employeeId: number }) {
    const response = await as(user, 'GET', `/orgs/${org.orgId}/employee/${target.employeeId}`);
    expect(response.status, response.text).toBe(200);
    return zEmployeeResponse.parse(response.body).data;
  }

  async function rowOf(user: { email: string }, target: FixtureUser): Promise<EmployeeRow> {
    const response = await as(
      user,
      'GET',
      `/orgs/${org.orgId}/employees?search=${encodeURIComponent(target.email)}`,
    );
    expect(response.status, response.text).toBe(200);
    const rows = zEmployeeListResponse.parse(response.body).data;
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  it('lists remunerations newest first only for callers with 15 over the person', async () => {
    const rates = (records: Record<string, unknown>[]) => records.map((r) => r.pay_rate);
    expect(rates((await detail(org.admin, current)).remunerations)).toEqual([700, 24, 20]);
    expect(rates((await detail(finManager, current)).remunerations)).toEqual([700, 24, 20]);
    expect(rates((await detail(staff, current)).remunerations)).toEqual([700, 24, 20]);
    // Without 15: a manager over the person, and a worker looking at their own record.
    expect((await detail(org.managers[0]!, org.workers[0]!)).remunerations).toEqual([]);
    expect((await detail(org.workers[0]!, org.workers[0]!)).remunerations).toEqual([]);
    // A manager with 15 sees this person (13: view all) but not their pay.
    expect((await detail(finManager, org.workers[0]!)).remunerations).toEqual([]);
  });

  it('fills the list’s pay fields from the record in effect today, only for callers with 15', async () => {
    expect(await rowOf(org.admin, current)).toMatchObject({
      pay_rate: 24,
      pay_type: 'hourly',
      rate_type_1099: null,
      overtime_rule: 'California',
    });
    expect(await rowOf(finManager, current)).toMatchObject({ pay_rate: 24, pay_type: 'hourly' });
    // Only a future record: nothing in effect yet.
    expect(await rowOf(org.admin, futureOnly)).toMatchObject({ pay_rate: null, pay_type: null });
    // A manager with 15 sees everyone's rows, but pay only of their own workers.
    expect(await rowOf(finManager, org.workers[0]!)).toMatchObject({
      pay_rate: null,
      pay_type: null,
    });
    expect(await rowOf(org.admin, org.workers[0]!)).toMatchObject({
      pay_rate: 31.25,
      pay_type: 'hourly',
    });
    // Without 15: null for every row.
    const managerRow = await rowOf(org.managers[0]!, org.workers[0]!);
    expect(managerRow).toMatchObject({
      pay_rate: null,
      pay_type: null,
      rate_type_1099: null,
      overtime_rule: null,
    });
  });
});
