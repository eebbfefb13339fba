import { z } from 'zod';
import {
  LOCATION_READINGS_MAX,
  TIME_CARD_ALLOCATIONS_MAX,
  TIME_CARD_BREAKS_MAX,
  TIME_CARD_IDS_MAX,
  TIME_CARD_NOTE_MAX,
  TIME_CARD_REASON_MAX,
  TIME_CARD_TEXT,
} from './time-card-text';
import { BREAK_TYPES, zId } from './time-cards';
import { isFreeText, REQUIRED_CHECK, RULE_TEXT, zLatitude, zLongitude } from './validation';

/**
 * The request bodies of the time-card calls (./time-cards.ts has the answers). Times the server
 * stamps (every clock action) are not sent; manual cards and edits send unix seconds.
 */

/** 2016-01-01 to 2100-01-01 UTC: the accepted years and room for any card. */
export const TIME_CARD_UNIX_MIN = 1_451_606_400;
export const TIME_CARD_UNIX_MAX = 4_102_444_800;
const TIME_TEXT = 'Please enter a valid time';

export const zUnixTime = z
  .number({ error: (issue) => (issue.input === undefined ? RULE_TEXT.required : TIME_TEXT) })
  .int(TIME_TEXT)
  .min(TIME_CARD_UNIX_MIN, TIME_TEXT)
  .max(TIME_CARD_UNIX_MAX, TIME_TEXT);

const noteLength = `Must be ${TIME_CARD_NOTE_MAX} characters or less`;
const reasonLength = `Must be ${TIME_CARD_REASON_MAX} characters or less`;

/** A note: blank means none. */
const zNote = z
  .string()
  .trim()
  .max(TIME_CARD_NOTE_MAX, noteLength)
  .refine(isFreeText, RULE_TEXT.freeText)
  .transform((text) => text || null)
  .nullable();

export const zReason = z
  .string({ error: TIME_CARD_TEXT.reasonRequired })
  .trim()
  .min(1, { error: TIME_CARD_TEXT.reasonRequired, abort: true })
  .max(TIME_CARD_REASON_MAX, reasonLength)
  .refine(isFreeText, RULE_TEXT.freeText);

const zOptionalId = zId.nullish().transform((id) => id ?? null);

/** Where the phone was at a clock action (both or neither). */
const position = { latitude: zLatitude.optional(), longitude: zLongitude.optional() };
function bothOrNeither(value: { latitude?: unknown; longitude?: unknown }, ctx: z.RefinementCtx) {
  if ((value.latitude === undefined) !== (value.longitude === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [value.latitude === undefined ? 'latitude' : 'longitude'],
      message: TIME_CARD_TEXT.latLngTogether,
    });
}

/** A reading the phone kept while the signal was weak, sent with the next clock action. */
export const zBufferedReading = z.object({
  recorded_at_unix: zUnixTime,
  latitude: zLatitude,
  longitude: zLongitude,
  speed_mps: z.number().min(0).max(200).nullish(),
});
export type BufferedReading = z.infer<typeof zBufferedReading>;
const zReadings = z
  .array(zBufferedReading)
  .max(LOCATION_READINGS_MAX, `Send at most ${LOCATION_READINGS_MAX} readings`)
  .default([]);

/**
 * POST time_cards: clock in now. employee_id defaults to the caller; a manager or administrator
 * may clock in their own workers (crew clock-in).
 */
export const zClockIn = z
  .object({
    employee_id: zId.optional(),
    org_project_id: zOptionalId,
    work_site_id: zOptionalId,
    job_code_id: zOptionalId,
    note: zNote.default(null),
    ...position,
    photo_file_attachment_id: zOptionalId,
    location_readings: zReadings,
  })
  .superRefine(bothOrNeither);
export type ClockIn = z.output<typeof zClockIn>;

/** POST time_cards/{id}/start_break. */
export const zStartBreak = z
  .object({
    break_type: z.enum(BREAK_TYPES, { error: 'Please choose a meal or a rest break' }),
    ...position,
  })
  .superRefine(bothOrNeither);
export type StartBreak = z.output<typeof zStartBreak>;

/** POST time_cards/{id}/end_break. */
export const zEndBreak = z.object({ ...position }).superRefine(bothOrNeither);
export type EndBreak = z.output<typeof zEndBreak>;

/** POST time_cards/{id}/switch: the next stretch of the card goes to another project. */
export const zSwitch = z
  .object({
    org_project_id: zId,
    work_site_id: zOptionalId,
    job_code_id: zOptionalId,
    ...position,
  })
  .superRefine(bothOrNeither);
export type Switch = z.output<typeof zSwitch>;

/** POST time_cards/{id}/clock_out: now; a cost code and note for the last stretch if given. */
export const zClockOut = z
  .object({
    job_code_id: zOptionalId,
    note: zNote.optional(),
    ...position,
    photo_file_attachment_id: zOptionalId,
    location_readings: zReadings,
    /** The card ran more than 24 hours and the person says that is right. */
    confirm_over_24_hours: z.boolean().default(false),
  })
  .superRefine(bothOrNeither);
export type ClockOut = z.output<typeof zClockOut>;

export const zBreakInput = z.object({
  break_type: z.enum(BREAK_TYPES, { error: 'Please choose a meal or a rest break' }),
  start_dt_unix: zUnixTime,
  end_dt_unix: zUnixTime,
});
export type BreakInput = z.output<typeof zBreakInput>;

/** Seconds of worked time on one project, in order from the clock-in. */
export const zAllocationInput = z.object({
  org_project_id: zId,
  work_site_id: zOptionalId,
  job_code_id: zOptionalId,
  seconds: z
    .number({ error: TIME_CARD_TEXT.allocationSeconds })
    .int(TIME_CARD_TEXT.allocationSeconds)
    .min(1, TIME_CARD_TEXT.allocationSeconds)
    .max(7 * 86_400, TIME_CARD_TEXT.allocationSeconds),
});
export type AllocationInput = z.output<typeof zAllocationInput>;

const zBreaks = z
  .array(zBreakInput)
  .max(TIME_CARD_BREAKS_MAX, `At most ${TIME_CARD_BREAKS_MAX} breaks`);
const zAllocations = z
  .array(zAllocationInput)
  .max(TIME_CARD_ALLOCATIONS_MAX, `At most ${TIME_CARD_ALLOCATIONS_MAX} allocations`);

/** POST manual_time_cards: a card typed in afterwards. */
export const zManualTimeCard = z.object({
  employee_id: zId,
  clock_in_dt_unix: zUnixTime,
  clock_out_dt_unix: zUnixTime,
  breaks: zBreaks.default([]),
  allocations: zAllocations.optional(),
  note: zNote.default(null),
  reason: zReason.optional(),
  confirm_over_24_hours: z.boolean().default(false),
});
export type ManualTimeCard = z.output<typeof zManualTimeCard>;

/**
 * PATCH time_cards/{id}: only what is sent changes, always with a reason. breaks and
 * allocations, when sent, replace the card's; a running card changes only its clock-in and note.
 */
export const zTimeCardPatch = z.object({
  reason: zReason,
  clock_in_dt_unix: zUnixTime.optional(),
  clock_out_dt_unix: zUnixTime.optional(),
  breaks: zBreaks.optional(),
  allocations: zAllocations.optional(),
  note: zNote.optional(),
  confirm_over_24_hours: z.boolean().default(false),
});
export type TimeCardPatch = z.output<typeof zTimeCardPatch>;

/** DELETE time_cards/{id}?reason=…: the card is kept, marked deleted, and the reason audited. */
export const zTimeCardDeleteQuery = z.object({
  reason: z
    .string()
    .trim()
    .max(TIME_CARD_REASON_MAX, reasonLength)
    .refine(isFreeText, RULE_TEXT.freeText)
    .optional(),
});

const zCardIds = z
  .array(zId)
  .min(1, REQUIRED_CHECK)
  .max(TIME_CARD_IDS_MAX, `Choose at most ${TIME_CARD_IDS_MAX} time cards`)
  .transform((ids) => [...new Set(ids)]);

export const zApproveTimeCards = z.object({ time_card_ids: zCardIds });
export type ApproveTimeCards = z.output<typeof zApproveTimeCards>;
export const zUnapproveTimeCards = z.object({ time_card_ids: zCardIds, reason: zReason });
export type UnapproveTimeCards = z.output<typeof zUnapproveTimeCards>;

/** The longest period one sign-off covers (a monthly pay period and some). */
export const SIGN_OFF_PERIOD_MAX_SECONDS = 62 * 86400;

/**
 * POST time_cards/sign_off: the worker signs off their own completed cards whose clock-in falls
 * in [start_dt_unix, end_dt_unix).
 */
export const zSignOffTimeCards = z
  .object({ start_dt_unix: zUnixTime, end_dt_unix: zUnixTime })
  .refine((body) => body.start_dt_unix < body.end_dt_unix, {
    path: ['end_dt_unix'],
    message: RULE_TEXT.dateRangeOrder,
  })
  .refine((body) => body.end_dt_unix - body.start_dt_unix <= SIGN_OFF_PERIOD_MAX_SECONDS, {
    path: ['end_dt_unix'],
    message: TIME_CARD_TEXT.signOffPeriodTooLong,
  });
export type SignOffTimeCards = z.output<typeof zSignOffTimeCards>;
