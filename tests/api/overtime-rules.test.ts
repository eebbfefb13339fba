import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import { MESSAGES } from '../../contract/errors';
import {
  OVERTIME_RULE_NAME_MAX,
  OVERTIME_RULE_TEXT,
  zOvertimeRuleListResponse,
  zOvertimeRuleResponse,
  type OvertimeRule,
} from '../../contract/overtime-rules';
import { RULE_TEXT } from '../../contract/validation';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let org: OrgFixture;
let other: OrgFixture;
let staff: FixtureUser;
let recruiter: FixtureUser;
const tokens = new Map<string, string>();

async function tokenOf(user: { email: string }): Promise<string> {
  let token = tokens.get(user.email);
  if (!token) tokens.set(user.email, (token = (await server.signIn(user.email)).access_token));
  return token;
}

async function as(user: { email: string } | string, method: string, path: string, body?: unknown) {
  const token = typeof user === 'string' ? user : await tokenOf(user);
  return server.call(method, `/v1${path}`, { token, ...(body === undefined ? {} : { body }) });
}

const rulesPath = (orgId = org.orgId) => `/orgs/${orgId}/overtime_rules`;

async function createRule(
  body: Record<string, unknown>,
  user: { email: string } = org.admin,
  orgId = org.orgId,
): Promise<OvertimeRule> {
  const response = await as(user, 'POST', rulesPath(orgId), body);
  expect(response.status, response.text).toBe(200);
  const parsed = zOvertimeRuleResponse.parse(response.body);
  expect(parsed.message).toBe(OVERTIME_RULE_TEXT.created);
  return parsed.data;
}

async function patchRule(id: number, body: Record<string, unknown>, user = org.admin) {
  return as(user, 'PATCH', `${rulesPath()}/${id}`, body);
}

async function listRules(query = '', user: { email: string } = org.admin) {
  const response = await as(user, 'GET', `${rulesPath()}${query}`);
  expect(response.status, response.text).toBe(200);
  return zOvertimeRuleListResponse.parse(response.body);
}

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 1, workers: 1 });
  other = await server.fixtures.org({ managers: 1, workers: 1 });
  staff = await server.fixtures.providerStaff(ROLE.providerAdmin);
  recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);
});
afterAll(async () => server?.close());

describe('POST /orgs/{org_id}/overtime_rules', () => {
  it('creates a rule with thresholds in hours (quarter hours) and the seventh-day flag', async () => {
    const rule = await createRule({
      name: '  California  ',
      daily_overtime_after_hours: 8,
      daily_double_time_after_hours: 12,
      weekly_overtime_after_hours: 40,
      is_seventh_day_rule: true,
    });
    expect(rule).toMatchObject({
      name: 'California',
      daily_overtime_after_hours: 8,
      daily_double_time_after_hours: 12,
      weekly_overtime_after_hours: 40,
      is_seventh_day_rule: true,
      archived_at_unix: null,
    });
    const stored = await server.db
      .selectFrom('overtime_rules')
      .selectAll()
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      org_id: org.orgId,
      daily_overtime_after_minutes: 480,
      daily_double_time_after_minutes: 720,
      weekly_overtime_after_minutes: 2400,
      is_seventh_day_rule: 1,
    });
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'actor_profile_id'])
      .where('entity', '=', 'overtime_rule')
      .where('entity_id', '=', rule.id)
      .execute();
    expect(audit).toEqual([{ action: 'create', actor_profile_id: org.admin.profileId }]);
  });

  it('leaves thresholds not given empty', async () => {
    const rule = await createRule({ name: 'Weekly only', weekly_overtime_after_hours: 37.5 });
    expect(rule).toMatchObject({
      daily_overtime_after_hours: null,
      daily_double_time_after_hours: null,
      weekly_overtime_after_hours: 37.5,
      is_seventh_day_rule: false,
    });
  });

  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['a blank name', { name: '  ' }, { name: [RULE_TEXT.required] }],
    ['no name', {}, { name: [RULE_TEXT.required] }],
    [
      'a long name',
      { name: 'x'.repeat(OVERTIME_RULE_NAME_MAX + 1) },
      { name: [OVERTIME_RULE_TEXT.nameLength] },
    ],
    [
      'zero daily hours',
      { name: 'Zero', daily_overtime_after_hours: 0 },
      { daily_overtime_after_hours: [OVERTIME_RULE_TEXT.dailyRange] },
    ],
    [
      'negative daily hours',
      { name: 'Neg', daily_double_time_after_hours: -2 },
      { daily_double_time_after_hours: [OVERTIME_RULE_TEXT.dailyRange] },
    ],
    [
      'more than a day',
      { name: 'Long day', daily_overtime_after_hours: 25 },
      { daily_overtime_after_hours: [OVERTIME_RULE_TEXT.dailyRange] },
    ],
    [
      'more than a week',
      { name: 'Long week', weekly_overtime_after_hours: 169 },
      { weekly_overtime_after_hours: [OVERTIME_RULE_TEXT.weeklyRange] },
    ],
    [
      'minutes that are not a quarter hour',
      { name: 'Odd', daily_overtime_after_hours: 8.1 },
      { daily_overtime_after_hours: [OVERTIME_RULE_TEXT.quarterHours] },
    ],
    [
      'text for hours',
      { name: 'Text', weekly_overtime_after_hours: 'forty' },
      { weekly_overtime_after_hours: [OVERTIME_RULE_TEXT.notANumber] },
    ],
    [
      'double time before overtime',
      { name: 'Backwards', daily_overtime_after_hours: 10, daily_double_time_after_hours: 8 },
      { daily_double_time_after_hours: [OVERTIME_RULE_TEXT.doubleTimeOrder] },
    ],
  ];
  for (const [name, body, hints] of cases) {
    it(`refuses ${name}`, async () => {
      const response = await as(org.admin, 'POST', rulesPath(), body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    });
  }

  it('refuses a name in use in the organisation, whatever its case; another org may use it', async () => {
    await createRule({ name: 'Federal' });
    const response = await as(org.admin, 'POST', rulesPath(), { name: 'FEDERAL' });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ name: [OVERTIME_RULE_TEXT.nameTaken] });
    await createRule({ name: 'Federal' }, other.admin, other.orgId);
  });
});

describe('GET and PATCH /orgs/{org_id}/overtime_rules', () => {
  let rule: OvertimeRule;
  beforeAll(async () => {
    rule = await createRule({
      name: 'Editable',
      daily_overtime_after_hours: 8,
      daily_double_time_after_hours: 12,
    });
  });

  it('lists the rules in use by name, with search and paging', async () => {
    const page = await listRules();
    const names = page.data.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Editable');
    expect(page.meta.total).toBe(page.data.length);
    expect((await listRules('?search=EDIT')).data.map((r) => r.name)).toEqual(['Editable']);
    const first = await listRules('?limit=1&page=2');
    expect(first.data).toHaveLength(1);
    expect(first.meta).toMatchObject({ current_page: 2, per_page: 1, to: 2 });
  });

  it('changes only the fields sent', async () => {
    const response = await patchRule(rule.id, { daily_double_time_after_hours: 11.75 });
    expect(response.status, response.text).toBe(200);
    const parsed = zOvertimeRuleResponse.parse(response.body);
    expect(parsed.message).toBe(OVERTIME_RULE_TEXT.updated);
    expect(parsed.data).toMatchObject({
      name: 'Editable',
      daily_overtime_after_hours: 8,
      daily_double_time_after_hours: 11.75,
    });
    const cleared = await patchRule(rule.id, { daily_double_time_after_hours: null });
    expect(cleared.body.data.daily_double_time_after_hours).toBeNull();
    await patchRule(rule.id, { daily_double_time_after_hours: 12 });
  });

  it('checks the double-time order against the stored thresholds', async () => {
    const response = await patchRule(rule.id, { daily_double_time_after_hours: 6 });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({
      daily_double_time_after_hours: [OVERTIME_RULE_TEXT.doubleTimeOrder],
    });
    const overtime = await patchRule(rule.id, { daily_overtime_after_hours: 13 });
    expect(overtime.body.field_hints).toEqual({
      daily_double_time_after_hours: [OVERTIME_RULE_TEXT.doubleTimeOrder],
    });
  });

  it('refuses a rename onto a rule in use', async () => {
    await createRule({ name: 'Taken name' });
    const response = await patchRule(rule.id, { name: 'taken NAME' });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ name: [OVERTIME_RULE_TEXT.nameTaken] });
  });

  it('archives and unarchives; an archived name is free, and unarchiving needs it free', async () => {
    const archived = await patchRule(rule.id, { is_archived: true });
    expect(archived.status, archived.text).toBe(200);
    expect(archived.body.message).toBe(OVERTIME_RULE_TEXT.archived);
    expect(archived.body.data.archived_at_unix).toBeGreaterThan(0);
    expect((await listRules()).data.map((r) => r.id)).not.toContain(rule.id);
    expect((await listRules('?is_archived=true')).data.map((r) => r.id)).toEqual([rule.id]);

    const namesake = await createRule({ name: 'Editable' });
    const refused = await patchRule(rule.id, { is_archived: false });
    expect(refused.status).toBe(400);
    expect(refused.body.field_hints).toEqual({ name: [OVERTIME_RULE_TEXT.nameTaken] });
    const renamed = await patchRule(rule.id, { is_archived: false, name: 'Editable (old)' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.message).toBe(OVERTIME_RULE_TEXT.unarchived);
    expect(renamed.body.data).toMatchObject({ name: 'Editable (old)', archived_at_unix: null });
    expect(namesake.archived_at_unix).toBeNull();

    const actions = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'overtime_rule')
      .where('entity_id', '=', rule.id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'archive',
      'unarchive',
    ]);
  });

  it('answers 404 for a rule of another organisation or an unknown one', async () => {
    const theirs = await createRule({ name: 'Theirs' }, other.admin, other.orgId);
    expect((await patchRule(theirs.id, { name: 'Mine now' })).status).toBe(404);
    expect((await patchRule(999_999, { name: 'Ghost' })).status).toBe(404);
  });
});

describe('who may read and write overtime rules', () => {
  let rule: OvertimeRule;
  beforeAll(async () => {
    rule = await createRule({ name: 'Permissions' });
  });

  it('lets managers and provider staff read, and refuses workers', async () => {
    expect((await listRules('', org.managers[0]!)).data.length).toBeGreaterThan(0);
    expect((await listRules('', staff)).data.length).toBeGreaterThan(0);
    expect((await listRules('', recruiter)).data.length).toBeGreaterThan(0);
    const worker = await as(org.workers[0]!, 'GET', rulesPath());
    expect(worker.status).toBe(403);
    expect(worker.body.message).toBe(MESSAGES.forbidden);
  });

  it('lets administrators and provider admins write, and nobody else', async () => {
    await createRule({ name: 'By staff' }, staff);
    for (const user of [org.managers[0]!, org.workers[0]!, recruiter]) {
      expect((await as(user, 'POST', rulesPath(), { name: 'Nope' })).status).toBe(403);
      expect((await patchRule(rule.id, { name: 'Nope' }, user)).status).toBe(403);
    }
  });

  it('keeps other organisations out', async () => {
    for (const [method, path, body] of [
      ['GET', rulesPath(), undefined],
      ['POST', rulesPath(), { name: 'Intruder' }],
      ['PATCH', `${rulesPath()}/${rule.id}`, { name: 'Intruder' }],
    ] as const) {
      const response = await as(other.admin, method, path, body);
      expect(response.status, method).toBe(403);
      expect(response.body.message).toBe(MESSAGES.notOrgMember);
    }
  });

  it('refuses writes in a read-only impersonation', async () => {
    const impersonated = await as(staff, 'POST', '/admin/impersonate', {
      profile_id: org.admin.profileId,
      mode: 'read',
    });
    const token = impersonated.body.access_token as string;
    expect((await as(token, 'GET', rulesPath())).status).toBe(200);
    const response = await as(token, 'PATCH', `${rulesPath()}/${rule.id}`, { is_archived: true });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.readOnlySession);
  });
});
