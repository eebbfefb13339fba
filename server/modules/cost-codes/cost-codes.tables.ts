import type { Generated } from 'kysely';

/** The cost-codes module's tables (migration 0009). */
export type CostCodesTables = {
  job_codes: JobCodeTable;
  job_code_projects: JobCodeProjectTable;
};

/** A cost code of an organisation. */
export type JobCodeTable = {
  id: Generated<number>;
  org_id: number;
  code: string;
  name: string;
  created_at_unix: number;
  updated_at_unix: number;
  archived_at_unix: number | null;
};

/** A project a cost code is limited to; a code without rows is usable on every project. */
export type JobCodeProjectTable = {
  job_code_id: number;
  project_id: number;
};
