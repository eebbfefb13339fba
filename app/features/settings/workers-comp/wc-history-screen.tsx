import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ArrowLeft, History } from 'lucide-react';
import type { WcCodeHistoryEntry } from '../../../../contract/wc-codes';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { DataGrid } from '../../../../design-system/data-grid/data-grid';
import { loadSettings } from '../../../../design-system/data-grid/data-grid-settings';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { createFormatters } from '../../../../design-system/format/formatters';
import { DEFAULT_TIME_ZONE } from '../../../../design-system/format/format-locale';
import { PageHeader } from '../../../../design-system/page-header/page-header';
import { DEFAULT_GRID_PAGE_SIZE } from '../../../../design-system/pagination/pagination-model';
import { Select } from '../../../../design-system/select/select';
import { SkeletonTableRows } from '../../../../design-system/skeleton/skeleton';
import { errorText } from '../../../api/api-error';
import { useOrg } from '../../../api/orgs';
import { useAllWcCodes, useWcCodeHistory } from '../../../api/pay-settings';
import { useWcCodeFetchFailure } from './use-wc-code-fetch-failure';
import { wcHistoryColumns } from './wc-history-columns';
import { codeFilterOptions, formatTime } from './wc-history-model';

export const WC_HISTORY_GRID_ID = 'settings-wc-code-history';
/** The code filter in the query string, so a link can open one code's history. */
export const CODE_FILTER_PARAM = 'code';

/**
 * /org/{orgId}/settings/workers-comp/history: every change to the organisation's workers'
 * compensation codes, newest first, paged by the server, optionally for one code. Who changed
 * what, and when in the organisation's date format and time zone.
 */
export default function WcHistoryScreen() {
  const orgId = Number(useParams().orgId);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = Number(searchParams.get(CODE_FILTER_PARAM));
  const wcCodeId = Number.isInteger(filter) && filter > 0 ? filter : null;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(
    () => loadSettings(WC_HISTORY_GRID_ID).pageSize ?? DEFAULT_GRID_PAGE_SIZE,
  );

  const org = useOrg(orgId).data;
  const codes = useAllWcCodes(orgId);
  useWcCodeFetchFailure(codes.error);
  const history = useWcCodeHistory({ orgId, page, limit: pageSize, wcCodeId });
  const meta = history.data?.meta;

  const columns = useMemo(() => {
    const countryCode = org?.country_code ?? 'us';
    const timeZone = org?.timezone ?? DEFAULT_TIME_ZONE;
    const format = createFormatters({ locale: countryCode, timeZone });
    return wcHistoryColumns(
      (unix) => `${format.date(unix)} ${formatTime(unix, countryCode, timeZone)}`,
    );
  }, [org?.country_code, org?.timezone]);
  const options = useMemo(() => codeFilterOptions(codes.data ?? []), [codes.data]);

  const chooseCode = (value: string | null) => {
    setSearchParams(value ? { [CODE_FILTER_PARAM]: value } : {}, { replace: true });
    setPage(1);
  };

  const body =
    history.isError && !history.data ? (
      <Alert tone="danger" title="The history could not be loaded">
        <div className="flex flex-col items-start gap-2">
          <p>{errorText(history.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    ) : history.isPending ? (
      <div
        role="status"
        aria-label="Loading the history"
        className="rounded-lg border border-border bg-surface px-4"
      >
        <SkeletonTableRows rows={6} columns={5} />
      </div>
    ) : meta?.total === 0 && wcCodeId === null ? (
      <EmptyState
        icon={<History />}
        title="No changes yet"
        description="Codes you add, edit, archive or unarchive show here, with who changed them and when."
      />
    ) : (
      <DataGrid<WcCodeHistoryEntry>
        gridId={WC_HISTORY_GRID_ID}
        label="Changes to workers’ compensation codes"
        columns={columns}
        rows={history.data?.data ?? []}
        getRowId={(entry) => String(entry.id)}
        getRowLabel={(entry) => `${entry.code}, ${entry.changed_by?.display_name ?? 'Unknown'}`}
        pagination
        total={meta?.total ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        emptyMessage="No changes to this code yet."
      />
    );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Workers’ compensation history"
        description="Every change to your workers’ compensation codes, newest first."
        actions={
          <Button asChild variant="secondary">
            <Link to={`/org/${orgId}/settings/workers-comp`}>
              <ArrowLeft aria-hidden="true" />
              Back to codes
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        <Select
          label="Code"
          fieldClassName="sm:w-80"
          placeholder="All codes"
          options={options}
          knownOptions={options}
          value={wcCodeId === null ? null : String(wcCodeId)}
          onValueChange={chooseCode}
          isLoading={codes.isPending}
          isSearchable
          isClearable
          // A phone's native select would read 'None' for no filter; 'All codes' says what it is.
          mobileFallback="never"
        />
        {body}
      </div>
    </div>
  );
}
