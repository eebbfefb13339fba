import type { WcCode } from '../../../../contract/wc-codes';
import { Badge } from '../../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../../design-system/data-grid/data-grid';
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
    {
      id: 'status',
      header: 'Status',
      accessor: (code) => (code.archived_at_unix === null ? 'Active' : 'Archived'),
      cell: (code) =>
        code.archived_at_unix === null ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <Badge tone="neutral">Archived</Badge>
        ),
      width: 100,
    },
  ];
}
