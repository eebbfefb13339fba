import type { WcCode } from '../../../contract/wc-codes';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { ArchiveStatusBadge, archiveStatusColumn } from '../../lists/archive-status-column';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../lists/phone-grid';
import { formatRate } from './wc-code-model';

/** The columns of the codes grid: Code, Description, Rate per $100, State, Status. */
export function wcCodeColumns(): DataGridColumn<WcCode>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      accessor: (code) => code.code,
      cell: (code) => <span className="font-medium tabular-nums">{code.code}</span>,
      width: 110,
      enableHiding: false,
    },
    {
      id: 'name',
      header: 'Description',
      accessor: (code) => code.name ?? '',
      cell: (code) =>
        code.name ? (
          <span title={code.name}>{code.name}</span>
        ) : (
          <span className="text-text-subtle">None</span>
        ),
      width: 360,
    },
    {
      id: 'rate',
      header: 'Rate per $100',
      accessor: (code) => formatRate(code.rate_per_100),
      width: 130,
      align: 'end',
    },
    {
      id: 'state',
      header: 'State',
      accessor: (code) => code.state ?? '',
      cell: (code) => code.state ?? <span className="text-text-subtle">Any</span>,
      width: 90,
    },
    archiveStatusColumn((code) => code.archived_at_unix),
  ];
}

/**
 * The codes grid on a phone: one column that stacks each code (the code and its status, the
 * description, then the rate and the state) instead of five side by side.
 */
export function wcCodePhoneColumns(): DataGridColumn<WcCode>[] {
  return [
    {
      id: 'summary',
      header: 'Code',
      accessor: (code) =>
        [code.code, code.name, formatRate(code.rate_per_100), code.state].join(' '),
      cell: (code) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium tabular-nums">{code.code}</span>
            <ArchiveStatusBadge archivedAtUnix={code.archived_at_unix} />
          </span>
          {code.name && <span className="break-words">{code.name}</span>}
          <span className="text-xs text-text-muted">
            Rate per $100 <span className="tabular-nums">{formatRate(code.rate_per_100)}</span> ·
            State {code.state ?? 'Any'}
          </span>
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
