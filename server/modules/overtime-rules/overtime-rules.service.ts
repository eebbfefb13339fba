import type { Updateable } from 'kysely';
import {
  OVERTIME_RULE_TEXT,
  isDoubleTimeAfterOvertime,
  type OvertimeRule,
  type OvertimeRuleCreate,
  type OvertimeRulePatch,
} from '../../../contract/overtime-rules';
import type { Db } from '../../db/connection';
import type { OvertimeRuleTable } from './overtime-rules.tables';
import { fieldError } from '../../http/app-error';
import { fromFlag, toFlag } from '../../lib/flags';
import { ArchivableCatalogue } from '../../lib/catalogue/archivable-catalogue';
import { canManagePaySettings, canReadPaySettings } from '../compensation/compensation-access';
import type { OvertimeRuleRow, OvertimeRulesRepository } from './overtime-rules.repository';

const toMinutes = (hours: number | null) => (hours === null ? null : Math.round(hours * 60));
const toHours = (minutes: number | null) => (minutes === null ? null : minutes / 60);

export function toOvertimeRule(row: OvertimeRuleRow): OvertimeRule {
  return {
    id: row.id,
    name: row.name,
    daily_overtime_after_hours: toHours(row.daily_overtime_after_minutes),
    daily_double_time_after_hours: toHours(row.daily_double_time_after_minutes),
    weekly_overtime_after_hours: toHours(row.weekly_overtime_after_minutes),
    is_seventh_day_rule: fromFlag(row.is_seventh_day_rule),
    created_at_unix: row.created_at_unix,
    updated_at_unix: row.updated_at_unix,
    archived_at_unix: row.archived_at_unix,
  };
}

/** What the audit log keeps of a rule. */
function snapshot(rule: OvertimeRule) {
  const { id: _id, created_at_unix: _c, updated_at_unix: _u, ...rest } = rule;
  return rest;
}

/** The columns of the fields a patch sends (hours are stored as minutes). */
function updateColumns(patch: OvertimeRulePatch): Updateable<OvertimeRuleTable> {
  const values: Updateable<OvertimeRuleTable> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.daily_overtime_after_hours !== undefined)
    values.daily_overtime_after_minutes = toMinutes(patch.daily_overtime_after_hours);
  if (patch.daily_double_time_after_hours !== undefined)
    values.daily_double_time_after_minutes = toMinutes(patch.daily_double_time_after_hours);
  if (patch.weekly_overtime_after_hours !== undefined)
    values.weekly_overtime_after_minutes = toMinutes(patch.weekly_overtime_after_hours);
  if (patch.is_seventh_day_rule !== undefined)
    values.is_seventh_day_rule = toFlag(patch.is_seventh_day_rule);
  return values;
}

/** A patch of one threshold is checked against the stored other one. */
async function checkDoubleTimeOrder(before: OvertimeRule, patch: OvertimeRulePatch) {
  const after = { ...before };
  for (const [key, value] of Object.entries(patch))
    if (value !== undefined && key !== 'is_archived') Object.assign(after, { [key]: value });
  if (!isDoubleTimeAfterOvertime(after))
    throw fieldError('daily_double_time_after_hours', OVERTIME_RULE_TEXT.doubleTimeOrder);
}

/**
 * Overtime rules (GET/POST/PATCH /orgs/{org_id}/overtime_rules): read by administrators and
 * managers, written by administrators. Archiving keeps the rule on the pay records that name
 * it; new records cannot choose it. Unarchiving needs its name to be free.
 */
export class OvertimeRulesService extends ArchivableCatalogue<
  'overtime_rules',
  'name',
  OvertimeRule,
  OvertimeRuleCreate,
  OvertimeRulePatch
> {
  constructor(db: Db, rules: OvertimeRulesRepository) {
    super(db, rules, {
      auditEntity: 'overtime_rule',
      texts: { ...OVERTIME_RULE_TEXT, keyTaken: OVERTIME_RULE_TEXT.nameTaken },
      canRead: canReadPaySettings,
      canWrite: canManagePaySettings,
      toItem: toOvertimeRule,
      snapshot,
      insertColumns: (input) => ({
        name: input.name,
        daily_overtime_after_minutes: toMinutes(input.daily_overtime_after_hours),
        daily_double_time_after_minutes: toMinutes(input.daily_double_time_after_hours),
        weekly_overtime_after_minutes: toMinutes(input.weekly_overtime_after_hours),
        is_seventh_day_rule: toFlag(input.is_seventh_day_rule),
      }),
      updateColumns,
      checkPatch: (_ctx, before, patch) => checkDoubleTimeOrder(before, patch),
    });
  }
}
