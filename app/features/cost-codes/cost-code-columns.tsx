import type { CostCode } from '../../../contract/cost-codes';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { ArchiveStatusBadge, archiveStatusColumn } from '../../lists/archive-status-column';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../lists/phone-grid';
import { projectsText } from './cost-code-model';

/** The columns of the cost codes grid: Code, Name, Projects, Status. */
export function costCodeColumns(): DataGridColumn<CostCode>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      accessor: (code) => code.code,
      cell: (code) => <span className="font-medium tabular-nums">{code.code}</span>,
      width: 130,
      enableHiding: false,
    },
    {
      id: 'name',
      header: 'Name',
      accessor: (code) => code.name,
      cell: (code) => <span title={code.name}>{code.name}</span>,
      width: 320,
    },
    {
      id: 'projects',
      header: 'Projects',
      accessor: projectsText,
      width: 140,
    },
    archiveStatusColumn((code) => code.archived_at_unix),
  ];
}

/** On a phone: one stacked column (code and status, then the name and projects). */
export function costCodePhoneColumns(): DataGridColumn<CostCode>[] {
  return [
    {
      id: 'summary',
      header: 'Cost code',
      accessor: (code) => `${code.code} ${code.name}`,
      cell: (code) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium tabular-nums">{code.code}</span>
            <ArchiveStatusBadge archivedAtUnix={code.archived_at_unix} />
          </span>
          <span className="break-words">{code.name}</span>
          <span className="text-xs text-text-muted">{projectsText(code)}</span>
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
