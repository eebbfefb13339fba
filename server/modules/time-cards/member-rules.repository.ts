import { sql, type Selectable } from 'kysely';
import { dialectOf, type Db } from '../../db/connection';
import { param, preparedQuery } from '../../db/prepared';
import type { ProjectTimeRuleGroupTable, RuleGroupTable } from '../rule-groups/rule-groups.tables';
import type { MemberFacts } from './member-rules';

/**
 * What the time-card rules read of a member (member-rules.ts): their record, their
 * organisation's settings, the rule groups they follow (theirs, else the organisation's default)
 * and the pay record in effect. Reads only; every query takes the organisation.
 */
/**
 * A member's rule group of one kind as JSON, read with the member (PostgreSQL's to_json, one
 * round trip less): their own when they have one, else the organisation's default, which sorts
 * last. SQLite, in process, reads the groups apart (clockGroup, projectTimeGroup).
 */
type ClockGroupRow = Selectable<RuleGroupTable>;
type ProjectTimeGroupRow = Selectable<ProjectTimeRuleGroupTable>;

const groupJson = <Row>(
  table: 'rule_groups' | 'project_time_rule_groups',
  column: 'e.rule_group_id' | 'e.project_time_rule_group_id',
) =>
  sql<Row | null>`(select to_json(g) from (select * from ${sql.table(table)} as r where r.org_id = e.org_id and (r.is_organization_default = 1 or r.id = ${sql.ref(column)}) order by r.is_organization_default asc limit 1) as g)`;

/**
 * The member with their organisation's settings and the pay record in effect (one row), and on
 * PostgreSQL their rule groups; `locked`: the member's row locked for the rest of the
 * transaction in the same read (PostgreSQL; SQLite has one writer).
 */
const memberFacts = (locked: boolean) =>
  preparedQuery(
    (db) => {
      const postgres = dialectOf(db) === 'postgres';
      const query = db
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
              .where('c.effective_dt_unix', '<=', param('now'))
              .orderBy('c.effective_dt_unix', 'desc')
              .limit(1)
              .as('pay_breaks_paid'),
          (postgres
            ? groupJson<ClockGroupRow>('rule_groups', 'e.rule_group_id')
            : sql<ClockGroupRow | null>`null`
          ).as('clock_group'),
          (postgres
            ? groupJson<ProjectTimeGroupRow>(
                'project_time_rule_groups',
                'e.project_time_rule_group_id',
              )
            : sql<ProjectTimeGroupRow | null>`null`
          ).as('project_time_group'),
        ])
        .where('e.org_id', '=', param('orgId'))
        .where('e.id', '=', param('employeeId'))
        .where('e.staffing_status', '<>', 'removed');
      return locked && postgres ? query.forUpdate('e') : query;
    },
    ['orgId', 'employeeId', 'now'],
  );
const [readFacts, readFactsLocked] = [memberFacts(false), memberFacts(true)];

/**
 * The member's own group when they have one (`groupId`: null matches nothing), else the
 * organisation's default: the default sorts last.
 */
const clockGroup = preparedQuery(
  (db) =>
    db
      .selectFrom('rule_groups')
      .selectAll()
      .where('org_id', '=', param('orgId'))
      .where((eb) =>
        eb.or([eb('is_organization_default', '=', 1), eb('id', '=', param('groupId'))]),
      )
      .orderBy('is_organization_default', 'asc')
      .limit(1),
  ['orgId', 'groupId'],
);

/** As clockGroup, for the project-time rule group. */
const projectTimeGroup = preparedQuery(
  (db) =>
    db
      .selectFrom('project_time_rule_groups')
      .selectAll()
      .where('org_id', '=', param('orgId'))
      .where((eb) =>
        eb.or([eb('is_organization_default', '=', 1), eb('id', '=', param('groupId'))]),
      )
      .orderBy('is_organization_default', 'asc')
      .limit(1),
  ['orgId', 'groupId'],
);

export class MemberRulesRepository {
  /**
   * The facts of a member of the organisation who has not been removed; undefined otherwise.
   * `lock`: the member's row is locked for the rest of the transaction by the same read
   * (PostgreSQL), as TimeCardsRepository.lockMember would.
   */
  async facts(db: Db, orgId: number, employeeId: number, now: number, lock = false) {
    const [row] = await (lock ? readFactsLocked : readFacts)(db, { orgId, employeeId, now });
    if (!row) return undefined;
    // Read with the member on PostgreSQL; else one after the other (one connection anyway).
    const clock =
      row.clock_group ?? (await clockGroup(db, { orgId, groupId: row.rule_group_id }))[0];
    const projectTime =
      row.project_time_group ??
      (await projectTimeGroup(db, { orgId, groupId: row.project_time_rule_group_id }))[0];
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
