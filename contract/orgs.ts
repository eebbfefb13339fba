import { z } from 'zod';
import { CREW_PRODUCT_STATUSES, FEATURE_STATES, PLAN_TIERS } from './plans';
import { zCountryCode, zCompanySize } from './reference';
import { zPage, zPageQuery } from './pagination';
import { MESSAGES } from './messages';
import { isDisplayText, isFreeText, RULE_TEXT, zBusinessName } from './validation';
import { zOrgRuleSummary } from './rule-groups';

export const zPersonRef = z.object({ employee_id: z.number().int(), display_name: z.string() });

export const zFeatureGate = z.object({
  state: z.enum(FEATURE_STATES),
  trial_expiry_dt_unix: z.number().int().nullable(),
});

/** The organisation as carried on each employee record of the profile (core.md 3). */
export const zOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  about: z.string().nullable(),
  license_no: z.string().nullable(),
  timezone: z.string(),
  country_code: zCountryCode,
  state: z.string().nullable(),
  company_size: z.string().nullable(),
  crew_product_status: z.enum(CREW_PRODUCT_STATUSES),
  crew_product_plan: z
    .object({
      id: z.number().int(),
      tier: z.enum(PLAN_TIERS),
      recurring_interval: z.enum(['monthly', 'annual']),
    })
    .nullable(),
  /** Count of active workers. */
  workers: z.number().int(),
  time_approvers: z.array(zPersonRef),
  recruiters: z.array(zPersonRef),
  admins: z.array(zPersonRef),
  saas_enabled_employees_count: z.number().int(),
  extend_pro: z.boolean(),
  accounting_system: z.string().nullable(),
  empty_state_flags: z.record(z.string(), z.boolean()),
  feature_flags: z.record(z.string(), z.boolean()),
  auto_archive_projects_after_days: z.number().int().nullable(),
  is_auto_restore_projects: z.boolean(),
  enable_time_card_editing: z.boolean(),
  requires_location_tracking: z.boolean(),
  is_split_tc_enabled: z.boolean(),
  is_meal_break_enabled: z.boolean(),
  time_round_minutes: z.number().int(),
  requires_cost_allocation: z.boolean(),
  has_default_state_break_rule: z.boolean(),
  is_breaks_paid: z.boolean(),
  workforce_management_feature: zFeatureGate,
  time_tracking_feature: zFeatureGate,
  /** The plan includes time off (document 2, sections 3 and 6: time-off-management, Pro). */
  is_time_off_management_enabled: z.boolean(),
  created_at_unix: z.number().int(),
});
export type Organization = z.infer<typeof zOrganization>;

export const zOrgIdParams = z.object({ org_id: z.coerce.number().int().min(0) });

/**
 * The minutes clock times may be rounded to (0: no rounding). Payroll practice: whole minutes,
 * 5, 6 (tenths of an hour), 10, 15 (quarter hours, the US labour rule's maximum) and 30.
 */
export const TIME_ROUND_MINUTES = [0, 1, 5, 6, 10, 15, 30] as const;
export type TimeRoundMinutes = (typeof TIME_ROUND_MINUTES)[number];

/** Longest auto-archive delay: ten years of idle days. */
export const AUTO_ARCHIVE_DAYS_MAX = 3650;

/** PATCH /orgs/{org_id}: organisation settings an administrator may change. */
export const zOrgPatch = z
  .object({
    name: zBusinessName,
    about: z
      .string()
      .trim()
      .max(1000, 'Please enter 1000 characters or less.')
      .refine(isFreeText, RULE_TEXT.freeText)
      .nullable(),
    license_no: z.string().trim().max(80).refine(isDisplayText, RULE_TEXT.displayText).nullable(),
    timezone: z.string().min(1).max(64),
    country_code: zCountryCode,
    state: z.string().max(8).nullable(),
    company_size: zCompanySize,
    /** Archive projects idle this many days; null: never. */
    auto_archive_projects_after_days: z.number().int().min(1).max(AUTO_ARCHIVE_DAYS_MAX).nullable(),
    is_auto_restore_projects: z.boolean(),
    enable_time_card_editing: z.boolean(),
    requires_location_tracking: z.boolean(),
    is_split_tc_enabled: z.boolean(),
    is_meal_break_enabled: z.boolean(),
    time_round_minutes: z.union(
      TIME_ROUND_MINUTES.map((m) => z.literal(m)) as never as [
        z.ZodLiteral<TimeRoundMinutes>,
        z.ZodLiteral<TimeRoundMinutes>,
        ...z.ZodLiteral<TimeRoundMinutes>[],
      ],
    ),
    requires_cost_allocation: z.boolean(),
    is_breaks_paid: z.boolean(),
  })
  .partial()
  .strict();
export type OrgPatch = z.infer<typeof zOrgPatch>;

export const zOrgPatchResponse = z.object({
  data: z.object({
    id: z.number().int(),
    is_split_tc_enabled: z.boolean(),
    is_meal_break_enabled: z.boolean(),
    time_round_minutes: z.number().int(),
  }),
});

/** GET /orgs: the organisations the caller belongs to, or every one for provider staff. */
export const zOrgListQuery = zPageQuery.extend({
  search: z.string().trim().max(80).optional(),
});
export const zOrgListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: zCountryCode,
  crew_product_status: z.enum(CREW_PRODUCT_STATUSES),
  saas_enabled_employees_count: z.number().int(),
  created_at_unix: z.number().int(),
});
export type OrgListItem = z.infer<typeof zOrgListItem>;
export const zOrgListResponse = zPage(zOrgListItem);

/**
 * GET /orgs/{org_id} (and POST /orgs): the organisation with the summary of its default rule
 * groups (document 2, "Organisation": rule_group.clock_permissions and project_time_rules).
 */
export const zOrgDetail = zOrganization.extend(zOrgRuleSummary.shape);
export type OrgDetail = z.infer<typeof zOrgDetail>;

export const zOrgResponse = z.object({ data: zOrgDetail });

/** GET /admin/orgs/{id}: provider staff only; admins each carry the organisation. */
export const zAdminOrgResponse = z.object({
  data: z.object({
    admins: z.array(zPersonRef.extend({ email: z.string(), organization: zOrganization })),
  }),
});

/**
 * POST /orgs: create an organisation (admin HR-profile permission). The name follows the
 * catalogue's business-name rule (required, 3-80 characters): an organisation is a business.
 */
export const zOrgCreate = z.object({
  name: zBusinessName,
  country_code: zCountryCode,
  company_size: zCompanySize,
  timezone: z
    .string()
    .min(1, MESSAGES.invalidTimezone)
    .max(64, MESSAGES.invalidTimezone)
    .optional(),
});
export type OrgCreate = z.infer<typeof zOrgCreate>;
export type OrgListResponse = z.infer<typeof zOrgListResponse>;
export type OrgPatchResponse = z.infer<typeof zOrgPatchResponse>;
