/**
 * The payroll summary's aggregation written as one raw SQL query, the ceiling the benchmark
 * compares GET payroll/summary with: per member and day of the range, hours worked (the card
 * less its unpaid breaks), breaks, paid breaks, regular and overtime seconds under a weekly
 * 40-hour rule (a window over each member's workweek), and pay at the member's rate with the
 * overtime at 1.5×. It runs on SQLite and PostgreSQL alike: the days come in as literal
 * instants (the bench computes them in the organisation's zone), the workweeks as days / 7 from
 * a range that starts on a workweek.
 */
export function payrollRawSql(input: {
  orgId: number;
  /** Each day's [start, end) instants, in order, the first starting a workweek. */
  days: readonly { start_dt_unix: number; end_dt_unix: number }[];
}): string {
  const first = input.days[0]!;
  const last = input.days.at(-1)!;
  const days = input.days
    .map((day, index) => `(${index}, ${day.start_dt_unix}, ${day.end_dt_unix})`)
    .join(', ');
  const week = 40 * 3600;
  return `
with days(d, ds, de) as (values ${days}),
cards as (
  select c.id, c.employee_id, c.clock_in_dt_unix as s,
    coalesce(c.payable_clock_out_dt_unix, c.clock_out_dt_unix) as e
  from time_cards c
  where c.org_id = ${input.orgId} and c.deleted_at_unix is null
    and c.clock_out_dt_unix is not null
    and c.clock_in_dt_unix >= ${first.start_dt_unix} and c.clock_in_dt_unix < ${last.end_dt_unix}
),
card_breaks as (
  select b.time_card_id,
    sum(b.end_dt_unix - b.start_dt_unix) as total,
    sum(case when b.is_paid = 1 then b.end_dt_unix - b.start_dt_unix else 0 end) as paid
  from time_card_breaks b join cards on cards.id = b.time_card_id
  where b.end_dt_unix is not null
  group by b.time_card_id
),
daily as (
  select cards.employee_id, days.d,
    sum(cards.e - cards.s - coalesce(card_breaks.total, 0) + coalesce(card_breaks.paid, 0)) as worked,
    sum(coalesce(card_breaks.total, 0)) as breaks,
    sum(coalesce(card_breaks.paid, 0)) as paid_breaks
  from cards
  join days on cards.s >= days.ds and cards.s < days.de
  left join card_breaks on card_breaks.time_card_id = cards.id
  group by cards.employee_id, days.d
),
counted as (
  select daily.*,
    coalesce(sum(worked) over (partition by employee_id, d / 7 order by d
      rows between unbounded preceding and 1 preceding), 0) as before
  from daily
),
pay as (
  select employee_id, pay_rate_cents,
    row_number() over (partition by employee_id order by effective_dt_unix desc, id desc) as latest
  from compensations
  where org_id = ${input.orgId} and effective_dt_unix <= ${last.end_dt_unix}
),
classified as (
  select employee_id, d, worked, breaks, paid_breaks,
    case when before >= ${week} then 0
         when before + worked <= ${week} then worked
         else ${week} - before end as regular
  from counted
)
select classified.employee_id, classified.d, classified.worked, classified.breaks,
  classified.paid_breaks, classified.regular, classified.worked - classified.regular as overtime,
  (classified.regular * pay.pay_rate_cents + (classified.worked - classified.regular) * pay.pay_rate_cents * 3 / 2) / 3600 as gross_cents
from classified
left join pay on pay.employee_id = classified.employee_id and pay.latest = 1
order by classified.employee_id, classified.d`;
}
