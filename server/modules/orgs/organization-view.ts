import type { OrgDetail, Organization } from '../../../contract/orgs';
import {
  featureAllowed,
  featureStateAt,
  type CrewProductStatus,
  type PlanTier,
} from '../../../contract/plans';
import type { CountryCode } from '../../../contract/reference';
import type { OrgRuleSummary } from '../../../contract/rule-groups';
import type { OrganisationRow } from './orgs.tables';
import { fromFlag } from '../../lib/flags';
import { planFieldsOf } from '../../lib/plan-fields';

export type OrgRowWithPlan = OrganisationRow & {
  plan_tier: string | null;
  plan_recurring_interval: string | null;
};

export type PersonRef = { employee_id: number; display_name: string };

export type OrgPeople = {
  workers: number;
  saasEnabled: number;
  timeApprovers: PersonRef[];
  admins: PersonRef[];
  recruiters: PersonRef[];
};

export const NO_PEOPLE: OrgPeople = {
  workers: 0,
  saasEnabled: 0,
  timeApprovers: [],
  admins: [],
  recruiters: [],
};

function parseFlags(text: string): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => typeof v === 'boolean'),
    ) as Record<string, boolean>;
  } catch {
    return {};
  }
}

/** The organisation as the contract shapes it (core.md 3, Organisation). */
export function toOrganization(
  row: OrgRowWithPlan,
  people: OrgPeople,
  nowUnix: number,
): Organization {
  const plan = planFieldsOf(row, nowUnix);
  return {
    id: row.id,
    name: row.name,
    about: row.about,
    license_no: row.license_no,
    timezone: row.timezone,
    country_code: row.country_code as CountryCode,
    state: row.state,
    company_size: row.company_size,
    crew_product_status: row.crew_product_status as CrewProductStatus,
    crew_product_plan:
      row.plan_id !== null && row.plan_tier && row.plan_recurring_interval
        ? {
            id: row.plan_id,
            tier: row.plan_tier as PlanTier,
            recurring_interval: row.plan_recurring_interval as 'monthly' | 'annual',
          }
        : null,
    workers: people.workers,
    time_approvers: people.timeApprovers,
    recruiters: people.recruiters,
    admins: people.admins,
    saas_enabled_employees_count: people.saasEnabled,
    extend_pro: fromFlag(row.extend_pro),
    accounting_system: row.accounting_system,
    empty_state_flags: parseFlags(row.empty_state_flags),
    feature_flags: parseFlags(row.feature_flags),
    auto_archive_projects_after_days: row.auto_archive_projects_after_days,
    is_auto_restore_projects: fromFlag(row.is_auto_restore_projects),
    enable_time_card_editing: fromFlag(row.enable_time_card_editing),
    requires_location_tracking: fromFlag(row.requires_location_tracking),
    is_split_tc_enabled: fromFlag(row.is_split_tc_enabled),
    is_meal_break_enabled: fromFlag(row.is_meal_break_enabled),
    time_round_minutes: row.time_round_minutes,
    requires_cost_allocation: fromFlag(row.requires_cost_allocation),
    has_default_state_break_rule: fromFlag(row.has_default_state_break_rule),
    is_breaks_paid: fromFlag(row.is_breaks_paid),
    workforce_management_feature: featureStateAt(
      row.wfm_feature_state,
      row.wfm_trial_expiry_unix,
      nowUnix,
    ),
    time_tracking_feature: featureStateAt(row.tt_feature_state, row.tt_trial_expiry_unix, nowUnix),
    is_time_off_management_enabled: featureAllowed(plan, 'time-off-management'),
    created_at_unix: row.created_at_unix,
  };
}

/**
 * The organisation as GET /orgs/{org_id} answers it: the profile's view plus the summary of its
 * default rule groups (clock permissions and project-time rules).
 */
export function toOrgDetail(
  row: OrgRowWithPlan,
  people: OrgPeople,
  rules: OrgRuleSummary,
  nowUnix: number,
): OrgDetail {
  return { ...toOrganization(row, people, nowUnix), ...rules };
}
