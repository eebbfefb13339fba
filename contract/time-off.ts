import { z } from 'zod';
import { zCatalogueListQuery } from './catalogue';
import { zIdsFilter, zOneOrMany } from './list-filters';
import { zOrgIdParams, zPersonRef } from './orgs';
import { zPage, zPageQuery } from './pagination';
import {
  DEFAULT_HOURS_PER_DAY,
  REQUEST_DAYS_MAX,
  TIME_OFF_KINDS,
  TIME_OFF_STATUSES,
  minutesOfTime,
  weekdayCount,
} from './time-off-rules';
import { daysBetween } from './time/plain-date';
import {
  RULE_TEXT,
  isDateRangeOrdered,
  isCalendarDate,
  isDisplayText,
  isFreeText,
  zDate,
  zYear,
} from './validation';

/**
 * Time off (issue 15; document 2, section 6: the Pro feature `time-off-management`): an
 * organisation's leave policies, members' requests for whole days or hours, their managers' and
 * administrators' decisions, and each member's balances. The rules (which days count, who
 * decides, how a balance adds up) are ./time-off-rules.ts; server/modules/time-off/README.md
 * gives the decisions.
 */

export const LEAVE_POLICY_NAME_MAX = 80;
export const LEAVE_POLICY_CODE_MAX = 20;
/** The most hours a year holds (366 days × 24). */
export const LEAVE_HOURS_MAX = 8784;
export const TIME_OFF_NOTE_MAX = 1000;

export const TIME_OFF_TEXT = {
  policyCreated: 'Leave policy has been created!',
  policyUpdated: 'Leave policy has been updated!',
  policyArchived: 'Leave policy has been archived: it has requests, so it stays on them.',
  policyUnarchived: 'Leave policy has been unarchived!',
  policyDeleted: 'Leave policy has been deleted!',
  nameLength: `Must be ${LEAVE_POLICY_NAME_MAX} characters or less`,
  nameTaken: 'A leave policy with this name already exists',
  codeLength: `Must be ${LEAVE_POLICY_CODE_MAX} characters or less`,
  hoursRange: `Must be from 0 to ${LEAVE_HOURS_MAX} hours`,
  quarterHours: 'Use quarter hours (for example 8 or 8.5)',
  notANumber: 'Must be a number',
  accrualRange: 'Must be from 0 to 1 hour per hour worked',
  needsAllowance: 'Set the hours per year (0 for accrual only) to accrue or carry over hours',
  policyArchivedChoice: 'This leave policy is archived: choose another',
  requested: 'Time off has been requested!',
  approved: 'Time off has been approved!',
  denied: 'Time off has been denied.',
  cancelled: 'Time off request has been cancelled.',
  hoursPerDayRange: 'Must be more than 0 and at most 24 hours',
  hoursOrTimes: 'Enter the hours, or a start and an end time',
  timeInvalid: 'Enter a time such as 09:00 or 13:30',
  timeOrder: 'End time must be after start time',
  startTimeMissing: 'Enter the start time too',
  endTimeMissing: 'Enter the end time too',
  noWeekday: 'These dates hold no weekday: request hours on the day instead',
  tooLong: `Please choose at most ${REQUEST_DAYS_MAX} days`,
  noteLength: `Must be ${TIME_OFF_NOTE_MAX} characters or less`,
  activeOnly: 'Time off can be requested for active team members only',
  overlap: 'This team member already has time off requested on one of these days',
  notPending: 'This request has already been decided or cancelled',
  notCancellable: 'Only pending and approved requests can be cancelled',
  /** A paid policy with a yearly allowance refuses more than is left of it. */
  notEnough: (policy: string, year: number, available: string, needed: string) =>
    `Not enough ${policy} left in ${year}: ${available} available, this request needs ${needed}.`,
} as const;

const isQuarterHour = (hours: number) => Number.isInteger(hours * 4);

/** Hours of a policy (a yearly allowance, a carry-over cap): 0 to a year's, quarter hours. */
export const zPolicyHours = z
  .number({ error: TIME_OFF_TEXT.notANumber })
  .min(0, TIME_OFF_TEXT.hoursRange)
  .max(LEAVE_HOURS_MAX, TIME_OFF_TEXT.hoursRange)
  .refine(isQuarterHour, TIME_OFF_TEXT.quarterHours);

/** Hours of one day off: more than 0, at most 24, quarter hours. */
const zDayHours = z
  .number({ error: TIME_OFF_TEXT.notANumber })
  .gt(0, TIME_OFF_TEXT.hoursPerDayRange)
  .max(24, TIME_OFF_TEXT.hoursPerDayRange)
  .refine(isQuarterHour, TIME_OFF_TEXT.quarterHours);

const zAccrual = z
  .number({ error: TIME_OFF_TEXT.notANumber })
  .min(0, TIME_OFF_TEXT.accrualRange)
  .max(1, TIME_OFF_TEXT.accrualRange);

export const zLeavePolicyName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, RULE_TEXT.required)
  .max(LEAVE_POLICY_NAME_MAX, TIME_OFF_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

/** The code payroll knows the policy by; blank is none. */
const zLeavePolicyCode = z
  .string()
  .trim()
  .max(LEAVE_POLICY_CODE_MAX, TIME_OFF_TEXT.codeLength)
  .refine(isDisplayText, RULE_TEXT.displayText)
  .transform((code) => code || null)
  .nullable();

/** The leave policy entity (document 2, section 3 names leave_policy_id, external_id, name, code). */
export const zLeavePolicy = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  is_paid: z.boolean(),
  /** Hours granted each calendar year (the organisation's); null: no limit and no balance. */
  hours_per_year: z.number().nullable(),
  /** Hours earned per hour worked (1/30: California's paid sick leave); null: none. */
  accrual_hours_per_hour_worked: z.number().nullable(),
  /** The most unused hours that carry into the next year; null: none carry over. */
  carry_over_cap_hours: z.number().nullable(),
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
  archived_at_unix: z.number().int().nullable(),
});
export type LeavePolicy = z.infer<typeof zLeavePolicy>;

type PolicyAmounts = {
  hours_per_year?: number | null | undefined;
  accrual_hours_per_hour_worked?: number | null | undefined;
  carry_over_cap_hours?: number | null | undefined;
};

/** Accrual and carry-over add to a yearly allowance: a policy without one has no balance to add to. */
export function hasAllowanceForExtras(policy: PolicyAmounts): boolean {
  const hasExtras =
    (policy.accrual_hours_per_hour_worked ?? 0) > 0 || policy.carry_over_cap_hours != null;
  return !hasExtras || policy.hours_per_year != null;
}
const needsAllowance = { path: ['hours_per_year'], message: TIME_OFF_TEXT.needsAllowance };

const policyFields = {
  name: zLeavePolicyName,
  code: zLeavePolicyCode,
  is_paid: z.boolean(),
  hours_per_year: zPolicyHours.nullable(),
  accrual_hours_per_hour_worked: zAccrual.nullable(),
  carry_over_cap_hours: zPolicyHours.nullable(),
};

/** POST /orgs/{org_id}/leave_policies. */
export const zLeavePolicyCreate = z
  .object({
    name: policyFields.name,
    code: policyFields.code.default(null),
    is_paid: policyFields.is_paid.default(true),
    hours_per_year: policyFields.hours_per_year.default(null),
    accrual_hours_per_hour_worked: policyFields.accrual_hours_per_hour_worked.default(null),
    carry_over_cap_hours: policyFields.carry_over_cap_hours.default(null),
  })
  .refine(hasAllowanceForExtras, needsAllowance);
export type LeavePolicyCreate = z.infer<typeof zLeavePolicyCreate>;
export type LeavePolicyBody = z.input<typeof zLeavePolicyCreate>;

/**
 * PATCH /orgs/{org_id}/leave_policies/{leave_policy_id}: only the fields sent change;
 * `is_archived` archives or unarchives. The server checks the allowance rule again against the
 * stored amounts.
 */
export const zLeavePolicyPatch = z
  .object({ ...policyFields, is_archived: z.boolean() })
  .partial()
  // Without hours_per_year in the patch, the stored one decides (on the server).
  .refine((patch) => patch.hours_per_year !== null || hasAllowanceForExtras(patch), needsAllowance);
export type LeavePolicyPatch = z.infer<typeof zLeavePolicyPatch>;

export const zLeavePolicyIdParams = zOrgIdParams.extend({
  leave_policy_id: z.coerce.number().int().min(1),
});

/** GET /orgs/{org_id}/leave_policies: by name; those in use unless is_archived=true. */
export const zLeavePolicyListQuery = zCatalogueListQuery;
export const zLeavePolicyListResponse = zPage(zLeavePolicy);
export const zLeavePolicyResponse = z.object({ data: zLeavePolicy, message: z.string() });
/** DELETE: a policy no request names is deleted; one that has requests is archived instead. */
export const zLeavePolicyDeleteResponse = z.object({
  message: z.string(),
  is_archived: z.boolean(),
});

const zTime = z
  .string({ error: TIME_OFF_TEXT.timeInvalid })
  .refine((text) => minutesOfTime(text) !== null, TIME_OFF_TEXT.timeInvalid);

const zNote = z
  .string()
  .trim()
  .max(TIME_OFF_NOTE_MAX, TIME_OFF_TEXT.noteLength)
  .refine(isFreeText, RULE_TEXT.freeText);

/** The policy a request is of, as the request carries it. */
export const zLeavePolicyRef = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  is_paid: z.boolean(),
});

/** A request for time off. */
export const zTimeOffRequest = z.object({
  id: z.number().int(),
  employee: zPersonRef,
  leave_policy: zLeavePolicyRef,
  kind: z.enum(TIME_OFF_KINDS),
  /** 'YYYY-MM-DD' in the organisation's calendar; the same date for hours. */
  start_date: z.string(),
  end_date: z.string(),
  /** Whole days: the hours of each weekday. Hours: null. */
  hours_per_day: z.number().nullable(),
  /** Hours given as times of day ('HH:MM', 24-hour); null otherwise. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  /** Every counted day's time together. */
  total_seconds: z.number().int(),
  status: z.enum(TIME_OFF_STATUSES),
  note: z.string().nullable(),
  /** The approver's or denier's note. */
  decision_note: z.string().nullable(),
  /** Who filed it (a manager may file for their worker); null when the person is gone. */
  requested_by: zPersonRef.nullable(),
  /** Who approved, denied or cancelled it. */
  decided_by: zPersonRef.nullable(),
  decided_at_unix: z.number().int().nullable(),
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
});
export type TimeOffRequest = z.infer<typeof zTimeOffRequest>;

/**
 * POST /orgs/{org_id}/time_off_requests: for oneself (no employee_id), or by an administrator or
 * manager for one of the people whose requests they decide. Whole days take start_date..end_date
 * (weekdays count, hours_per_day each, 8 by default); hours take one date (start_date) and either
 * a start and end time or a number of hours. Fields of the other kind are ignored.
 */
export const zTimeOffRequestCreate = z
  .object({
    employee_id: z.number().int().min(1).optional(),
    leave_policy_id: z.number({ error: RULE_TEXT.required }).int().min(1),
    kind: z.enum(TIME_OFF_KINDS).default('days'),
    start_date: zDate,
    end_date: zDate.optional(),
    hours_per_day: zDayHours.default(DEFAULT_HOURS_PER_DAY),
    start_time: zTime.optional(),
    end_time: zTime.optional(),
    hours: zDayHours.optional(),
    note: zNote.optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.kind === 'days') {
      const end = body.end_date ?? body.start_date;
      // A date of its own that is wrong has said so already.
      if (!isCalendarDate(body.start_date) || !isCalendarDate(end)) return;
      if (!isDateRangeOrdered(body.start_date, end)) issue('start_date', RULE_TEXT.dateRangeOrder);
      else if (daysBetween(body.start_date, end) + 1 > REQUEST_DAYS_MAX)
        issue('end_date', TIME_OFF_TEXT.tooLong);
      else if (weekdayCount(body.start_date, end) === 0)
        issue('start_date', TIME_OFF_TEXT.noWeekday);
      return;
    }
    const start = body.start_time === undefined ? null : minutesOfTime(body.start_time);
    const end = body.end_time === undefined ? null : minutesOfTime(body.end_time);
    if (body.start_time !== undefined || body.end_time !== undefined) {
      // Not 'This field is required': each time is optional on its own, the pair is not.
      if (body.start_time === undefined) issue('start_time', TIME_OFF_TEXT.startTimeMissing);
      else if (body.end_time === undefined) issue('end_time', TIME_OFF_TEXT.endTimeMissing);
      else if (start !== null && end !== null && end <= start)
        issue('end_time', TIME_OFF_TEXT.timeOrder);
    } else if (body.hours === undefined) issue('hours', TIME_OFF_TEXT.hoursOrTimes);
  });
export type TimeOffRequestCreate = z.infer<typeof zTimeOffRequestCreate>;
/** What a client sends (defaults left out). */
export type TimeOffRequestBody = z.input<typeof zTimeOffRequestCreate>;

/** POST …/approve and …/deny: an optional note for the member. */
export const zTimeOffDecision = z.object({ note: zNote.optional() });
export type TimeOffDecision = z.infer<typeof zTimeOffDecision>;

export const zTimeOffRequestIdParams = zOrgIdParams.extend({
  time_off_request_id: z.coerce.number().int().min(1),
});

/**
 * GET /orgs/{org_id}/time_off_requests: the requests the caller may see (their own; a manager's
 * workers' too; everyone's for administrators and provider staff), newest dates first. Filters:
 * status (one or several), employee_ids, and a date range the requests overlap.
 */
export const zTimeOffRequestListQuery = zPageQuery
  .extend({
    status: zOneOrMany(z.enum(TIME_OFF_STATUSES)).optional(),
    employee_ids: zIdsFilter,
    start_date: zDate.optional(),
    end_date: zDate.optional(),
  })
  .refine(
    (query) =>
      query.start_date === undefined ||
      query.end_date === undefined ||
      isDateRangeOrdered(query.start_date, query.end_date),
    { path: ['start_date'], message: RULE_TEXT.dateRangeOrder },
  );
export type TimeOffRequestListQuery = z.infer<typeof zTimeOffRequestListQuery>;
export const zTimeOffRequestListResponse = zPage(zTimeOffRequest);
export const zTimeOffRequestResponse = z.object({ data: zTimeOffRequest, message: z.string() });

/** One policy's balance of a member in a calendar year, in seconds. */
export const zTimeOffBalance = z.object({
  leave_policy: zLeavePolicyRef,
  /** The policy's yearly hours; null: no limit (then available is null too). */
  allowance_seconds: z.number().int().nullable(),
  /** Earned this year by hours worked (their time cards' worked time × the accrual). */
  accrued_seconds: z.number().int(),
  /** Left over from last year, up to the cap. */
  carried_over_seconds: z.number().int(),
  /** Approved requests' time in the year. */
  used_seconds: z.number().int(),
  /** Requests waiting for a decision: set aside, not yet used. */
  pending_seconds: z.number().int(),
  available_seconds: z.number().int().nullable(),
  /** Hours worked this year so far, which the accrual reads (0 without accrual). */
  worked_seconds: z.number().int(),
});
export type TimeOffBalance = z.infer<typeof zTimeOffBalance>;

/** GET /orgs/{org_id}/employee/{employee_id}/time_off_balances?year=: this year by default. */
export const zTimeOffBalancesQuery = z.object({ year: zYear.optional() });
export const zTimeOffBalancesParams = zOrgIdParams.extend({
  employee_id: z.coerce.number().int().min(1),
});
export const zTimeOffBalancesResponse = z.object({
  data: z.object({
    employee_id: z.number().int(),
    year: z.number().int(),
    /** Today in the organisation's time zone (the year's accrual runs up to now). */
    as_of_date: z.string(),
    /** The policies in use, by name. */
    balances: z.array(zTimeOffBalance),
  }),
});
export type TimeOffBalances = z.infer<typeof zTimeOffBalancesResponse>['data'];
