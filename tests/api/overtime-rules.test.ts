import { beforeAll, describe, expect, it } from 'vitest';
import {
  OVERTIME_RULE_NAME_MAX,
  OVERTIME_RULE_TEXT,
  zOvertimeRuleListResponse,
  zOvertimeRuleResponse,
  type OvertimeRule,
} from '../../contract/overtime-rules';
import { RULE_TEXT } from '../../contract/validation';
import { catalogueApi, describeArchivableCatalogue } from './archivable-catalogue';

const api = catalogueApi<OvertimeRule>({
  noun: 'overtime rules',
  collection: 'overtime_rules',
  auditEntity: 'overtime_rule',
  key: 'name',
  texts: { ...OVERTIME_RULE_TEXT, keyTaken: OVERTIME_RULE_TEXT.nameTaken },
  zResponse: zOvertimeRuleResponse,
  zList: zOvertimeRuleListResponse,
  body: (name) => ({ name, weekly_overtime_after_hours: 40 }),
  edit: { daily_overtime_after_hours: 9.5 },
});
const { world, create: createRule, patch: patchRule } = api;

describeArchivableCatalogue(api);

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
    const stored = await world.server.db
      .selectFrom('overtime_rules')
      .selectAll()
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      org_id: world.org.orgId,
      daily_overtime_after_minutes: 480,
      daily_double_time_after_minutes: 720,
      weekly_overtime_after_minutes: 2400,
      is_seventh_day_rule: 1,
    });
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

  api.refusesEach([
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
  ]);
});

describe('PATCH /orgs/{org_id}/overtime_rules/{overtime_rule_id}', () => {
  let rule: OvertimeRule;
  beforeAll(async () => {
    rule = await createRule({
      name: 'Editable',
      daily_overtime_after_hours: 8,
      daily_double_time_after_hours: 12,
    });
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

  it('writes an update to the audit log for each change, and none for a refused one', async () => {
    const actions = await world.server.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'overtime_rule')
      .where('entity_id', '=', rule.id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'update', 'update']);
  });
});
