import { z } from 'zod';
import type { RuleGroup } from '../../../contract/rule-groups';
import { RULE_GROUP_NAME_MAX, type RuleGroupCreate } from '../../../contract/rule-groups-write';
import { RULE_TEXT } from '../../../contract/validation';

/** A time of day as the time picker holds it. */
export type TimeOfDay = { hour: number; minute: number };

const zTime = z.object({ hour: z.number(), minute: z.number() }).nullable();
const zMinutes = z.number().int('Use whole minutes.').min(1, 'At least 1 minute').nullable();

/**
 * The time-clock rule group form: the group's sections flattened, durations in minutes (hours
 * for the daily total), times of day as the picker gives them, and the team members to move in
 * or out.
 */
export const zRuleGroupForm = z.object({
  name: z.string().trim().min(1, RULE_TEXT.required).max(RULE_GROUP_NAME_MAX),
  time_tracking: z.boolean(),
  allow_clock_editing: z.boolean(),
  require_clock_in_photo: z.boolean(),
  allow_clock_in_and_clock_out_from_kiosks: z.boolean(),
  restrict_geofence_clockin: z.boolean(),
  automatic_geofence_clockout_trim: z.boolean(),
  has_auto_meal_breaks: z.boolean(),
  is_first_meal_break_required: z.boolean(),
  first_after_minutes: zMinutes,
  first_duration_minutes: zMinutes,
  is_second_meal_break_required: z.boolean(),
  second_after_minutes: zMinutes,
  second_duration_minutes: zMinutes,
  is_send_meal_break_reminders: z.boolean(),
  is_send_rest_break_reminders: z.boolean(),
  clock_in_from: zTime,
  clock_out_by: zTime,
  total_daily_hours: z.number().min(0.25).max(24).nullable(),
  time_card_waiver: z.boolean(),
  /** The people whose box was turned over (rule-group-members-model.ts). */
  turned_member_ids: z.array(z.number()),
});
export type RuleGroupFormInput = z.input<typeof zRuleGroupForm>;
export type RuleGroupFormValues = z.output<typeof zRuleGroupForm>;

/** Server hint paths and the form fields they land on. */
export const RULE_GROUP_HINT_FIELDS = {
  'breaks.first_meal_break_after_seconds': 'first_after_minutes',
  'breaks.first_meal_break_duration_seconds': 'first_duration_minutes',
  'breaks.second_meal_break_after_seconds': 'second_after_minutes',
  'breaks.second_meal_break_duration_seconds': 'second_duration_minutes',
  'time_limits.clock_in_from_seconds': 'clock_in_from',
  'time_limits.clock_out_by_seconds': 'clock_out_by',
  'time_limits.total_daily_seconds': 'total_daily_hours',
} as const;

const toMinutes = (seconds: number | null) => (seconds === null ? null : seconds / 60);
const toSeconds = (minutes: number | null) => (minutes === null ? null : Math.round(minutes) * 60);
const toTime = (seconds: number | null): TimeOfDay | null =>
  seconds === null ? null : { hour: Math.floor(seconds / 3600), minute: (seconds % 3600) / 60 };
const fromTime = (time: TimeOfDay | null) =>
  time === null ? null : time.hour * 3600 + time.minute * 60;

export function ruleGroupFormValues(group: RuleGroup | null): RuleGroupFormInput {
  const g = group;
  return {
    name: g?.name ?? '',
    time_tracking: g?.clock_permissions.time_tracking ?? true,
    allow_clock_editing: g?.clock_permissions.allow_clock_editing ?? false,
    require_clock_in_photo: g?.clock_permissions.require_clock_in_photo ?? false,
    allow_clock_in_and_clock_out_from_kiosks:
      g?.clock_permissions.allow_clock_in_and_clock_out_from_kiosks ?? false,
    restrict_geofence_clockin: g?.geofence.restrict_geofence_clockin ?? false,
    automatic_geofence_clockout_trim: g?.geofence.automatic_geofence_clockout_trim ?? false,
    has_auto_meal_breaks: g?.breaks.has_auto_meal_breaks ?? false,
    is_first_meal_break_required: g?.breaks.is_first_meal_break_required ?? false,
    first_after_minutes: toMinutes(g?.breaks.first_meal_break_after_seconds ?? null),
    first_duration_minutes: toMinutes(g?.breaks.first_meal_break_duration_seconds ?? null),
    is_second_meal_break_required: g?.breaks.is_second_meal_break_required ?? false,
    second_after_minutes: toMinutes(g?.breaks.second_meal_break_after_seconds ?? null),
    second_duration_minutes: toMinutes(g?.breaks.second_meal_break_duration_seconds ?? null),
    is_send_meal_break_reminders: g?.breaks.is_send_meal_break_reminders ?? false,
    is_send_rest_break_reminders: g?.breaks.is_send_rest_break_reminders ?? false,
    clock_in_from: toTime(g?.time_limits.clock_in_from_seconds ?? null),
    clock_out_by: toTime(g?.time_limits.clock_out_by_seconds ?? null),
    total_daily_hours:
      g?.time_limits.total_daily_seconds == null ? null : g.time_limits.total_daily_seconds / 3600,
    time_card_waiver: g?.rule_work_forms.time_card_waiver ?? false,
    turned_member_ids: [],
  };
}

/** The body a save sends: every section (the server keeps what is unchanged as it is). */
export function ruleGroupBody(values: RuleGroupFormValues): RuleGroupCreate {
  const daily = values.total_daily_hours;
  return {
    name: values.name,
    clock_permissions: {
      time_tracking: values.time_tracking,
      allow_clock_editing: values.allow_clock_editing,
      require_clock_in_photo: values.require_clock_in_photo,
      allow_clock_in_and_clock_out_from_kiosks: values.allow_clock_in_and_clock_out_from_kiosks,
    },
    geofence: {
      restrict_geofence_clockin: values.restrict_geofence_clockin,
      automatic_geofence_clockout_trim: values.automatic_geofence_clockout_trim,
    },
    breaks: {
      has_auto_meal_breaks: values.has_auto_meal_breaks,
      is_first_meal_break_required: values.is_first_meal_break_required,
      first_meal_break_after_seconds: toSeconds(values.first_after_minutes),
      first_meal_break_duration_seconds: toSeconds(values.first_duration_minutes),
      is_second_meal_break_required: values.is_second_meal_break_required,
      second_meal_break_after_seconds: toSeconds(values.second_after_minutes),
      second_meal_break_duration_seconds: toSeconds(values.second_duration_minutes),
      is_send_meal_break_reminders: values.is_send_meal_break_reminders,
      is_send_rest_break_reminders: values.is_send_rest_break_reminders,
    },
    time_limits: {
      clock_in_from_seconds: fromTime(values.clock_in_from),
      clock_out_by_seconds: fromTime(values.clock_out_by),
      total_daily_seconds: daily === null ? null : Math.round(daily * 60) * 60,
    },
    rule_work_forms: { time_card_waiver: values.time_card_waiver },
  };
}

/** 'Xh Ym' (core.md 9) for a number of seconds; '—' for none. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '—';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  return hours ? `${hours}h ${minutes}m` : `${minutes}m`;
}
