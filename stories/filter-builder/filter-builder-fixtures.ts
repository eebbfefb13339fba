/**
 * What the filter builder's story files share: time-card columns of every kind, a spied employee
 * lookup, the meta's args, a few applied filters, and the steps a person takes on the filter bar.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FilterBuilder } from '../../design-system/filter-builder/filter-builder';
import type {
  Filter,
  FilterColumn,
  FilterOption,
} from '../../design-system/filter-builder/filter-builder-model';

export type TimeCard = {
  id: number;
  employeeId: string;
  project: string;
  status: 'approved' | 'pending' | 'rejected';
  hours: number;
  /** Unix seconds, as the API sends them. */
  workedAt: number;
  notes: string;
};

export const EMPLOYEES: FilterOption[] = [
  { value: 'emp-1', label: 'Ana Silva' },
  { value: 'emp-2', label: 'Ben Ortiz' },
  { value: 'emp-3', label: 'Carla Nguyen' },
  { value: 'emp-4', label: 'Dev Patel' },
  { value: 'emp-5', label: 'Eli Brooks' },
  { value: 'emp-6', label: 'Fatima Khan' },
];

export const PROJECTS: FilterOption[] = [
  { value: 'harbor', label: 'Harbor Point Tower' },
  { value: 'elm', label: 'Elm Street Duplex' },
  { value: 'riverside', label: 'Riverside School Gym' },
  { value: 'mill', label: 'Old Mill Lofts' },
  { value: 'airport', label: 'Airport Hangar 4' },
  { value: 'clinic', label: 'Northside Clinic' },
  { value: 'bridge', label: 'Cedar Creek Bridge' },
  { value: 'depot', label: 'Transit Depot Roof' },
  { value: 'library', label: 'Westgate Library' },
];

export const STATUSES: FilterOption[] = [
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's employee search, played by a spy: answers after 150 ms, like a quick API. */
export const lookupEmployees = fn(async (keyword: string): Promise<FilterOption[]> => {
  await sleep(150);
  const needle = keyword.toLocaleLowerCase();
  return EMPLOYEES.filter((employee) => employee.label.toLocaleLowerCase().includes(needle));
}).mockName('lookupEmployees');

export const COLUMNS: FilterColumn<TimeCard>[] = [
  {
    header: 'Employee',
    accessor: 'employee',
    kind: 'keyword',
    lookup: lookupEmployees,
    getRowValue: (card) => card.employeeId,
  },
  { header: 'Project', accessor: 'project', kind: 'options', options: PROJECTS },
  { header: 'Status', accessor: 'status', kind: 'options', options: STATUSES },
  { header: 'Hours', accessor: 'hours', kind: 'number' },
  { header: 'Date', accessor: 'workedAt', kind: 'date' },
  { header: 'Notes', accessor: 'notes', kind: 'text' },
];

/**
 * The meta every story file shares but its title and component (which each file names itself):
 * made afresh for each file, so that each gets its own `fn()` spy. The employee lookup is one spy
 * for all, so each story starts it from no calls.
 */
export const filterBuilderMeta = () =>
  ({
    args: { columns: COLUMNS, onFiltersChange: fn() },
    beforeEach: () => {
      lookupEmployees.mockClear();
    },
  }) satisfies Meta<typeof FilterBuilder>;

export const APPROVED: Filter = {
  header: 'Status',
  accessor: 'status',
  rule: 'is_any_of',
  searchKey: '',
  searchKeyArray: ['approved'],
  optionsHistory: [{ value: 'approved', label: 'Approved' }],
  displayLabels: ['Approved'],
};
export const OVERTIME: Filter = {
  header: 'Hours',
  accessor: 'hours',
  rule: 'greater_than',
  searchKey: '8',
  searchKeyArray: [],
  optionsHistory: [],
  displayLabels: [],
};
export const ANA_AND_BEN: Filter = {
  header: 'Employee',
  accessor: 'employee',
  rule: 'is_any_of',
  searchKey: '',
  searchKeyArray: ['emp-1', 'emp-2'],
  optionsHistory: [
    { value: 'emp-1', label: 'Ana Silva' },
    { value: 'emp-2', label: 'Ben Ortiz' },
  ],
  displayLabels: ['Ana Silva', 'Ben Ortiz'],
};

export const body = within(document.body);

/** The filter bar (every story's bar is named 'Filters' but the time-card list's). */
export function bar(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('group', { name: /Filters$/i }));
}

/** Opens Add filter and picks a column; returns the editor that opens by itself. */
export async function addFilter(canvasElement: HTMLElement, header: string) {
  await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Add filter' }));
  await userEvent.click(await body.findByRole('menuitem', { name: header }));
  // The menu fades out (120 ms); a person does not reopen it within that time, so neither do we.
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  const editor = await body.findByRole('dialog', { name: header });
  await waitFor(() => expect(editor).toBeVisible());
  return editor;
}

/** The headers the Add filter menu offers; closes the menu again. */
export async function offeredColumns(canvasElement: HTMLElement): Promise<string[]> {
  await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Add filter' }));
  const menu = await body.findByRole('menu');
  const headers = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  return headers;
}
