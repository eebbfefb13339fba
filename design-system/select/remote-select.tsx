import { MultiSelect, type MultiSelectProps } from './multi-select';
import type { LoadPage } from './remote-select-model';
import { Select, type SelectProps } from './select';
import { useRemoteOptions } from './use-remote-options';

/** What the remote dropdowns add to a select: the loader instead of a list. */
type RemoteSourceProps = {
  /**
   * Loads one page of options: `{ page, search, pageSize }` → `{ options, hasMore }`. Page 1
   * loads when the list first opens, the next page when the list is scrolled within 250 px of its
   * end, and page 1 again 300 ms after the search text last changed.
   */
  loadPage: LoadPage;
  /** Options per page (spec: "dropdown page size default 30"). */
  pageSize?: number;
};

/** The list's own props, which the loader provides. */
type SourcedProps =
  'options' | 'isLoading' | 'isSearchable' | 'shouldFilter' | 'onSearchChange' | 'onListEndReached';

export type RemoteSelectProps = Omit<SelectProps, SourcedProps | 'mobileFallback'> &
  RemoteSourceProps;
export type RemoteMultiSelectProps = Omit<MultiSelectProps, SourcedProps> & RemoteSourceProps;

/** The props a select needs to show a remote list (search, paging, loading). */
function useRemoteSelectProps(
  { loadPage, pageSize }: RemoteSourceProps,
  caller: Pick<SelectProps, 'knownOptions' | 'onOpenChange'>,
) {
  const remote = useRemoteOptions({ loadPage, pageSize });
  return {
    options: remote.options,
    knownOptions: [...(caller.knownOptions ?? []), ...remote.knownOptions],
    isLoading: remote.isLoading,
    isSearchable: true,
    // The loader filters by the search; the list shows what it answered.
    shouldFilter: false,
    onSearchChange: remote.search,
    onListEndReached: remote.loadMore,
    onOpenChange: (isOpen: boolean) => {
      if (isOpen) remote.open();
      caller.onOpenChange?.(isOpen);
    },
  };
}

/**
 * A single select over a list fetched page by page (employees, jobs): searchable, paged on
 * scroll. No native fallback on phones: a native select can neither search nor page.
 */
export function RemoteSelect({
  loadPage,
  pageSize,
  knownOptions,
  onOpenChange,
  ...props
}: RemoteSelectProps) {
  const remote = useRemoteSelectProps({ loadPage, pageSize }, { knownOptions, onOpenChange });
  return <Select {...props} {...remote} mobileFallback="never" />;
}

/** A multi-select over a list fetched page by page (a team of employees). */
export function RemoteMultiSelect({
  loadPage,
  pageSize,
  knownOptions,
  onOpenChange,
  ...props
}: RemoteMultiSelectProps) {
  const remote = useRemoteSelectProps({ loadPage, pageSize }, { knownOptions, onOpenChange });
  return <MultiSelect {...props} {...remote} />;
}
