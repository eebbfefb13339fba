import type { Generated } from 'kysely';

/** The teams module's tables: teams (employee groups), their members and their managers. */
export type TeamsTables = {
  employee_groups: EmployeeGroupTable;
  employee_group_members: EmployeeGroupMemberTable;
  employee_group_managers: EmployeeGroupMemberTable;
};

export type EmployeeGroupTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  created_at_unix: number;
  archived_at_unix: number | null;
};

export type EmployeeGroupMemberTable = {
  org_id: number;
  group_id: number;
  employee_id: number;
};
