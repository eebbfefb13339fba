import type { Db } from '../../db/connection';
import type { MemberFacts } from './member-rules';

/**
 * What the time-card rules read of a member (member-rules.ts): their record, their
 * organisation's settings, the rule groups they follow (theirs, else the organisation's default)
 * and the pay record in effect. Reads only; every query takes the organisation.
 */
export class MemberRulesRepository {
  /** The facts of a member of the organisation who has not been removed; undefined otherwise. */
  async facts(db: Db, orgId: number, employeeId: number, now: number) {
    const row = await db
      .selectFrom('employees as e')
      .innerJoin('organisations as o', 'o.id', 'e.org_id')
      .select([
        'e.id',
        'e.display_name',
        'e.staffing_status',
        'e.is_saas_enabled',
        'e.is_time_tracking_enabled',
        'e.enable_time_card_editing as employee_editing',
        'e.rule_group_id',
        'e.project_time_rule_group_id',
        'o.timezone',
        'o.enable_time_card_editing as org_editing',
        'o.is_split_tc_enabled',
        'o.time_round_minutes',
        'o.requires_location_tracking',
        'o.is_breaks_paid',
        // The pay record in effect, read with the member (null: none, or it does not say).
        (eb) =>
          eb
            .selectFrom('compensations as c')
            .select('c.is_breaks_paid')
            .whereRef('c.org_id', '=', 'e.org_id')
            .whereRef('c.employee_id', '=', 'e.id')
            .where('c.effective_dt_unix', '<=', now)
            .orderBy('c.effective_dt_unix', 'desc')
            .limit(1)
            .as('pay_breaks_paid'),
      ])
      .where('e.org_id', '=', orgId)
      .where('e.id', '=', employeeId)
      .where('e.staffing_status', '<>', 'removed')
      .executeTakeFirst();
    if (!row) return undefined;
    const [clock, projectTime] = await Promise.all([
      db
        .selectFrom('rule_groups')
        .selectAll()
        .where('org_id', '=', orgId)
        .where((eb) =>
          eb.or([
            eb('is_organization_default', '=', 1),
            ...(row.rule_group_id === null ? [] : [eb('id', '=', row.rule_group_id)]),
          ]),
        )
        // The member's own group when they have one, else the default.
        .orderBy('is_organization_default', 'asc')
        .executeTakeFirst(),
      db
        .selectFrom('project_time_rule_groups')
        .selectAll()
        .where('org_id', '=', orgId)
        .where((eb) =>
          eb.or([
            eb('is_organization_default', '=', 1),
            ...(row.project_time_rule_group_id === null
              ? []
              : [eb('id', '=', row.project_time_rule_group_id)]),
          ]),
        )
        .orderBy('is_organization_default', 'asc')
        .executeTakeFirst(),
    ]);
    // Every organisation has its default groups (rule-groups module); one missing is our fault.
    if (!clock || !projectTime) throw new Error(`Organisation ${orgId} has no default rule group`);
    const facts: MemberFacts = {
      employee: {
        id: row.id,
        display_name: row.display_name,
        staffing_status: row.staffing_status,
        is_saas_enabled: row.is_saas_enabled,
        is_time_tracking_enabled: row.is_time_tracking_enabled,
        enable_time_card_editing: row.employee_editing,
      },
      org: {
        timezone: row.timezone,
        enable_time_card_editing: row.org_editing,
        is_split_tc_enabled: row.is_split_tc_enabled,
        time_round_minutes: row.time_round_minutes,
        requires_location_tracking: row.requires_location_tracking,
        is_breaks_paid: row.is_breaks_paid,
      },
      clock,
      projectTime,
      payBreaksPaid: row.pay_breaks_paid === null ? null : Number(row.pay_breaks_paid) === 1,
    };
    return facts;
  }

  /** The organisation's time zone and rounding step, for reading cards. */
  async orgTime(db: Db, orgId: number) {
    return db
      .selectFrom('organisations')
      .select(['timezone', 'time_round_minutes'])
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
  }
}
