import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connection';
import { param } from '../../db/prepared';
import { managedBy, type EmployeesAsE } from '../visibility/visibility.service';
import { sortParts, type PageIds, type Shape } from './employee-list-shape';

/**
 * The list's columns for the page of ids `pg`, in the list's order: the employee and profile
 * fields, whether the viewer manages the row, and (when asked) the pay record in effect.
 */
export function employeeListPageRows(db: Db, dialect: Dialect, shape: Shape, pg: PageIds) {
  const { direction, column } = sortParts(shape.sortBy);
  return (
    db
      .selectFrom(pg)
      .innerJoin('employees as e', 'e.id', 'pg.id')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select([
        'e.id',
        'e.profile_id',
        'e.org_id',
        'e.display_name',
        'e.title',
        'e.role_id',
        'e.staffing_status',
        'e.is_saas_enabled',
        'e.invite_expiry_dt_unix',
        'e.saas_enabled_updated_at_unix',
        'e.start_dt_unix',
        'p.email',
        'p.mobile',
      ])
      .select((eb) => {
        const mine = shape.viewer
          ? eb
              .case()
              .when(managedBy(eb as unknown as EmployeesAsE, param('viewer')))
              .then(1)
              .else(0)
              .end()
          : sql`0`;
        return sql<number>`${mine}`.as('is_my_worker');
      })
      .$if(shape.pay && dialect === 'postgres', (qb) =>
        qb
          // The pay record in effect: the latest at or before now, read beside each page row
          // (a lateral join; the planner hash-joins the form below, at twice the cost).
          .leftJoinLateral(
            (eb) =>
              eb
                .selectFrom('compensations as cx')
                .select([
                  'cx.pay_rate_cents',
                  'cx.pay_type',
                  'cx.rate_type_1099',
                  'cx.overtime_rule_id',
                ])
                .whereRef('cx.employee_id', '=', 'e.id')
                .where('cx.effective_dt_unix', '<=', param('now'))
                .orderBy('cx.effective_dt_unix', 'desc')
                .orderBy('cx.id', 'desc')
                .limit(sql.lit(1))
                .as('c'),
            (join) => join.onTrue(),
          )
          .leftJoin('overtime_rules as ot', 'ot.id', 'c.overtime_rule_id')
          .select([
            'c.pay_rate_cents',
            'c.pay_type',
            'c.rate_type_1099',
            'ot.name as overtime_rule_name',
          ]),
      )
      .$if(shape.pay && dialect !== 'postgres', (qb) =>
        qb
          // SQLite has no lateral join: the pay record in effect is found by the page row's id.
          .leftJoin('compensations as c', (join) =>
            join.on((eb) =>
              eb(
                'c.id',
                '=',
                eb
                  .selectFrom('compensations as cx')
                  .select('cx.id')
                  .whereRef('cx.employee_id', '=', 'e.id')
                  .where('cx.effective_dt_unix', '<=', param('now'))
                  .orderBy('cx.effective_dt_unix', 'desc')
                  .orderBy('cx.id', 'desc')
                  .limit(1),
              ),
            ),
          )
          .leftJoin('overtime_rules as ot', 'ot.id', 'c.overtime_rule_id')
          .select([
            'c.pay_rate_cents',
            'c.pay_type',
            'c.rate_type_1099',
            'ot.name as overtime_rule_name',
          ]),
      )
      // The join may return the page in any order; sorting 50 rows again is cheap.
      .orderBy('e.is_saas_enabled', 'desc')
      .orderBy(`e.${column}`, direction)
      .orderBy('e.id', direction)
  );
}
