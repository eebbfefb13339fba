import type { Db } from '../../db/connection';

/** Each member's teams (employee group ids), for filters by team over many members at once. */
export type MemberTeams = Map<number, number[]>;

/** The teams of each member of the organisation, in one read. */
export async function memberTeams(db: Db, orgId: number): Promise<MemberTeams> {
  const rows = await db
    .selectFrom('employee_group_members')
    .select(['employee_id', 'group_id'])
    .where('org_id', '=', orgId)
    .execute();
  const teams: MemberTeams = new Map();
  for (const row of rows) {
    const list = teams.get(row.employee_id) ?? [];
    list.push(row.group_id);
    teams.set(row.employee_id, list);
  }
  return teams;
}
