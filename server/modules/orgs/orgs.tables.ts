import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The orgs module's tables: organisations and the product plans they are on. */
export type OrgsTables = {
  product_plans: ProductPlanTable;
  organisations: OrganisationTable;
};

export type ProductPlanTable = {
  id: number;
  name: string;
  tier: string;
  recurring_interval: string;
};

export type OrganisationTable = {
  id: Generated<number>;
  name: string;
  /** Lower-cased name for search and ordering. */
  sort_key: string;
  about: string | null;
  license_no: string | null;
  timezone: string;
  country_code: string;
  state: string | null;
  company_size: string | null;
  crew_product_status: string;
  plan_id: number | null;
  extend_pro: Flag;
  accounting_system: string | null;
  empty_state_flags: string;
  feature_flags: string;
  auto_archive_projects_after_days: number | null;
  is_auto_restore_projects: Flag;
  enable_time_card_editing: Flag;
  requires_location_tracking: Flag;
  is_split_tc_enabled: Flag;
  is_meal_break_enabled: Flag;
  time_round_minutes: number;
  requires_cost_allocation: Flag;
  has_default_state_break_rule: Flag;
  is_breaks_paid: Flag;
  wfm_feature_state: string;
  wfm_trial_expiry_unix: number | null;
  tt_feature_state: string;
  tt_trial_expiry_unix: number | null;
  /** Raised by a trigger on every update: part of the GET /me cache key. */
  version: Generated<number>;
  created_at_unix: number;
  updated_at_unix: number;
};

export type OrganisationRow = Selectable<OrganisationTable>;
export type NewOrganisation = Insertable<OrganisationTable>;
export type OrganisationUpdate = Updateable<OrganisationTable>;
