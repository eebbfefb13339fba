import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The projects module's tables (migrations 0008 and 0012). */
export type ProjectsTables = {
  customers: CustomerTable;
  project_groups: ProjectGroupTable;
  projects: ProjectTable;
  project_managers: ProjectManagerTable;
  work_sites: WorkSiteTable;
  org_project_versions: OrgProjectVersionTable;
};

/**
 * The versions of an organisation's project list, raised by triggers (migration 0012), written by
 * no code: list_version on every write that may change which projects a list query finds or their
 * order, rows_version on every write of anything a list row shows.
 */
export type OrgProjectVersionTable = {
  org_id: number;
  list_version: number;
  rows_version: number;
};

type Times = {
  created_at_unix: number;
  updated_at_unix: number;
  archived_at_unix: number | null;
};

/** A customer of an organisation (the API's org_customers). */
export type CustomerTable = Times & {
  id: Generated<number>;
  org_id: number;
  name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
};

/** A group of projects ('Residential', 'Council works'). */
export type ProjectGroupTable = Times & {
  id: Generated<number>;
  org_id: number;
  name: string;
};

/** The address columns of a project or work site (the address autocomplete's place). */
export type AddressColumns = {
  place_id: string | null;
  formatted_place_name: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
};

/** A project (the API's org_projects); archived when archived_at_unix is set. */
export type ProjectTable = Times &
  AddressColumns & {
    id: Generated<number>;
    org_id: number;
    name: string;
    number: string | null;
    /** Lower-cased name and number, what the list's search reads. */
    search_key: string;
    customer_id: number | null;
    project_group_id: number | null;
    latitude: number | null;
    longitude: number | null;
    start_date: string | null;
    end_date: string | null;
    budget_hours: number | null;
    labour_budget_cents: number | null;
    notes: string | null;
    /** When time was last recorded on it (its creation until then); auto-archive reads it. */
    last_activity_at_unix: number;
    /** Archived by the auto-archive job rather than by a person: auto-restore brings it back. */
    auto_archived: Generated<Flag>;
  };

/** A manager assigned to a project: may edit it without permission 14. */
export type ProjectManagerTable = {
  org_id: number;
  project_id: number;
  employee_id: number;
};

/** A work site of a project, with its geofence. */
export type WorkSiteTable = Times &
  AddressColumns & {
    id: Generated<number>;
    org_id: number;
    project_id: number;
    name: string;
    latitude: number;
    longitude: number;
    geofence_radius_meters: number;
    enabled: Generated<Flag>;
  };
