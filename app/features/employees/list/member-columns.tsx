import { Link } from 'react-router-dom';
import { employeeLabel, type EmployeeRow } from '../../../../contract/employees';
import { Badge } from '../../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../../design-system/data-grid/data-grid';
import type { Formatters } from '../../../../design-system/format/formatters';
import { SELECT_COLUMN_WIDTH } from '../../../../design-system/data-grid/data-grid-model';
import { PHONE_GRID_WIDTH_WITH_ACTIONS } from '../../../lists/phone-grid';
import {
  MEMBER_STATUS_LABEL,
  MEMBER_STATUS_TONE,
  memberStatus,
  payText,
  roleLabel,
} from './member-labels';

function MemberLink({
  orgId,
  row,
  className,
}: {
  orgId: number;
  row: EmployeeRow;
  className: string;
}) {
  return (
    <Link
      to={`/org/${orgId}/employee/${row.employee_id}`}
      className={`${className} font-medium text-primary underline-offset-2 hover:underline`}
    >
      {employeeLabel(row)}
    </Link>
  );
}

function MemberStatusBadge({ row }: { row: EmployeeRow }) {
  const status = memberStatus(row);
  return <Badge tone={MEMBER_STATUS_TONE[status]}>{MEMBER_STATUS_LABEL[status]}</Badge>;
}

/**
 * The member grid's columns. Pay is a column only for callers with financial access: for anyone
 * else the server sends no pay, and an always-empty column would only take room.
 */
export function memberColumns(input: {
  orgId: number;
  formatters: Formatters;
  showPay: boolean;
}): DataGridColumn<EmployeeRow>[] {
  const { orgId, formatters, showPay } = input;
  const columns: DataGridColumn<EmployeeRow>[] = [
    {
      id: 'name',
      header: 'Name',
      accessor: employeeLabel,
      cell: (row) => <MemberLink orgId={orgId} row={row} className="truncate" />,
      width: 230,
      minWidth: 140,
      enableHiding: false,
    },
    {
      id: 'status',
      header: 'Status',
      accessor: (row) => MEMBER_STATUS_LABEL[memberStatus(row)],
      cell: (row) => <MemberStatusBadge row={row} />,
      width: 130,
    },
    { id: 'role', header: 'Role', accessor: (row) => roleLabel(row.role_id), width: 120 },
    { id: 'email', header: 'Email', accessor: (row) => row.email, width: 240 },
    { id: 'mobile', header: 'Mobile', accessor: (row) => row.mobile ?? '', width: 140 },
    { id: 'title', header: 'Title', accessor: (row) => row.title ?? '', width: 150 },
    {
      id: 'start',
      header: 'Start date',
      accessor: (row) => (row.start_dt_unix === null ? '' : formatters.date(row.start_dt_unix)),
      width: 110,
    },
  ];
  if (showPay) {
    columns.push({ id: 'pay', header: 'Pay', accessor: payText, width: 110, align: 'end' });
  }
  return columns;
}

/**
 * The member grid on a phone: one column that stacks each person (name and status, role and
 * title, e-mail, then pay for callers with financial access) instead of seven side by side.
 * With selection on, the checkbox column takes its share of the row.
 */
export function memberPhoneColumns(input: {
  orgId: number;
  showPay: boolean;
  withSelection: boolean;
}): DataGridColumn<EmployeeRow>[] {
  const { orgId, showPay, withSelection } = input;
  return [
    {
      id: 'summary',
      header: 'Team member',
      accessor: (row) => [employeeLabel(row), roleLabel(row.role_id), row.email].join(' '),
      cell: (row) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <MemberLink orgId={orgId} row={row} className="break-words" />
            <MemberStatusBadge row={row} />
          </span>
          <span className="text-sm text-text-muted">
            {[roleLabel(row.role_id), row.title].filter(Boolean).join(' · ')}
          </span>
          <span className="text-xs break-all text-text-muted">{row.email}</span>
          {showPay && payText(row) && (
            <span className="text-xs text-text-muted tabular-nums">{payText(row)}</span>
          )}
        </div>
      ),
      width: PHONE_GRID_WIDTH_WITH_ACTIONS - (withSelection ? SELECT_COLUMN_WIDTH : 0),
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
