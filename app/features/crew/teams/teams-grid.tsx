import { useMemo, type ReactNode } from 'react';
import { Archive, ArchiveRestore, Pencil, Trash2 } from 'lucide-react';
import type { TeamDisplay } from '../../../../contract/teams';
import {
  DataGrid,
  type DataGridBulkAction,
  type DataGridRowAction,
} from '../../../../design-system/data-grid/data-grid';
import type { Formatters } from '../../../../design-system/format/formatters';
import { usePhoneColumns } from '../../../lists/phone-grid';
import { teamColumns, teamPhoneColumns } from './team-columns';

export const TEAMS_GRID_ID = 'crew-teams';

export type TeamsGridProps = {
  rows: readonly TeamDisplay[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  format: Pick<Formatters, 'date'>;
  /** Administrators and provider staff: selection, bulk archive, Edit and Delete. */
  canManage: boolean;
  /** The archived list offers Unarchive instead of Archive. */
  isArchived: boolean;
  selectedIds: string[];
  onSelectedIdsChange: (ids: string[]) => void;
  onArchive: (teamIds: number[], isArchived: boolean) => void;
  isArchiving: boolean;
  onEdit: (team: TeamDisplay) => void;
  onDelete: (team: TeamDisplay) => void;
  emptyMessage: ReactNode;
  description?: ReactNode;
};

/** One page of teams, server paged; read-only unless the viewer may manage teams. */
export function TeamsGrid({
  rows,
  total,
  page,
  onPageChange,
  pageSize,
  onPageSizeChange,
  format,
  canManage,
  isArchived,
  selectedIds,
  onSelectedIdsChange,
  onArchive,
  isArchiving,
  onEdit,
  onDelete,
  emptyMessage,
  description,
}: TeamsGridProps) {
  const wideColumns = useMemo(() => teamColumns(format), [format]);
  const phoneColumns = useMemo(() => teamPhoneColumns(canManage), [canManage]);
  const { columns, isStacked } = usePhoneColumns(wideColumns, phoneColumns);
  const rowActions = useMemo<DataGridRowAction<TeamDisplay>[]>(
    () => [
      { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: (team) => onEdit(team) },
      {
        label: 'Delete',
        tone: 'danger',
        icon: <Trash2 aria-hidden="true" />,
        onSelect: (team) => onDelete(team),
      },
    ],
    [onEdit, onDelete],
  );
  const bulkActions: DataGridBulkAction[] = [
    isArchived
      ? {
          label: 'Unarchive',
          icon: <ArchiveRestore aria-hidden="true" />,
          isDisabled: isArchiving,
          onSelect: (ids) => onArchive(ids.map(Number), false),
        }
      : {
          label: 'Archive',
          icon: <Archive aria-hidden="true" />,
          isDisabled: isArchiving,
          onSelect: (ids) => onArchive(ids.map(Number), true),
        },
  ];

  return (
    <DataGrid<TeamDisplay>
      gridId={TEAMS_GRID_ID}
      label={isArchived ? 'Archived teams' : 'Teams'}
      title={isArchived ? 'Archived teams' : 'Teams'}
      description={description}
      columns={columns}
      rows={rows}
      getRowId={(team) => String(team.id)}
      getRowLabel={(team) => team.name}
      // One stacked column on a phone: nothing to show or hide.
      enableColumnPicker={!isStacked}
      enableRowSelection={canManage}
      selectedRowIds={canManage ? selectedIds : undefined}
      onSelectedRowIdsChange={canManage ? onSelectedIdsChange : undefined}
      bulkActions={canManage ? bulkActions : undefined}
      rowActions={canManage ? rowActions : undefined}
      pagination
      total={total}
      page={page}
      onPageChange={onPageChange}
      pageSize={pageSize}
      onPageSizeChange={onPageSizeChange}
      emptyMessage={emptyMessage}
    />
  );
}
