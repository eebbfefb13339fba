import { sql, type Selectable } from 'kysely';
import type { ProjectTable } from './projects.tables';

/**
 * A project row as answers show it: with the names of its customer and group, its assigned
 * managers (employee ids ascending) and how many work sites in use it has.
 */
export type ProjectRow = Selectable<ProjectTable> & {
  customer_name: string | null;
  project_group_name: string | null;
  manager_ids: number[];
  work_sites_count: number;
};

/** The row as the database gives it: the manager ids as one comma-separated text. */
export type StoredProjectRow = Omit<ProjectRow, 'manager_ids'> & { manager_list: string | null };

// Both read in the same statement as the rows (selected `from projects as p`): a page is one
// query, not one for the rows, one for the managers and one for the work sites.
/** The managers of project `p`, comma-separated (string_agg reads the same on both databases). */
export const MANAGER_LIST = sql<
  string | null
>`(select string_agg(cast(pm.employee_id as text), ',') from project_managers pm where pm.project_id = p.id)`.as(
  'manager_list',
);
/** How many work sites in use project `p` has. */
export const WORK_SITES_COUNT =
  sql<number>`(select count(*) from work_sites ws where ws.project_id = p.id and ws.archived_at_unix is null)`.as(
    'work_sites_count',
  );

const ascending = (a: number, b: number) => a - b;

/** The row with its manager ids as numbers, in id order. */
export function toRow(stored: StoredProjectRow): ProjectRow {
  const { manager_list: managers, ...row } = stored;
  return {
    ...row,
    manager_ids: managers ? managers.split(',').map(Number).sort(ascending) : [],
    work_sites_count: Number(row.work_sites_count),
  };
}
