import type { Db } from '../../db/connection';

/** Of the given ids, those that are teams of the organisation in use (not archived). */
export async function openTeamIds(db: Db, orgId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('employee_groups')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', 'in', [...ids])
    .where('archived_at_unix', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Of the given team ids, those the manager manages (is named a manager of). */
export async function managedTeamIds(
  db: Db,
  orgId: number,
  managerId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('employee_group_managers')
    .select('group_id')
    .where('org_id', '=', orgId)
    .where('employee_id', '=', managerId)
    .where('group_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.group_id));
}
