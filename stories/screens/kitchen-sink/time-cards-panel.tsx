import { useState } from 'react';
import { CheckCheck, Pencil } from 'lucide-react';
import { Badge } from '../../../design-system/badge/badge';
import { DataGrid, type DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { FilterBuilder } from '../../../design-system/filter-builder/filter-builder';
import type {
  Filter,
  FilterColumn,
} from '../../../design-system/filter-builder/filter-builder-model';
import { applyFilters } from '../../../design-system/filter-builder/filter-matching';
import { useToast } from '../../../design-system/toast/toast';
import { TIME_CARDS, type TimeCard } from './sample-data';
import { DemoPanel } from './section';

/** The grid's settings key (column widths, page size); the stories clear it before each run. */
export const TIME_CARDS_GRID_ID = 'kitchen-sink-time-cards';

const STATUS_TONE = {
  Draft: 'neutral',
  Submitted: 'info',
  Approved: 'success',
  Rejected: 'danger',
} as const;

const COLUMNS: DataGridColumn<TimeCard>[] = [
  { id: 'employee', header: 'Employee', accessor: (card) => card.employee, width: 160 },
  { id: 'card', header: 'Card', accessor: (card) => card.id, width: 90 },
  { id: 'project', header: 'Project', accessor: (card) => card.project, width: 170 },
  { id: 'date', header: 'Date', accessor: (card) => card.date, width: 110 },
  {
    id: 'hours',
    header: 'Hours',
    accessor: (card) => card.hours,
    cell: (card) => card.hours.toFixed(2),
    width: 80,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    accessor: (card) => card.status,
    cell: (card) => <Badge tone={STATUS_TONE[card.status]}>{card.status}</Badge>,
    width: 120,
  },
];

const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

const FILTER_COLUMNS: FilterColumn<TimeCard>[] = [
  {
    header: 'Employee',
    accessor: 'employee',
    kind: 'options',
    options: asOptions(TIME_CARDS.map((card) => card.employee)),
  },
  {
    header: 'Project',
    accessor: 'project',
    kind: 'options',
    options: asOptions([...new Set(TIME_CARDS.map((card) => card.project))]),
  },
  {
    header: 'Status',
    accessor: 'status',
    kind: 'options',
    options: asOptions(['Draft', 'Submitted', 'Approved', 'Rejected']),
  },
  { header: 'Hours', accessor: 'hours', kind: 'number' },
];

/** Drafts are not ready for review: the list starts without them. */
const NOT_DRAFT: Filter = {
  header: 'Status',
  accessor: 'status',
  rule: 'is_none_of',
  searchKey: '',
  searchKeyArray: ['Draft'],
  optionsHistory: [{ value: 'Draft', label: 'Draft' }],
  displayLabels: ['Draft'],
};

/** A filter bar over a data grid, as a list screen composes them: the filters pick the rows. */
export function TimeCardsPanel() {
  const toast = useToast();
  const [cards, setCards] = useState(TIME_CARDS);
  const [filters, setFilters] = useState<Filter[]>([NOT_DRAFT]);
  const shown = applyFilters(cards, filters, FILTER_COLUMNS);
  return (
    <DemoPanel
      title="Time cards"
      description="Week of 2 November 2026. Filters, selection, row actions and the pager."
      span="full"
    >
      <FilterBuilder
        aria-label="Time card filters"
        columns={FILTER_COLUMNS}
        filters={filters}
        onFiltersChange={setFilters}
      />
      <DataGrid<TimeCard>
        gridId={TIME_CARDS_GRID_ID}
        label="Time cards"
        columns={COLUMNS}
        rows={shown}
        getRowId={(card) => card.id}
        getRowLabel={(card) => card.employee}
        defaultSelectedRowIds={['TC-0002']}
        bulkActions={[
          {
            label: 'Approve',
            icon: <CheckCheck aria-hidden="true" />,
            onSelect: (ids) => toast.success(`${ids.length} approved`),
          },
        ]}
        rowActions={[
          {
            label: 'Edit time card',
            icon: <Pencil aria-hidden="true" />,
            onSelect: (card) => toast.info(`Editing ${card.id}`),
          },
        ]}
        onRowDelete={(rowId) =>
          setCards((previous) => previous.filter((card) => card.id !== rowId))
        }
        pagination
      />
    </DemoPanel>
  );
}
