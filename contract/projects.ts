import { z } from 'zod';
import { zIdsFilter, zOneOrMany } from './list-filters';
import { zOrgIdParams } from './orgs';
import { zPage, zPageQuery } from './pagination';
import {
  isDateRangeOrdered,
  isDisplayText,
  isFreeText,
  REQUIRED_CHECK,
  RULE_TEXT,
  zDate,
  zLatitude,
  zLongitude,
} from './validation';

/**
 * Projects of an organisation (the API's org_projects): what time is recorded against. Part of
 * project tracking (the Pro plan). Budget fields are read and written only by holders of
 * permission 15 ('projects.viewFinancials'); the server leaves them out of everyone else's
 * answers. Project groups and customers are in ./project-catalogues.ts, work sites in
 * ./work-sites.ts.
 */

export const PROJECT_NAME_MAX = 120;
export const PROJECT_NUMBER_MAX = 40;
export const PROJECT_NOTES_MAX = 2000;
export const PROJECT_MANAGERS_MAX = 50;
/** Budget hours up to a million: a large commercial build is a few hundred thousand. */
export const PROJECT_BUDGET_HOURS_MAX = 1_000_000;
/** Labour budget up to ten billion dollars, in cents. */
export const PROJECT_LABOUR_BUDGET_CENTS_MAX = 1_000_000_000_000;
export const ADDRESS_TEXT_MAX = 300;

export const PROJECT_STATUSES = ['active', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_TEXT = {
  created: 'Project has been created!',
  updated: 'Project has been updated!',
  archived: 'Project has been archived!',
  unarchived: 'Project has been unarchived!',
  nameLength: `Must be ${PROJECT_NAME_MAX} characters or less`,
  nameTaken: 'A project with this name already exists',
  numberLength: `Must be ${PROJECT_NUMBER_MAX} characters or less`,
  notesLength: `Must be ${PROJECT_NOTES_MAX} characters or less`,
  budgetHours: `Budget hours must be a number from 0 to ${PROJECT_BUDGET_HOURS_MAX.toLocaleString('en-US')}`,
  labourBudget: 'Labour budget must be a whole number of cents, 0 or more',
  financialsForbidden: 'You do not have permission to change project budgets',
  unknownCustomer: 'Please choose a customer of this organization',
  unknownGroup: 'Please choose a project group of this organization',
  unknownManager: 'Please choose managers of this organization',
  managersForbidden: 'Only administrators can assign other managers to a project',
  managersMax: `Choose at most ${PROJECT_MANAGERS_MAX} managers`,
  addressLength: `Must be ${ADDRESS_TEXT_MAX} characters or less`,
} as const;

const blankToNull = (text: string) => text || null;

/**
 * Optional text that, when not blank, follows `rule` (a date, an e-mail address): blank means
 * none. One string schema rather than a union, so the OpenAPI document types it.
 */
export const zBlankOr = <Out>(rule: z.ZodType<Out, string>) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!value) return;
      for (const issue of rule.safeParse(value).error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message });
    })
    .transform((value) => (value ? rule.parse(value) : null))
    .nullable();

/** An optional single-line text: blank means none. */
export const zOptionalLine = (max: number, lengthText: string) =>
  z
    .string()
    .trim()
    .max(max, lengthText)
    .refine(isDisplayText, RULE_TEXT.displayText)
    .transform(blankToNull)
    .nullable();

/**
 * An address as the address autocomplete gives it (design-system/address-autocomplete's Place):
 * the place id and formatted name, its parts and the coordinates (core.md 5: latitude -90 to 90,
 * longitude -180 to 180).
 */
export const zAddress = z.object({
  place_id: z.string().nullable(),
  formatted_place_name: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Address = z.infer<typeof zAddress>;

const addressLine = zOptionalLine(ADDRESS_TEXT_MAX, PROJECT_TEXT.addressLength).default(null);

/** An address sent by a form; its texts are optional, its coordinates required. */
export const zAddressInput = z.object({
  place_id: addressLine,
  formatted_place_name: addressLine,
  street: addressLine,
  city: addressLine,
  state: addressLine,
  postcode: addressLine,
  country: addressLine,
  latitude: zLatitude,
  longitude: zLongitude,
});
export type AddressInput = z.infer<typeof zAddressInput>;

/** The project entity. Budget fields only for permission 15. */
export const zProject = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  name: z.string(),
  number: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  project_group_id: z.number().int().nullable(),
  project_group_name: z.string().nullable(),
  address: zAddress.nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  budget_hours: z.number().nullable().optional(),
  labour_budget_cents: z.number().int().nullable().optional(),
  status: z.enum(PROJECT_STATUSES),
  is_archived: z.boolean(),
  notes: z.string().nullable(),
  manager_ids: z.array(z.number().int()),
  work_sites_count: z.number().int(),
  /** The caller may edit it (permission 14, or a manager assigned to it). */
  can_edit: z.boolean(),
  last_activity_at_unix: z.number().int(),
  /** Archived by the auto-archive job; time recorded on it again restores it when the org says so. */
  auto_archived: z.boolean(),
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
  archived_at_unix: z.number().int().nullable(),
});
export type Project = z.infer<typeof zProject>;

export const zProjectIdParams = zOrgIdParams.extend({
  project_id: z.coerce.number().int().min(1),
});

export const zProjectName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(PROJECT_NAME_MAX, PROJECT_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

const zNumber = zOptionalLine(PROJECT_NUMBER_MAX, PROJECT_TEXT.numberLength);
const zNotes = z
  .string()
  .trim()
  .max(PROJECT_NOTES_MAX, PROJECT_TEXT.notesLength)
  .refine(isFreeText, RULE_TEXT.freeText)
  .transform(blankToNull)
  .nullable();
const zOptionalDate = zBlankOr(zDate);
const zBudgetHours = z
  .number({ error: PROJECT_TEXT.budgetHours })
  .min(0, PROJECT_TEXT.budgetHours)
  .max(PROJECT_BUDGET_HOURS_MAX, PROJECT_TEXT.budgetHours)
  .nullable();
const zLabourBudget = z
  .number({ error: PROJECT_TEXT.labourBudget })
  .int(PROJECT_TEXT.labourBudget)
  .min(0, PROJECT_TEXT.labourBudget)
  .max(PROJECT_LABOUR_BUDGET_CENTS_MAX, PROJECT_TEXT.labourBudget)
  .nullable();
/** Distinct employee ids, in the order given. */
const zManagerIds = z
  .array(z.number().int().min(1))
  .max(PROJECT_MANAGERS_MAX, PROJECT_TEXT.managersMax)
  .transform((ids) => [...new Set(ids)]);

const projectFields = {
  name: zProjectName,
  number: zNumber,
  customer_id: z.number().int().min(1).nullable(),
  project_group_id: z.number().int().min(1).nullable(),
  address: zAddressInput.nullable(),
  start_date: zOptionalDate,
  end_date: zOptionalDate,
  budget_hours: zBudgetHours,
  labour_budget_cents: zLabourBudget,
  notes: zNotes,
  manager_ids: zManagerIds,
};

/** The range rule when both dates are given; reported on start_date, as zDateRange does. */
const datesOrdered = (value: { start_date?: string | null; end_date?: string | null }) =>
  !value.start_date || !value.end_date || isDateRangeOrdered(value.start_date, value.end_date);
const DATE_ORDER = { path: ['start_date'], message: RULE_TEXT.dateRangeOrder };

/** POST /orgs/{org_id}/org_projects. */
export const zProjectCreate = z
  .object({
    ...projectFields,
    number: zNumber.default(null),
    customer_id: projectFields.customer_id.default(null),
    project_group_id: projectFields.project_group_id.default(null),
    address: projectFields.address.default(null),
    start_date: zOptionalDate.default(null),
    end_date: zOptionalDate.default(null),
    budget_hours: zBudgetHours.optional(),
    labour_budget_cents: zLabourBudget.optional(),
    notes: zNotes.default(null),
    manager_ids: zManagerIds.default([]),
    status: z.enum(PROJECT_STATUSES).default('active'),
  })
  .refine(datesOrdered, DATE_ORDER);
export type ProjectCreate = z.infer<typeof zProjectCreate>;

/**
 * PATCH /orgs/{org_id}/org_projects/{project_id}: only the fields sent change; is_archived (or
 * status) archives and restores. Dates are checked against the stored ones too (by the server).
 */
export const zProjectPatch = z
  .object({
    ...projectFields,
    status: z.enum(PROJECT_STATUSES),
    is_archived: z.boolean(),
  })
  .partial()
  .refine(datesOrdered, DATE_ORDER);
export type ProjectPatch = z.infer<typeof zProjectPatch>;

export const PROJECT_SORTS = [
  'name',
  '-name',
  'number',
  '-number',
  'start_date',
  '-start_date',
  'created_at',
  '-created_at',
] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** A status the list is asked for; `all` is both. */
export const PROJECT_LIST_STATUSES = [...PROJECT_STATUSES, 'all'] as const;

/**
 * GET /orgs/{org_id}/org_projects: searched in name and number, filtered by customer, group and
 * status, each "is any of" (`customer_id`, `project_group_id`, `status`, one value or the
 * parameter repeated) and "is none of" (`exclude_customer_id`, `exclude_project_group_id`,
 * `exclude_status`; projects without a customer or group are not excluded), as
 * ./list-filters.ts says. Active projects unless `status` or `exclude_status` says otherwise.
 */
export const zProjectListQuery = zPageQuery.extend({
  search: z.string().trim().max(80).optional(),
  status: zOneOrMany(z.enum(PROJECT_LIST_STATUSES)).optional(),
  exclude_status: zOneOrMany(z.enum(PROJECT_STATUSES)).optional(),
  project_group_id: zIdsFilter,
  exclude_project_group_id: zIdsFilter,
  customer_id: zIdsFilter,
  exclude_customer_id: zIdsFilter,
  sort: z.enum(PROJECT_SORTS).default('name'),
});
export type ProjectListQuery = z.infer<typeof zProjectListQuery>;
/** The list's query as a client sends it (one value or several per filter). */
export type ProjectListParams = z.input<typeof zProjectListQuery>;
export const zProjectListResponse = zPage(zProject);
export const zProjectData = z.object({ data: zProject });
export const zProjectResponse = z.object({ data: zProject, message: z.string() });
