import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { can } from '../../../contract/access';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { OrgContext } from '../../http/context';
import { listScope, managedBy, type EmployeesAsE } from '../visibility/visibility.service';
import { notFound } from './task-occurrences';

/**
 * Which tasks a caller reaches (README.md "Who"):
 * - `all`: holders of the scheduling permission (6) who see everyone (administrators, provider
 *   admins, managers who view all time cards: listScope);
 * - `managed`: other managers with 6, the tasks that name themselves or their own workers
 *   (assigned directly or through a team, or watching), name a team they manage, or that they
 *   created;
 * - `own`: members without 6, the tasks that name themselves (null: nobody, provider staff).
 */
export type TaskReach =
  | { kind: 'all' }
  | { kind: 'managed'; employeeId: number }
  | { kind: 'own'; employeeId: number | null };

export function schedules(ctx: OrgContext): boolean {
  return can(ctx, 'tasks.view');
}

export function reachOf(ctx: OrgContext): TaskReach {
  if (!schedules(ctx)) return { kind: 'own', employeeId: ctx.employeeId };
  const scope = listScope(ctx);
  if (scope.kind === 'all') return { kind: 'all' };
  return scope.kind === 'managed'
    ? { kind: 'managed', employeeId: scope.employeeId }
    : { kind: 'own', employeeId: scope.employeeId };
}

/** A query over tasks named `t`. */
export type TasksAsT = ExpressionBuilder<Database & { t: Database['tasks'] }, 't'>;

/** The person (`e`) is the member, or for `managed` also one of their workers. */
function isReached(eb: EmployeesAsE, reach: { kind: 'managed' | 'own'; employeeId: number }) {
  return reach.kind === 'own'
    ? eb('e.id', '=', reach.employeeId)
    : eb.or([eb('e.id', '=', reach.employeeId), managedBy(eb, reach.employeeId)]);
}

/** The task row `t` is within the reach (no condition for `all`). */
export function inReach(
  eb: TasksAsT,
  reach: Exclude<TaskReach, { kind: 'all' }>,
): Expression<SqlBool> {
  if (reach.employeeId === null) return sql<boolean>`1 = 0`;
  const who = { kind: reach.kind, employeeId: reach.employeeId };
  const names = (table: 'task_assignees' | 'task_watchers') =>
    eb.exists(
      eb
        .selectFrom(`${table} as a`)
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select(sql`1`.as('one'))
        .whereRef('a.task_id', '=', 't.id')
        .where((inner) => isReached(inner as unknown as EmployeesAsE, who)),
    );
  const conditions = [
    names('task_assignees'),
    names('task_watchers'),
    eb.exists(
      eb
        .selectFrom('task_employee_groups as g')
        .innerJoin('employee_group_members as m', 'm.group_id', 'g.group_id')
        .innerJoin('employees as e', 'e.id', 'm.employee_id')
        .select(sql`1`.as('one'))
        .whereRef('g.task_id', '=', 't.id')
        .where((inner) => isReached(inner as unknown as EmployeesAsE, who)),
    ),
  ];
  if (reach.kind === 'managed')
    conditions.push(
      eb.exists(
        eb
          .selectFrom('task_employee_groups as g')
          .innerJoin('employee_group_managers as gm', 'gm.group_id', 'g.group_id')
          .select(sql`1`.as('one'))
          .whereRef('g.task_id', '=', 't.id')
          .where('gm.employee_id', '=', reach.employeeId),
      ),
      eb('t.created_by_employee_id', '=', reach.employeeId),
    );
  return eb.or(conditions);
}

/** The task row is within the caller's reach; not found otherwise (never saying it exists). */
export async function assertReaches(db: Db, ctx: OrgContext, rowId: number): Promise<void> {
  const reach = reachOf(ctx);
  if (reach.kind === 'all') return;
  const row = await db
    .selectFrom('tasks as t')
    .select('t.id')
    .where('t.id', '=', rowId)
    .where((eb) => inReach(eb, reach))
    .executeTakeFirst();
  if (!row) throw notFound();
}
