import { Link } from 'react-router-dom';
import { employeeLabel, type EmployeeRow } from '../../../../contract/employees';
import { Badge } from '../../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../../design-system/data-grid/data-grid';
import type { Formatters } from '../../../../design-system/format/formatters';
import {
  MEMBER_STATUS_LABEL,
  MEMBER_STATUS_TONE,
  memberStatus,
  payText,
  roleLabel,
} from './member-labels';

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
      cell: (row) => (
        <Link
          to={`/org/${orgId}/employee/${row.employee_id}`}
          className="truncate font-medium text-primary underline-offset-2 hover:underline"
        >
          {employeeLabel(row)}
        </Link>
      ),
      width: 230,
      minWidth: 140,
      enableHiding: false,
    },
    {
      id: 'status',
      header: 'Status',
      accessor: (row) => MEMBER_STATUS_LABEL[memberStatus(row)],
      cell: (row) => {
        const status = memberStatus(row);
        return <Badge tone={MEMBER_STATUS_TONE[status]}>{MEMBER_STATUS_LABEL[status]}</Badge>;
      },
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
