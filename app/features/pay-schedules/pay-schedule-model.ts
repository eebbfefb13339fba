import { z } from 'zod';
import {
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  PAY_SCHEDULE_TEXT,
  WEEKDAY_NAMES,
  payScheduleProblem,
  zPayScheduleCreate,
  type PayPeriodItem,
  type PaySchedule,
  type PayScheduleCreate,
  type PaySchedulePatch,
} from '../../../contract/pay-schedules';
import { addDays, weekdayOf, type PlainDate } from '../../../contract/time/plain-date';
import { zDate } from '../../../contract/validation';
import { formatLongDate } from '../../../design-system/format/format-date';
import type { SelectOption } from '../../../design-system/select/select-model';
import { formatTime, type TimeValue } from '../../../design-system/time-picker/time-options';

export const FREQUENCY_OPTIONS: SelectOption[] = PAY_FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: PAY_FREQUENCY_LABELS[frequency],
}));

export const WEEKDAY_OPTIONS: SelectOption[] = WEEKDAY_NAMES.map((name, code) => ({
  value: String(code),
  label: name,
}));

export const START_TIME_REQUIRED = 'Please choose the time the workweek starts';

/** The add and edit dialog's form: the create call's rules, the day as a choice, the time whole. */
export const zPayScheduleForm = z
  .object({
    name: zPayScheduleCreate.shape.name,
    frequency: z.enum(PAY_FREQUENCIES, { error: PAY_SCHEDULE_TEXT.frequency }),
    first_period_start_date: zDate,
    workweek_start_day: z.string().regex(/^[0-6]$/, PAY_SCHEDULE_TEXT.weekday),
    workweek_start_time: z
      .custom<TimeValue | null>()
      .refine((time) => time !== null && time !== undefined, START_TIME_REQUIRED),
    is_default: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const problem = payScheduleProblem({
      frequency: values.frequency,
      first_period_start_date: values.first_period_start_date,
      workweek_start_day: Number(values.workweek_start_day),
    });
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type PayScheduleFormValues = z.input<typeof zPayScheduleForm>;
type PayScheduleFormOutput = z.output<typeof zPayScheduleForm>;

/** The server's field names that the form shows under another field. */
export const PAY_SCHEDULE_HINT_FIELDS = { workweek_start_seconds: 'workweek_start_time' } as const;

/** Today's date on this device, as 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): PlainDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new schedule: weekly from this week's Monday, the workweek starting Monday at midnight. */
export function emptyPayScheduleForm(today: PlainDate, isFirst: boolean): PayScheduleFormValues {
  return {
    name: '',
    frequency: 'weekly',
    first_period_start_date: addDays(today, -weekdayOf(today)),
    workweek_start_day: '0',
    workweek_start_time: { hour: 0, minute: 0 },
    is_default: isFirst,
  };
}

export function payScheduleFormValues(schedule: PaySchedule): PayScheduleFormValues {
  const minutes = Math.floor(schedule.workweek_start_seconds / 60);
  return {
    name: schedule.name,
    frequency: schedule.frequency,
    first_period_start_date: schedule.first_period_start_date,
    workweek_start_day: String(schedule.workweek_start_day),
    workweek_start_time: { hour: Math.floor(minutes / 60), minute: minutes % 60 },
    is_default: schedule.is_default,
  };
}

const secondsOf = (time: TimeValue | null) => (time ? (time.hour * 60 + time.minute) * 60 : 0);

export function createBody(values: PayScheduleFormOutput): PayScheduleCreate {
  return {
    name: values.name,
    frequency: values.frequency,
    first_period_start_date: values.first_period_start_date,
    workweek_start_day: Number(values.workweek_start_day),
    workweek_start_seconds: secondsOf(values.workweek_start_time),
    is_default: values.is_default,
  };
}

/** Only the fields that changed; empty when nothing did. */
export function patchBody(schedule: PaySchedule, values: PayScheduleFormOutput): PaySchedulePatch {
  const next = createBody(values);
  const body: PaySchedulePatch = {};
  if (next.name !== schedule.name) body.name = next.name;
  if (next.frequency !== schedule.frequency) body.frequency = next.frequency;
  if (next.first_period_start_date !== schedule.first_period_start_date)
    body.first_period_start_date = next.first_period_start_date;
  if (next.workweek_start_day !== schedule.workweek_start_day)
    body.workweek_start_day = next.workweek_start_day;
  if (next.workweek_start_seconds !== schedule.workweek_start_seconds)
    body.workweek_start_seconds = next.workweek_start_seconds;
  // The default is moved by making another one the default, never unset.
  if (next.is_default && !schedule.is_default) body.is_default = true;
  return body;
}

/** A plain date as 'Mon 06 May 2024'. */
export function longDateText(date: PlainDate): string {
  return formatLongDate(new Date(`${date}T12:00:00Z`), 'UTC');
}

/** A period as 'Mon 06 May 2024 – Sun 12 May 2024'. */
export function periodText(period: Pick<PayPeriodItem, 'start_date' | 'end_date'>): string {
  return `${longDateText(period.start_date)} – ${longDateText(period.end_date)}`;
}

/** A start time of day as the time picker writes it ('12:00 AM'). */
export function startTimeText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return formatTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/** How many periods the preview lists, and how far ahead it asks for them (the longest cadence). */
export const PREVIEW_PERIODS = 6;
export const PREVIEW_RANGE_DAYS = 200;
