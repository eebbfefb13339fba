/** Columns, rows and a filter maker shared by the filter builder's unit tests. */
import type { Filter, FilterColumn } from './filter-builder-model';

export type TimeCard = {
  id: number;
  employeeId: string;
  status: string;
  hours: number;
  workedAt: number;
  notes: string;
};

/** Unix seconds of a local day at noon, so the day is the same in every time zone offset. */
export const day = (iso: string) => new Date(`${iso}T12:00:00`).getTime() / 1000;

export const STATUS: FilterColumn<TimeCard> = {
  header: 'Status',
  accessor: 'status',
  kind: 'options',
  options: [
    { value: 'approved', label: 'Approved' },
    { value: 'pending', label: 'Pending' },
    { value: 'rejected', label: 'Rejected' },
  ],
};
export const EMPLOYEE: FilterColumn<TimeCard> = {
  header: 'Employee',
  accessor: 'employee',
  kind: 'keyword',
  lookup: async () => [],
  getRowValue: (row) => row.employeeId,
};
export const HOURS: FilterColumn<TimeCard> = { header: 'Hours', accessor: 'hours', kind: 'number' };
export const DATE: FilterColumn<TimeCard> = {
  header: 'Date',
  accessor: 'workedAt',
  kind: 'date',
};
export const NOTES: FilterColumn<TimeCard> = { header: 'Notes', accessor: 'notes', kind: 'text' };
export const ID: FilterColumn<TimeCard> = {
  header: 'ID',
  accessor: 'id',
  kind: 'number',
  isFilterable: false,
};
export const COLUMNS = [STATUS, EMPLOYEE, HOURS, DATE, NOTES, ID];

export const ROWS: TimeCard[] = [
  {
    id: 1,
    employeeId: 'e1',
    status: 'approved',
    hours: 8,
    workedAt: day('2024-05-01'),
    notes: 'Framing, north wall',
  },
  {
    id: 2,
    employeeId: 'e2',
    status: 'pending',
    hours: 6.5,
    workedAt: day('2024-05-02'),
    notes: 'Rain delay',
  },
  {
    id: 3,
    employeeId: 'e1',
    status: 'rejected',
    hours: 10,
    workedAt: day('2024-05-03'),
    notes: '',
  },
  {
    id: 4,
    employeeId: 'e3',
    status: 'approved',
    hours: 4,
    workedAt: day('2024-05-03'),
    notes: 'Drywall',
  },
];

export function filter(partial: Partial<Filter> & Pick<Filter, 'accessor' | 'rule'>): Filter {
  return {
    header: partial.accessor,
    searchKey: '',
    searchKeyArray: [],
    optionsHistory: [],
    displayLabels: [],
    ...partial,
  };
}

export const ids = (rows: TimeCard[]) => rows.map((row) => row.id);
