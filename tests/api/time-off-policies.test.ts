import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import {
  LEAVE_POLICY_NAME_MAX,
  TIME_OFF_TEXT,
  zLeavePolicyDeleteResponse,
  zLeavePolicyListResponse,
  zLeavePolicyResponse,
} from '../../contract/time-off';
import { RULE_TEXT } from '../../contract/validation';
import { timeOffWorld } from './time-off-world';

const { world, call, base, policy, requested } = timeOffWorld();
const policiesPath = (orgId?: number) => `${base(orgId)}/leave_policies`;

describe('POST /orgs/{org_id}/leave_policies', () => {
  it('creates a policy with its hours, accrual and carry-over cap, stored in minutes', async () => {
    const created = await policy({
      name: '  Sick leave  ',
      code: ' SICK ',
      is_paid: true,
      hours_per_year: 0,
      accrual_hours_per_hour_worked: 1 / 30,
      carry_over_cap_hours: 48,
    });
    expect(created).toMatchObject({
      name: 'Sick leave',
      code: 'SICK',
      is_paid: true,
      hours_per_year: 0,
      accrual_hours_per_hour_worked: 1 / 30,
      carry_over_cap_hours: 48,
      archived_at_unix: null,
    });
    const stored = await world.server.db
      .selectFrom('leave_policies')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      org_id: world.org.orgId,
      allowance_minutes: 0,
      carry_over_cap_minutes: 48 * 60,
      is_paid: 1,
    });
    const audit = await world.server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'leave_policy')
      .where('entity_id', '=', created.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('defaults to paid without a limit, no accrual and nothing carried over', async () => {
    const created = await policy({ name: 'Bereavement' });
    expect(created).toMatchObject({
      code: null,
      is_paid: true,
      hours_per_year: null,
      accrual_hours_per_hour_worked: null,
      carry_over_cap_hours: null,
    });
  });

  it.each([
    ['a blank name', { name: '  ' }, { name: [RULE_TEXT.required] }],
    ['no name', { hours_per_year: 8 }, { name: [RULE_TEXT.required] }],
    [
      'a long name',
      { name: 'x'.repeat(LEAVE_POLICY_NAME_MAX + 1) },
      { name: [TIME_OFF_TEXT.nameLength] },
    ],
    ['a long code', { name: 'Code', code: 'C'.repeat(21) }, { code: [TIME_OFF_TEXT.codeLength] }],
    [
      'negative hours',
      { name: 'Neg', hours_per_year: -1 },
      { hours_per_year: [TIME_OFF_TEXT.hoursRange] },
    ],
    [
      'more hours than a year holds',
      { name: 'Long', hours_per_year: 8785 },
      { hours_per_year: [TIME_OFF_TEXT.hoursRange] },
    ],
    [
      'hours that are not quarter hours',
      { name: 'Odd', hours_per_year: 40.1 },
      { hours_per_year: [TIME_OFF_TEXT.quarterHours] },
    ],
    [
      'an accrual above 1',
      { name: 'Greedy', hours_per_year: 0, accrual_hours_per_hour_worked: 1.5 },
      { accrual_hours_per_hour_worked: [TIME_OFF_TEXT.accrualRange] },
    ],
    [
      'text for hours',
      { name: 'Text', hours_per_year: 'eighty' },
      { hours_per_year: [TIME_OFF_TEXT.notANumber] },
    ],
    [
      'an accrual without a yearly allowance',
      { name: 'Nowhere', accrual_hours_per_hour_worked: 0.05 },
      { hours_per_year: [TIME_OFF_TEXT.needsAllowance] },
    ],
    [
      'a carry-over cap without a yearly allowance',
      { name: 'Nothing', carry_over_cap_hours: 8 },
      { hours_per_year: [TIME_OFF_TEXT.needsAllowance] },
    ],
  ])('refuses %s', async (_label, body, hints) => {
    const response = await call(world.org.admin, 'POST', policiesPath(), body);
    expect(response.status, response.text).toBe(400);
    expect(response.body.field_hints).toEqual(hints);
  });

  it('refuses a name in use in any case, and lets another organisation use it', async () => {
    await policy({ name: 'Vacation' });
    const taken = await call(world.org.admin, 'POST', policiesPath(), { name: 'VACATION' });
    expect(taken.status).toBe(400);
    expect(taken.body.field_hints).toEqual({ name: [TIME_OFF_TEXT.nameTaken] });
    await policy({ name: 'Vacation' }, world.other.orgId, world.other.admin);
  });

  it('is for organisation settings: managers and workers are refused', async () => {
    for (const user of [world.org.managers[0]!, world.org.workers[0]!]) {
      const response = await call(user, 'POST', policiesPath(), { name: 'Sneaky' });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbidden);
    }
  });
});

describe('GET /orgs/{org_id}/leave_policies', () => {
  it('lists the policies in use by name for every member, archived ones on request', async () => {
    const alpha = await policy({ name: 'Alpha leave' });
    const list = async (query: string) => {
      const response = await call(world.org.workers[1]!, 'GET', `${policiesPath()}${query}`);
      expect(response.status, response.text).toBe(200);
      return zLeavePolicyListResponse.parse(response.body);
    };
    const inUse = await list('?search=alpha');
    expect(inUse.data.map((each) => each.name)).toEqual(['Alpha leave']);
    await call(world.org.admin, 'PATCH', `${policiesPath()}/${alpha.id}`, { is_archived: true });
    expect((await list('?search=alpha')).data).toEqual([]);
    expect((await list('?search=alpha&is_archived=true')).data.map((each) => each.id)).toEqual([
      alpha.id,
    ]);
    const names = (await list('?limit=500')).data.map((each) => each.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe('PATCH /orgs/{org_id}/leave_policies/{leave_policy_id}', () => {
  it('changes only the fields sent and checks the allowance rule against the stored amounts', async () => {
    const created = await policy({ name: 'Personal', hours_per_year: 16 });
    const response = await call(world.org.admin, 'PATCH', `${policiesPath()}/${created.id}`, {
      carry_over_cap_hours: 8,
    });
    expect(response.status, response.text).toBe(200);
    const parsed = zLeavePolicyResponse.parse(response.body);
    expect(parsed.message).toBe(TIME_OFF_TEXT.policyUpdated);
    expect(parsed.data).toMatchObject({
      name: 'Personal',
      hours_per_year: 16,
      carry_over_cap_hours: 8,
    });
    const unlimited = await call(world.org.admin, 'PATCH', `${policiesPath()}/${created.id}`, {
      hours_per_year: null,
    });
    expect(unlimited.status).toBe(400);
    expect(unlimited.body.field_hints).toEqual({ hours_per_year: [TIME_OFF_TEXT.needsAllowance] });
  });

  it('unarchives only while the name is free', async () => {
    const first = await policy({ name: 'Jury duty' });
    await call(world.org.admin, 'PATCH', `${policiesPath()}/${first.id}`, { is_archived: true });
    await policy({ name: 'jury duty' });
    const back = await call(world.org.admin, 'PATCH', `${policiesPath()}/${first.id}`, {
      is_archived: false,
    });
    expect(back.status).toBe(400);
    expect(back.body.field_hints).toEqual({ name: [TIME_OFF_TEXT.nameTaken] });
  });

  it('does not find another organisation’s policy', async () => {
    const theirs = await policy({ name: 'Theirs' }, world.other.orgId, world.other.admin);
    const response = await call(world.org.admin, 'PATCH', `${policiesPath()}/${theirs.id}`, {
      name: 'Mine now',
    });
    expect(response.status).toBe(404);
  });
});

describe('DELETE /orgs/{org_id}/leave_policies/{leave_policy_id}', () => {
  it('deletes a policy no request names', async () => {
    const unused = await policy({ name: 'Unused' });
    const response = await call(world.org.admin, 'DELETE', `${policiesPath()}/${unused.id}`);
    expect(response.status, response.text).toBe(200);
    expect(zLeavePolicyDeleteResponse.parse(response.body)).toEqual({
      message: TIME_OFF_TEXT.policyDeleted,
      is_archived: false,
    });
    const row = await world.server.db
      .selectFrom('leave_policies')
      .select('id')
      .where('id', '=', unused.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('archives a policy that requests name, which keep it', async () => {
    const used = await policy({ name: 'Used', is_paid: false });
    const request = await requested(world.org.workers[0]!, {
      leave_policy_id: used.id,
      kind: 'hours',
      start_date: '2026-02-02',
      hours: 2,
    });
    const response = await call(world.org.admin, 'DELETE', `${policiesPath()}/${used.id}`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ message: TIME_OFF_TEXT.policyArchived, is_archived: true });
    const list = await call(world.org.workers[0]!, 'GET', `${base()}/time_off_requests`);
    const mine = (list.body.data as { id: number; leave_policy: { name: string } }[]).find(
      (each) => each.id === request.id,
    );
    expect(mine?.leave_policy.name).toBe('Used');
    // An archived policy takes no new requests.
    const refused = await call(world.org.workers[0]!, 'POST', `${base()}/time_off_requests`, {
      leave_policy_id: used.id,
      kind: 'hours',
      start_date: '2026-03-02',
      hours: 2,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field_hints).toEqual({
      leave_policy_id: [TIME_OFF_TEXT.policyArchivedChoice],
    });
  });
});

describe('the plan: time off is a Pro feature', () => {
  it('refuses every time-off call of a Starter organisation with featureNotInPlan', async () => {
    const { orgId, admin, workers } = world.starter;
    const calls: [string, string, unknown][] = [
      ['GET', `/orgs/${orgId}/leave_policies`, undefined],
      ['POST', `/orgs/${orgId}/leave_policies`, { name: 'Vacation' }],
      ['PATCH', `/orgs/${orgId}/leave_policies/1`, { name: 'Vacation' }],
      ['DELETE', `/orgs/${orgId}/leave_policies/1`, undefined],
      ['GET', `/orgs/${orgId}/time_off_requests`, undefined],
      [
        'POST',
        `/orgs/${orgId}/time_off_requests`,
        { leave_policy_id: 1, start_date: '2026-02-02' },
      ],
      ['POST', `/orgs/${orgId}/time_off_requests/1/approve`, {}],
      ['POST', `/orgs/${orgId}/time_off_requests/1/deny`, {}],
      ['DELETE', `/orgs/${orgId}/time_off_requests/1`, undefined],
      ['GET', `/orgs/${orgId}/employee/${workers[0]!.employeeId}/time_off_balances`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await call(admin, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toEqual({ status_code: 403, message: MESSAGES.featureNotInPlan });
    }
  });
});
