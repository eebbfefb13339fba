import { calendarDate } from '../modules/compensation/compensation.service';
import type { Insertable } from 'kysely';
import type { Db } from './connection';
import type { CompensationTable } from '../modules/compensation/compensation.tables';

/**
 * Pay data of the demo organisation: California and federal overtime rules, three workers'
 * compensation codes and one pay record per person (salaried office and supervisors, hourly
 * crews, one 1099 equipment operator paid by the day), in effect since 90 days ago.
 */
export async function seedDemoPay(
  db: Db,
  input: {
    orgId: number;
    timezone: string;
    adminId: number;
    managerIds: number[];
    /** The workers of each crew, in the order of the managers. */
    crews: number[][];
    now: number;
  },
): Promise<void> {
  const { orgId, now } = input;
  const times = { created_at_unix: now, updated_at_unix: now, archived_at_unix: null };
  const rule = async (name: string, daily: number | null, double: number | null, seventh: 0 | 1) =>
    (
      await db
        .insertInto('overtime_rules')
        .values({
          org_id: orgId,
          name,
          daily_overtime_after_minutes: daily,
          daily_double_time_after_minutes: double,
          weekly_overtime_after_minutes: 40 * 60,
          is_seventh_day_rule: seventh,
          ...times,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const california = await rule('California daily and weekly', 8 * 60, 12 * 60, 1);
  await rule('Federal weekly (FLSA)', null, null, 0);

  const code = async (value: string, name: string, rateE4: number) =>
    (
      await db
        .insertInto('wc_codes')
        .values({ org_id: orgId, code: value, name, rate_e4: rateE4, state: 'CA', ...times })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const carpentry = await code('5403', 'Carpentry — construction', 123400);
  const concrete = await code('5201', 'Concrete or cement work', 98700);
  const clerical = await code('8810', 'Clerical office employees', 2500);

  const effective = now - 90 * 86400;
  const base = {
    org_id: orgId,
    effective_dt_unix: effective,
    effective_date: calendarDate(effective, input.timezone),
    pay_rate_cents: null,
    exemption_status: null,
    is_breaks_paid: null,
    rate_type_1099: null,
    annual_salary_cents: null,
    weekly_hours_e2: null,
    overtime_rule_id: null,
    wc_code_id: null,
    created_at_unix: now,
    updated_at_unix: now,
  };
  const salary = (
    employeeId: number,
    dollars: number,
    wcCodeId: number,
  ): Insertable<CompensationTable> => ({
    ...base,
    employee_id: employeeId,
    pay_type: 'salary',
    annual_salary_cents: dollars * 100,
    weekly_hours_e2: 4000,
    exemption_status: 'exempt',
    is_breaks_paid: 1,
    wc_code_id: wcCodeId,
  });
  const crewCodes = [carpentry, concrete];
  const rows: Insertable<CompensationTable>[] = [
    salary(input.adminId, 98000, clerical),
    ...input.managerIds.map((id, crew) => salary(id, 76000 + crew * 2000, crewCodes[crew]!)),
  ];
  for (const [crew, workers] of input.crews.entries()) {
    for (const [index, employeeId] of workers.entries()) {
      const isContractor = crew === input.crews.length - 1 && index === workers.length - 1;
      rows.push(
        isContractor
          ? {
              ...base,
              employee_id: employeeId,
              pay_type: '1099',
              pay_rate_cents: 65000,
              rate_type_1099: 'half_or_full',
              wc_code_id: crewCodes[crew] ?? carpentry,
            }
          : {
              ...base,
              employee_id: employeeId,
              pay_type: 'hourly',
              pay_rate_cents: (24 + index * 3) * 100 + (crew === 0 ? 50 : 0),
              exemption_status: 'non-exempt',
              is_breaks_paid: 0,
              overtime_rule_id: california,
              wc_code_id: crewCodes[crew] ?? carpentry,
            },
      );
    }
  }
  await db.insertInto('compensations').values(rows).execute();
}
