import { Readable, pipeline, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { COST_ALLOCATION_CSV_COLUMNS } from '../../../contract/job-costing';
import { PAYROLL_CSV_COLUMNS, type PayrollMember } from '../../../contract/payroll';
import type { CostAllocationRow } from './job-costing.service';

/**
 * The payroll summary (contract PAYROLL_CSV_COLUMNS) and the cost-allocation report
 * (COST_ALLOCATION_CSV_COLUMNS) as CSV, streamed row by row: a header, then each row as the
 * service yields it, so the text is never held whole. Hours have two decimals and money is in dollars with two, each rounded half
 * up from the JSON's whole seconds and cents, so the CSV says what the summary says.
 */

/** One row of the payroll CSV: a member's day with time. */
export type PayrollCsvDay = {
  member: PayrollMember;
  day: PayrollMember['days'][number];
  showsPay: boolean;
};

/** Whole seconds as hours with two decimals, half up ("7.50"). */
export function csvHours(seconds: number): string {
  return fixed2(Math.floor((2 * seconds + 36) / 72));
}

/** Whole cents as dollars ("1002.78"). */
export function csvDollars(cents: number): string {
  return fixed2(cents);
}

function fixed2(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A payroll row in PAYROLL_CSV_COLUMNS order. */
export function payrollCsvRow({ member, day, showsPay }: PayrollCsvDay): string[] {
  const { approval } = day;
  return [
    String(member.employee_id),
    member.display_name,
    day.date,
    csvHours(day.regular_seconds),
    csvHours(day.overtime_seconds),
    csvHours(day.double_time_seconds),
    csvHours(day.break_seconds),
    csvHours(day.paid_break_seconds),
    csvHours(day.time_off_seconds),
    String(day.premium_hours),
    showsPay && day.pay ? csvDollars(day.pay.gross_cents) : '',
    // Every card of the day approved; empty on a day of time off only.
    approval.card_count === 0 ? '' : approval.pending_count === 0 ? 'yes' : 'no',
  ];
}

/** A cost-allocation row in COST_ALLOCATION_CSV_COLUMNS order. */
export function costAllocationCsvRow(row: CostAllocationRow): string[] {
  return [
    String(row.employee_id),
    row.display_name,
    row.date,
    row.project,
    row.cost_code,
    csvHours(row.regular_seconds),
    csvHours(row.overtime_seconds),
    csvHours(row.double_time_seconds),
    row.labour_cost_cents === null ? '' : csvDollars(row.labour_cost_cents),
  ];
}

/** The CSV text of the payroll summary's lines (payrollCsvRow's), as a stream. */
export const payrollCsv = (lines: AsyncIterable<string[]>) =>
  csvStream(PAYROLL_CSV_COLUMNS, lines, (line) => line);

/** The CSV text of the cost-allocation report's rows, as a stream. */
export const costAllocationCsv = (rows: Iterable<CostAllocationRow>) =>
  csvStream(COST_ALLOCATION_CSV_COLUMNS, rows, costAllocationCsvRow);

function csvStream<Row>(
  columns: readonly string[],
  rows: Iterable<Row> | AsyncIterable<Row>,
  line: (row: Row) => string[],
): Transform {
  const output = stringify({ header: true, columns: [...columns] });
  // Pulled as the client reads: the next rows are made only when the last have gone out.
  const source = Readable.from(
    (async function* lines() {
      for await (const row of rows) yield line(row);
    })(),
  );
  // A failure while rows are made ends the answer (its status is sent already).
  pipeline(source, output, () => undefined);
  return output;
}
