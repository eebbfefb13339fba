import { z } from 'zod';
import {
  compensationForPayType,
  type Compensation,
  type CompensationValues,
  type PayType,
} from '../../../../contract/compensation';
import { RULE_TEXT, isCalendarDate } from '../../../../contract/validation';
import { formatCurrency, type PricePer } from '../../../../design-system/format/format-money';
import { isoDateOfUnix, startOfDayUnix } from '../../../lib/zoned-days';

/** What a record's rate is per: a year for salary, a day for 1099 day rates, else an hour. */
export function ratePer(record: Pick<Compensation, 'pay_type' | 'rate_type_1099'>): PricePer {
  if (record.pay_type === 'salary') return 'yr';
  if (record.pay_type === '1099' && record.rate_type_1099 && record.rate_type_1099 !== 'hourly')
    return 'day';
  return 'hr';
}

/** '$25.50/hr', '$200.00/day', '$52,000/yr'; '' when the record holds no amount. */
export function rateText(
  record: Pick<Compensation, 'pay_type' | 'rate_type_1099' | 'pay_rate' | 'annual_salary'>,
): string {
  const amount = record.pay_type === 'salary' ? record.annual_salary : record.pay_rate;
  return amount === null ? '' : formatCurrency(amount, ratePer(record));
}

/** Newest first: by effective date, then the later record. */
export function newestFirst(records: readonly Compensation[]): Compensation[] {
  return [...records].sort((a, b) => b.effective_dt_unix - a.effective_dt_unix || b.id - a.id);
}

/** The record in effect at `nowUnix`: the newest whose effective date has come. */
export function currentRecordId(records: readonly Compensation[], nowUnix: number): number | null {
  return newestFirst(records).find((record) => record.effective_dt_unix <= nowUnix)?.id ?? null;
}

/** The pay record form: values as the widgets hold them (date as text, ids and choices as strings). */
const zFields = z.object({
  effective_date: z.string().trim(),
  pay_type: z.string().nullable(),
  pay_rate: z.number().nullable(),
  rate_type_1099: z.string().nullable(),
  annual_salary: z.number().nullable(),
  weekly_hours: z.number().nullable(),
  exemption_status: z.string().nullable(),
  is_breaks_paid: z.boolean(),
  overtime_rule_id: z.string().nullable(),
  wc_code_id: z.string().nullable(),
});
export type CompensationFormInput = z.input<typeof zFields>;

const idOf = (value: string | null) => (value === null ? null : Number(value));

/** The values as the pay-type rule reads them. */
function ruleInput(value: CompensationFormInput, timeZone: string) {
  return {
    effective_dt_unix: isCalendarDate(value.effective_date)
      ? startOfDayUnix(value.effective_date, timeZone)
      : null,
    pay_type: value.pay_type,
    pay_rate: value.pay_rate,
    rate_type_1099: value.rate_type_1099,
    annual_salary: value.annual_salary,
    weekly_hours: value.weekly_hours,
    exemption_status: value.exemption_status,
    is_breaks_paid: value.is_breaks_paid,
    overtime_rule_id: idOf(value.overtime_rule_id),
    wc_code_id: idOf(value.wc_code_id),
  };
}

/**
 * The form's schema: the same pay-type rule as the server (contract compensationForPayType),
 * its messages on the form's fields, and the checked record as the output.
 */
export function compensationFormSchema(timeZone: string) {
  return zFields.transform((value, ctx): CompensationValues => {
    if (value.effective_date !== '' && !isCalendarDate(value.effective_date))
      ctx.addIssue({ code: 'custom', path: ['effective_date'], message: RULE_TEXT.dateInvalid });
    const result = compensationForPayType(ruleInput(value, timeZone));
    if (result.success) return result.data;
    for (const [field, messages] of Object.entries(result.field_hints)) {
      const path = field === 'effective_dt_unix' ? 'effective_date' : field;
      if (
        path === 'effective_date' &&
        value.effective_date !== '' &&
        !isCalendarDate(value.effective_date)
      )
        continue;
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
    }
    return z.NEVER;
  });
}

/** A new record starts today as hourly; an edit starts from the record. */
export function compensationFormDefaults(
  record: Compensation | null,
  settings: { timeZone: string; isBreaksPaid: boolean; today: string },
): CompensationFormInput {
  if (!record)
    return {
      effective_date: settings.today,
      pay_type: 'hourly',
      pay_rate: null,
      rate_type_1099: null,
      annual_salary: null,
      weekly_hours: null,
      exemption_status: null,
      is_breaks_paid: settings.isBreaksPaid,
      overtime_rule_id: null,
      wc_code_id: null,
    };
  return {
    effective_date: isoDateOfUnix(record.effective_dt_unix, settings.timeZone),
    pay_type: record.pay_type,
    pay_rate: record.pay_rate,
    rate_type_1099: record.rate_type_1099,
    annual_salary: record.annual_salary,
    weekly_hours: record.weekly_hours,
    exemption_status: record.exemption_status,
    is_breaks_paid: record.is_breaks_paid ?? settings.isBreaksPaid,
    overtime_rule_id: record.overtime_rule_id === null ? null : String(record.overtime_rule_id),
    wc_code_id: record.wc_code_id === null ? null : String(record.wc_code_id),
  };
}

/** The label of the rate field for a pay type and 1099 rate type. */
export function rateLabel(payType: PayType | null, rateType: string | null): string {
  if (payType === '1099' && rateType && rateType !== 'hourly') return 'Day rate';
  return 'Hourly rate';
}

/** Server hints under the form's fields. */
export const COMPENSATION_HINT_FIELDS: Record<string, string> = {
  effective_dt_unix: 'effective_date',
};
