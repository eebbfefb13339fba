import { Badge } from '../../design-system/badge/badge';
import type { DataGridColumn } from '../../design-system/data-grid/data-grid';

/** An archivable row's status: an Active or Archived badge. */
export function ArchiveStatusBadge({ archivedAtUnix }: { archivedAtUnix: number | null }) {
  return archivedAtUnix === null ? (
    <Badge tone="success">Active</Badge>
  ) : (
    <Badge tone="neutral">Archived</Badge>
  );
}

/** The Status column of a list of archivable rows. */
export function archiveStatusColumn<Row>(
  archivedAtUnix: (row: Row) => number | null,
): DataGridColumn<Row> {
  return {
    id: 'status',
    header: 'Status',
    accessor: (row) => (archivedAtUnix(row) === null ? 'Active' : 'Archived'),
    cell: (row) => <ArchiveStatusBadge archivedAtUnix={archivedAtUnix(row)} />,
    width: 100,
  };
}
