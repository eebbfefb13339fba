import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ArrowLeft, History } from 'lucide-react';
import type { WcCodeHistoryEntry } from '../../../contract/wc-codes';
import { Button } from '../../../design-system/button/button';
import { DataGrid } from '../../../design-system/data-grid/data-grid';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { createFormatters } from '../../../design-system/format/formatters';
import { DEFAULT_TIME_ZONE } from '../../../design-system/format/format-locale';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { Select } from '../../../design-system/select/select';
import { useOrg } from '../../api/orgs';
import { useAllWcCodes, useWcCodeHistory } from '../../api/pay-settings';
import { ListBody } from '../../lists/list-body';
import { usePhoneColumns } from '../../lists/phone-grid';
import { useGridPaging } from '../../lists/use-paged-list';
import { useWcCodeFetchFailure } from './use-wc-code-fetch-failure';
import { wcHistoryColumns, wcHistoryPhoneColumns } from './wc-history-columns';
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
  const paging = useGridPaging(WC_HISTORY_GRID_ID);

  const org = useOrg(orgId).data;
  const codes = useAllWcCodes(orgId);
  useWcCodeFetchFailure(codes.error);
  const history = useWcCodeHistory({
    orgId,
    page: paging.page,
    limit: paging.pageSize,
    wcCodeId,
  });
  const meta = history.data?.meta;

  const columns = useMemo(() => {
    const countryCode = org?.country_code ?? 'us';
    const timeZone = org?.timezone ?? DEFAULT_TIME_ZONE;
    const format = createFormatters({ locale: countryCode, timeZone });
    const when = (unix: number) =>
      `${format.date(unix)} ${formatTime(unix, countryCode, timeZone)}`;
    return { wide: wcHistoryColumns(when), phone: wcHistoryPhoneColumns(when) };
  }, [org?.country_code, org?.timezone]);
  const { columns: shown, isStacked } = usePhoneColumns(columns.wide, columns.phone);
  const options = useMemo(() => codeFilterOptions(codes.data ?? []), [codes.data]);

  const chooseCode = (value: string | null) => {
    setSearchParams(value ? { [CODE_FILTER_PARAM]: value } : {}, { replace: true });
    paging.setPage(1);
  };

  const body = (
    <ListBody
      query={history}
      errorTitle="The history could not be loaded"
      loadingLabel="Loading the history"
      skeleton={{ rows: 6, columns: shown.length }}
      isEmpty={meta?.total === 0 && wcCodeId === null}
      empty={
        <EmptyState
          icon={<History />}
          title="No changes yet"
          description="Codes you add, edit, archive or unarchive show here, with who changed them and when."
        />
      }
    >
      <DataGrid<WcCodeHistoryEntry>
        gridId={WC_HISTORY_GRID_ID}
        label="Changes to workers’ compensation codes"
        columns={shown}
        rows={history.data?.data ?? []}
        getRowId={(entry) => String(entry.id)}
        getRowLabel={(entry) => `${entry.code}, ${entry.changed_by?.display_name ?? 'Unknown'}`}
        // One stacked column on a phone: nothing to show or hide.
        enableColumnPicker={!isStacked}
        pagination
        total={meta?.total ?? 0}
        page={paging.page}
        onPageChange={paging.setPage}
        pageSize={paging.pageSize}
        onPageSizeChange={paging.setPageSize}
        emptyMessage="No changes to this code yet."
      />
    </ListBody>
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
