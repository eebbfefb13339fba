import type { PayrollMember } from '../../../../contract/payroll';

/**
 * Crew reports as data: the columns of each member's totals, and sorting by any of them. Pure.
 */

export const CREW_COLUMN_IDS = [
  'member',
  'regular',
  'overtime',
  'double_time',
  'breaks',
  'time_off',
  'premium',
  'gross',
] as const;
export type CrewColumnId = (typeof CREW_COLUMN_IDS)[number];

export type CrewColumn = {
  id: CrewColumnId;
  header: string;
  /** How the value reads: hours in the chosen display, a count, or money. */
  kind: 'name' | 'hours' | 'count' | 'money';
  value: (member: PayrollMember) => string | number | null;
};

export const CREW_COLUMNS: readonly CrewColumn[] = [
  { id: 'member', header: 'Member', kind: 'name', value: (member) => member.display_name },
  {
    id: 'regular',
    header: 'Regular',
    kind: 'hours',
    value: (member) => member.totals.regular_seconds,
  },
  {
    id: 'overtime',
    header: 'Overtime',
    kind: 'hours',
    value: (member) => member.totals.overtime_seconds,
  },
  {
    id: 'double_time',
    header: 'Double time',
    kind: 'hours',
    value: (member) => member.totals.double_time_seconds,
  },
  { id: 'breaks', header: 'Breaks', kind: 'hours', value: (member) => member.totals.break_seconds },
  {
    id: 'time_off',
    header: 'Time off',
    kind: 'hours',
    value: (member) => member.totals.time_off_seconds,
  },
  {
    id: 'premium',
    header: 'Premium hours',
    kind: 'count',
    value: (member) => member.totals.premium_hours,
  },
  {
    id: 'gross',
    header: 'Gross pay',
    kind: 'money',
    value: (member) => member.pay?.gross_cents ?? null,
  },
];

/** The columns shown: gross pay only when the caller sees someone's pay. */
export function crewColumns(showsPay: boolean): readonly CrewColumn[] {
  return showsPay ? CREW_COLUMNS : CREW_COLUMNS.filter((column) => column.id !== 'gross');
}

export type CrewSort = { column: CrewColumnId; direction: 'ascending' | 'descending' };
export const DEFAULT_CREW_SORT: CrewSort = { column: 'member', direction: 'ascending' };

/**
 * The sort after a header is pressed: the same column turns round; another starts with names
 * A to Z and numbers largest first (who worked the most overtime).
 */
export function nextSort(current: CrewSort, column: CrewColumnId): CrewSort {
  if (current.column === column)
    return {
      column,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  return { column, direction: column === 'member' ? 'ascending' : 'descending' };
}

const byName = (a: PayrollMember, b: PayrollMember) =>
  a.display_name.localeCompare(b.display_name) || a.employee_id - b.employee_id;

/** The members in the sort's order; a missing value (pay not shown) always last, ties by name. */
export function sortMembers(members: readonly PayrollMember[], sort: CrewSort): PayrollMember[] {
  const column = CREW_COLUMNS.find((item) => item.id === sort.column) ?? CREW_COLUMNS[0]!;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...members].sort((a, b) => {
    const [x, y] = [column.value(a), column.value(b)];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return order !== 0 ? sign * order : byName(a, b);
  });
}
