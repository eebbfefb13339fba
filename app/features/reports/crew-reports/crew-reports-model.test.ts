import { describe, expect, it } from 'vitest';
import type { PayrollMember } from '../../../../contract/payroll';
import { at, hours, pay, payrollSummary } from '../report-test-data';
import { crewColumns, nextSort, sortMembers } from './crew-reports-model';

const member = (
  id: number,
  name: string,
  overtime: number,
  gross: number | null,
): PayrollMember => ({
  ...payrollSummary(at('2026-11-23', 0), at('2026-11-24', 0)).data.members[0]!,
  employee_id: id,
  display_name: name,
  totals: hours({ regular_seconds: 8 * 3600, overtime_seconds: overtime * 3600 }),
  pay: gross === null ? null : pay(gross),
});
const CREW = [
  member(1, 'Cy Moss', 2, 50_000),
  member(2, 'Ann Lee', 0, null),
  member(3, 'Bo Diaz', 2, 70_000),
];
const names = (members: PayrollMember[]) => members.map((item) => item.display_name);

describe('sorting crew reports', () => {
  it('sorts by name A to Z first, numbers largest first, and turns round on the same column', () => {
    expect(names(sortMembers(CREW, { column: 'member', direction: 'ascending' }))).toEqual([
      'Ann Lee',
      'Bo Diaz',
      'Cy Moss',
    ]);
    const byOvertime = nextSort({ column: 'member', direction: 'ascending' }, 'overtime');
    expect(byOvertime).toEqual({ column: 'overtime', direction: 'descending' });
    // Ties by name.
    expect(names(sortMembers(CREW, byOvertime))).toEqual(['Bo Diaz', 'Cy Moss', 'Ann Lee']);
    expect(nextSort(byOvertime, 'overtime')).toEqual({
      column: 'overtime',
      direction: 'ascending',
    });
  });

  it('puts a pay the caller may not see last, whichever the direction', () => {
    expect(names(sortMembers(CREW, { column: 'gross', direction: 'descending' }))).toEqual([
      'Bo Diaz',
      'Cy Moss',
      'Ann Lee',
    ]);
    expect(names(sortMembers(CREW, { column: 'gross', direction: 'ascending' }))).toEqual([
      'Cy Moss',
      'Bo Diaz',
      'Ann Lee',
    ]);
  });

  it('shows the gross pay column only to those who see pay', () => {
    expect(crewColumns(false).map((column) => column.id)).not.toContain('gross');
    expect(crewColumns(true).map((column) => column.id)).toContain('gross');
  });
});
