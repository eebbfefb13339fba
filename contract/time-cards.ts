import { z } from 'zod';
import { zOrgIdParams, zPersonRef } from './orgs';
import { zOneOrMany } from './list-filters';
import { zPage, zPageQuery } from './pagination';
import { RULE_TEXT } from './validation';

/**
 * Time cards (issue 14): a member's clock-in and clock-out instants (unix seconds, UTC) with the
 * organisation's time zone they are shown in, breaks, allocations of the time to projects, work
 * sites and cost codes, exceptions, photos, location readings, approval and the history of every
 * change. server/modules/time-cards/README.md gives the model; the request bodies are in
 * ./time-card-inputs.ts, the texts in ./time-card-text.ts.
 */

export const TIME_CARD_STATUSES = ['working', 'on_break', 'completed'] as const;
export type TimeCardStatus = (typeof TIME_CARD_STATUSES)[number];
/** Where a card came from: the clock on the web or phone, a kiosk, or typed in afterwards. */
export const TIME_CARD_SOURCES = ['web', 'kiosk', 'manual'] as const;
export type TimeCardSource = (typeof TIME_CARD_SOURCES)[number];
export const BREAK_TYPES = ['meal', 'rest'] as const;
export type BreakType = (typeof BREAK_TYPES)[number];
export const APPROVAL_STATES = ['pending', 'approved'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
/** The spec's exception types (core.md 3 "Application state"; document 2 section 9). */
export const TIME_CARD_EXCEPTION_TYPES = [
  'clock_started_late',
  'clock_stopped_early',
  'clocked_in_before_arriving',
  'clocked_out_after_leaving',
  'clocked_in_while_driving',
  'clocked_out_while_driving',
  'no_location_for_gps_time_card',
] as const;
export type TimeCardExceptionType = (typeof TIME_CARD_EXCEPTION_TYPES)[number];
/**
 * Required meal breaks a completed card lacks (the rule group's is_first_meal_break_required and
 * is_second_meal_break_required): kept apart from the spec's seven exception types.
 */
export const BREAK_WARNING_TYPES = [
  'first_meal_break_missing',
  'second_meal_break_missing',
] as const;
export type BreakWarningType = (typeof BREAK_WARNING_TYPES)[number];
/** What a location reading was taken for. */
export const LOCATION_READING_KINDS = [
  'clock_in',
  'clock_out',
  'break_start',
  'break_end',
  'switch',
  'track',
] as const;
export type LocationReadingKind = (typeof LOCATION_READING_KINDS)[number];
export const PHOTO_KINDS = ['clock_in', 'clock_out'] as const;

/** Ids are PostgreSQL integers on both databases. */
export const ID_MAX = 2_147_483_647;
export const zId = z.number().int().min(1).max(ID_MAX);
const zInt = z.number().int();

export const zTimeCardIdParams = zOrgIdParams.extend({
  time_card_id: z.coerce.number().int().min(1).max(ID_MAX),
});

/**
 * Seconds of a card: worked (the span less its breaks), breaks (paid and unpaid), and paid time,
 * which alone follows the organisation's time_round_minutes: the clock-in and clock-out are each
 * rounded to the nearest step of the local clock, then unpaid breaks come off. A running card
 * counts up to now.
 */
export const zTimeCardTotals = z.object({
  worked_seconds: zInt,
  break_seconds: zInt,
  unpaid_break_seconds: zInt,
  paid_seconds: zInt,
  /** The organisation's rounding step the paid time used (0: none). */
  round_minutes: zInt,
  rounded_clock_in_dt_unix: zInt,
  rounded_clock_out_dt_unix: zInt.nullable(),
});
export type TimeCardTotals = z.infer<typeof zTimeCardTotals>;

/** A time card as lists show it. */
export const zTimeCard = z.object({
  id: zInt,
  org_id: zInt,
  employee_id: zInt,
  employee: zPersonRef,
  clock_in_dt_unix: zInt,
  clock_out_dt_unix: zInt.nullable(),
  /** The organisation's IANA time zone when the card began: days and limits are read in it. */
  timezone: z.string(),
  status: z.enum(TIME_CARD_STATUSES),
  source: z.enum(TIME_CARD_SOURCES),
  note: z.string().nullable(),
  exceptions: z.array(z.enum(TIME_CARD_EXCEPTION_TYPES)),
  /** Required meal breaks it lacks (completed cards; recomputed on every write). */
  break_warnings: z.array(z.enum(BREAK_WARNING_TYPES)),
  /** Paid time uses this, not clock_out_dt_unix, when set: the geofence clock-out trim. */
  payable_clock_out_dt_unix: zInt.nullable(),
  /** When the worker signed it off; an edit clears it. */
  signed_off_at_unix: zInt.nullable(),
  totals: zTimeCardTotals,
  /** The projects its allocations name, in order of time. */
  org_project_ids: z.array(zInt),
  approval_state: z.enum(APPROVAL_STATES),
  approved_at_unix: zInt.nullable(),
  approved_by: zPersonRef.nullable(),
  /** Approved: nothing changes until a time approver unapproves it. */
  is_locked: z.boolean(),
  /** The caller may change it now (edit, delete, clock actions). */
  can_edit: z.boolean(),
  /** The caller approves this member's time. */
  can_approve: z.boolean(),
  created_at_unix: zInt,
  updated_at_unix: zInt,
});
export type TimeCard = z.infer<typeof zTimeCard>;

export const zTimeCardBreak = z.object({
  id: zInt,
  break_type: z.enum(BREAK_TYPES),
  is_paid: z.boolean(),
  start_dt_unix: zInt,
  end_dt_unix: zInt.nullable(),
  duration_seconds: zInt,
  /** Inserted by the rule group's automatic meal breaks, not taken by the member. */
  is_automatic: z.boolean(),
});
export type TimeCardBreak = z.infer<typeof zTimeCardBreak>;

/** A stretch of the card's time on one project / work site / cost code (any may be none). */
export const zTimeCardAllocation = z.object({
  id: zInt,
  org_project_id: zInt.nullable(),
  project_name: z.string().nullable(),
  work_site_id: zInt.nullable(),
  work_site_name: z.string().nullable(),
  job_code_id: zInt.nullable(),
  job_code: z.string().nullable(),
  start_dt_unix: zInt,
  end_dt_unix: zInt.nullable(),
  /** The stretch less the breaks within it. */
  worked_seconds: zInt,
});
export type TimeCardAllocation = z.infer<typeof zTimeCardAllocation>;

export const zTimeCardPhoto = z.object({
  id: zInt,
  file_attachment_id: zInt,
  kind: z.enum(PHOTO_KINDS),
  taken_at_unix: zInt,
  /** The image, signed for whoever may read the card; read the card again for a fresh one. */
  download_url: z.string(),
  download_expires_at_unix: zInt,
});

export const zLocationReading = z.object({
  recorded_at_unix: zInt,
  latitude: z.number(),
  longitude: z.number(),
  speed_mps: z.number().nullable(),
  kind: z.enum(LOCATION_READING_KINDS),
});
export type LocationReadingView = z.infer<typeof zLocationReading>;

/** One change of the card: who, when, which fields, the values before and after, and why. */
export const zTimeCardHistoryEntry = z.object({
  id: zInt,
  action: z.string(),
  at_unix: zInt,
  actor: z.object({ profile_id: zInt, display_name: z.string() }).nullable(),
  reason: z.string().nullable(),
  fields: z.array(z.string()),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TimeCardHistoryEntry = z.infer<typeof zTimeCardHistoryEntry>;

/** GET time_cards/{id} and every write's answer: the card with all its parts. */
export const zTimeCardDetail = zTimeCard.extend({
  breaks: z.array(zTimeCardBreak),
  allocations: z.array(zTimeCardAllocation),
  photos: z.array(zTimeCardPhoto),
  location_readings: z.array(zLocationReading),
  /** Newest first. */
  history: z.array(zTimeCardHistoryEntry),
});
export type TimeCardDetail = z.infer<typeof zTimeCardDetail>;

export const zTimeCardResponse = z.object({ data: zTimeCardDetail });
export const zTimeCardWriteResponse = z.object({ data: zTimeCardDetail, message: z.string() });
export type TimeCardWriteResponse = z.infer<typeof zTimeCardWriteResponse>;
export const zTimeCardApprovalResponse = z.object({
  data: z.object({ time_card_ids: z.array(zInt) }),
  message: z.string(),
});
/** POST time_cards/sign_off: the cards signed off now. */
export const zTimeCardSignOffResponse = z.object({
  data: z.object({ time_card_ids: z.array(zInt), signed_off_at_unix: zInt }),
  message: z.string(),
});
export const zTimeCardDeleteResponse = z.object({ message: z.string() });

const ID_LIST = /^\d{1,10}(,\d{1,10}){0,499}$/;
const ID_LIST_TEXT = 'Please give ids as a comma-separated list';

/**
 * Ids in a query: `1,2,3`, or the parameter repeated. Kept as text in the document (query
 * strings are text), turned into numbers here.
 */
export const zIdListQuery = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(',') : value),
  z
    .string()
    .trim()
    .regex(ID_LIST, ID_LIST_TEXT)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= ID_MAX), ID_LIST_TEXT),
);
export const zUnixQuery = z.coerce.number().int().min(0).max(4_102_444_800);

/** `status=working` or repeated (`status=working&status=on_break`): kept as a list. */
const zStatusesQuery = zOneOrMany(z.enum(TIME_CARD_STATUSES)).optional();
const zApprovalStatesQuery = zOneOrMany(z.enum(APPROVAL_STATES)).optional();

/**
 * The filters GET time_cards and GET time_cards/summary share, as the summary's filter builder
 * sets them: members; teams and projects to keep (`employee_group_ids`, `org_project_ids`: a card
 * of a member of one of the teams, a card with time on one of the projects) and to leave out
 * (`exclude_…`); one status or several; one approval state or both. All that are given apply.
 */
export const zTimeCardFilters = z.object({
  employee_ids: zIdListQuery.optional(),
  employee_group_ids: zIdListQuery.optional(),
  exclude_employee_group_ids: zIdListQuery.optional(),
  org_project_ids: zIdListQuery.optional(),
  exclude_org_project_ids: zIdListQuery.optional(),
  status: zStatusesQuery,
  approval_state: zApprovalStatesQuery,
});
export type TimeCardFilters = z.infer<typeof zTimeCardFilters>;

/**
 * GET time_cards: cards whose clock-in falls in [start_dt_unix, end_dt_unix), with the filters,
 * newest first; each with its totals.
 */
export const zTimeCardListQuery = zPageQuery
  .extend({
    start_dt_unix: zUnixQuery.optional(),
    end_dt_unix: zUnixQuery.optional(),
    ...zTimeCardFilters.shape,
  })
  .refine(
    (query) =>
      query.start_dt_unix === undefined ||
      query.end_dt_unix === undefined ||
      query.start_dt_unix <= query.end_dt_unix,
    { path: ['start_dt_unix'], message: RULE_TEXT.dateRangeOrder },
  );
export type TimeCardListQuery = z.infer<typeof zTimeCardListQuery>;
export const zTimeCardListResponse = zPage(zTimeCard);
