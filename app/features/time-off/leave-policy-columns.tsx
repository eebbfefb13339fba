import type { LeavePolicy } from '../../../contract/time-off';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { ArchiveStatusBadge, archiveStatusColumn } from '../../lists/archive-status-column';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../lists/phone-grid';
import { accrualText, allowanceText, carryOverText } from './leave-policy-model';

const none = (text: string) => <span className="text-text-subtle">{text}</span>;

/** The columns of the policies grid: Name, Code, Paid, the yearly hours, accrual, carry-over. */
export function leavePolicyColumns(): DataGridColumn<LeavePolicy>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessor: (policy) => policy.name,
      cell: (policy) => (
        <span className="font-medium" title={policy.name}>
          {policy.name}
        </span>
      ),
      width: 200,
      enableHiding: false,
    },
    {
      id: 'code',
      header: 'Code',
      accessor: (policy) => policy.code ?? '',
      cell: (policy) => policy.code ?? none('None'),
      width: 100,
    },
    {
      id: 'paid',
      header: 'Paid',
      accessor: (policy) => (policy.is_paid ? 'Paid' : 'Unpaid'),
      width: 90,
    },
    { id: 'allowance', header: 'Per year', accessor: allowanceText, width: 120 },
    {
      id: 'accrual',
      header: 'Accrual',
      accessor: (policy) => accrualText(policy) ?? '',
      cell: (policy) => accrualText(policy) ?? none('None'),
      width: 170,
    },
    {
      id: 'carry-over',
      header: 'Carry over',
      accessor: (policy) => carryOverText(policy) ?? '',
      cell: (policy) => carryOverText(policy) ?? none('None'),
      width: 120,
    },
    archiveStatusColumn((policy) => policy.archived_at_unix),
  ];
}

/** The grid on a phone: one column stacking each policy. */
export function leavePolicyPhoneColumns(): DataGridColumn<LeavePolicy>[] {
  return [
    {
      id: 'summary',
      header: 'Policy',
      accessor: (policy) => policy.name,
      cell: (policy) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">{policy.name}</span>
            <ArchiveStatusBadge archivedAtUnix={policy.archived_at_unix} />
          </span>
          <ul className="m-0 flex list-none flex-col p-0 text-xs text-text-muted">
            <li>
              {policy.is_paid ? 'Paid' : 'Unpaid'} · {allowanceText(policy)}
              {policy.code ? ` · ${policy.code}` : ''}
            </li>
            <li>
              {accrualText(policy) ?? 'No accrual'} · {carryOverText(policy) ?? 'No carry-over'}
            </li>
          </ul>
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
