import type { ReactNode } from 'react';
import { Alert } from '../../design-system/alert/alert';
import { Button } from '../../design-system/button/button';
import { SkeletonTableRows } from '../../design-system/skeleton/skeleton';
import { errorText } from '../api/api-error';

/** What the body needs of a list's query (TanStack Query's result). */
export type ListQuery = {
  data: unknown;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
};

export type ListBodyProps = {
  query: ListQuery;
  /** The alert's title when the first page could not be loaded: 'The teams could not be loaded'. */
  errorTitle: string;
  /**
   * Whether a failure is dealt with elsewhere (a page that logs it and leaves): the body then
   * shows nothing instead of the alert.
   */
  isErrorHandled?: (error: unknown) => boolean;
  /** The loading placeholder's accessible name: 'Loading teams'. */
  loadingLabel: string;
  skeleton: { rows: number; columns: number };
  /** Whether the loaded list has nothing in it yet: `empty` shows instead of the list. */
  isEmpty?: boolean;
  /** What an empty list shows (an EmptyState that says how to add the first item). */
  empty?: ReactNode;
  /** The list (a DataGrid), shown once loaded; it keeps showing while the next page loads. */
  children: ReactNode;
};

/**
 * The states of a server-paged list: the load failure with 'Try again', the skeleton while the
 * first page loads, the empty state, then the list itself.
 */
export function ListBody({
  query,
  errorTitle,
  isErrorHandled,
  loadingLabel,
  skeleton,
  isEmpty = false,
  empty,
  children,
}: ListBodyProps) {
  if (query.isError && !query.data) {
    if (isErrorHandled?.(query.error)) return null;
    return (
      <Alert tone="danger" title={errorTitle}>
        <div className="flex flex-col items-start gap-2">
          <p>{errorText(query.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={loadingLabel}
        className="rounded-lg border border-border bg-surface px-4"
      >
        <SkeletonTableRows rows={skeleton.rows} columns={skeleton.columns} />
      </div>
    );
  }
  return isEmpty ? empty : children;
}
