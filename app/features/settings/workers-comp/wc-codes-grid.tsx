import { useMemo, type ReactNode } from 'react';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import type { WcCode } from '../../../../contract/wc-codes';
import { DataGrid, type DataGridRowAction } from '../../../../design-system/data-grid/data-grid';
import { wcCodeColumns } from './wc-code-columns';

export const WC_CODES_GRID_ID = 'settings-wc-codes';

export type WcCodesGridProps = {
  rows: readonly WcCode[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /** Holders of organisation settings: Edit and Archive / Unarchive in each row's menu. */
  canManage: boolean;
  /** The archived list offers Unarchive instead of Archive. */
  isArchived: boolean;
  onEdit: (code: WcCode) => void;
  onArchive: (code: WcCode) => void;
  onUnarchive: (code: WcCode) => void;
  emptyMessage: ReactNode;
};

/** One page of codes, server paged; read-only unless the viewer may manage pay settings. */
export function WcCodesGrid({
  rows,
  total,
  page,
  onPageChange,
  pageSize,
  onPageSizeChange,
  canManage,
  isArchived,
  onEdit,
  onArchive,
  onUnarchive,
  emptyMessage,
}: WcCodesGridProps) {
  const columns = useMemo(() => wcCodeColumns(), []);
  const rowActions = useMemo<DataGridRowAction<WcCode>[]>(
    () => [
      { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: (code) => onEdit(code) },
      isArchived
        ? {
            label: 'Unarchive',
            icon: <ArchiveRestore aria-hidden="true" />,
            onSelect: (code) => onUnarchive(code),
          }
        : {
            label: 'Archive',
            icon: <Archive aria-hidden="true" />,
            onSelect: (code) => onArchive(code),
          },
    ],
    [isArchived, onEdit, onArchive, onUnarchive],
  );

  return (
    <DataGrid<WcCode>
      gridId={WC_CODES_GRID_ID}
      label={isArchived ? 'Archived workers’ compensation codes' : 'Workers’ compensation codes'}
      columns={columns}
      rows={rows}
      getRowId={(code) => String(code.id)}
      getRowLabel={(code) => code.code}
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
