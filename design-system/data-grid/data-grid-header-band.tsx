import type { ReactNode } from 'react';
import { DataGridColumnPicker } from './data-grid-column-picker';
import { DataGridHeader } from './data-grid-header';

/**
 * The band above the grid: the caller's own `header`, or else a `DataGridHeader` with the title,
 * description and actions followed by the column picker; nothing when there is none of these.
 */
export function DataGridHeaderBand({
  header,
  title,
  description,
  actions,
  hasColumnPicker,
}: {
  header: ReactNode;
  title: ReactNode;
  description: ReactNode;
  actions: ReactNode;
  hasColumnPicker: boolean;
}) {
  if (header !== undefined && header !== null) return header;
  const picker = hasColumnPicker ? <DataGridColumnPicker /> : null;
  if (!(title || description || actions || picker)) return null;
  return (
    <DataGridHeader
      title={title}
      description={description}
      actions={
        actions || picker ? (
          <>
            {actions}
            {picker}
          </>
        ) : undefined
      }
    />
  );
}
