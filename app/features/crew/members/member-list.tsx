import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Users } from 'lucide-react';
import type { EmployeeRow } from '../../../../contract/employees';
import { Alert } from '../../../../design-system/alert/alert';
import {
  DataGrid,
  type DataGridBulkAction,
  type DataGridRowAction,
} from '../../../../design-system/data-grid/data-grid';
import { loadSettings } from '../../../../design-system/data-grid/data-grid-settings';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { FilterBuilder } from '../../../../design-system/filter-builder/filter-builder';
import type { Filter } from '../../../../design-system/filter-builder/filter-builder-model';
import { createFormatters } from '../../../../design-system/format/formatters';
import { DEFAULT_GRID_PAGE_SIZE } from '../../../../design-system/pagination/pagination-model';
import { SearchInput } from '../../../../design-system/search-input/search-input';
import { SkeletonGroup, SkeletonTableRows } from '../../../../design-system/skeleton/skeleton';
import { errorText } from '../../../api/api-error';
import { useOrg } from '../../../api/orgs';
import { useProfile } from '../../../api/profile';
import { employeeOf } from '../../../access/actor';
import { AddToTeamDialog } from './add-to-team-dialog';
import { CrewMembersLayout } from './crew-members-layout';
import { usePhoneColumns } from '../../../lists/phone-grid';
import { memberColumns, memberPhoneColumns } from './member-columns';
import { memberListAccess } from './member-access';
import { canBeInvited } from './member-labels';
import { filterColumns, VIEW_TEXT, type MemberListView } from './member-list-model';
import { useInviteActions } from './use-invite-actions';
import { useMemberRows } from './use-member-rows';

const rowId = (row: EmployeeRow) => String(row.employee_id);
const countText = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/** One of the team-member lists (Members, Deactivated, Expired invites) in the shared frame. */
export function MemberList({ view }: { view: MemberListView }) {
  const orgId = Number(useParams().orgId);
  const profile = useProfile();
  const navigate = useNavigate();
  const org = useOrg(orgId).data ?? (profile && employeeOf(profile, orgId)?.organization);
  const access = memberListAccess(profile, orgId);
  const gridId = `crew-${view}`;
  const text = VIEW_TEXT[view];

  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filter[]>([]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(
    () => loadSettings(gridId).pageSize ?? DEFAULT_GRID_PAGE_SIZE,
  );
  const [selected, setSelected] = useState<string[]>([]);
  const [teamTargets, setTeamTargets] = useState<number[]>([]);
  const list = useMemberRows({ orgId, view, search, filters, page, pageSize });
  const invites = useInviteActions(orgId);

  const formatters = useMemo(
    () => createFormatters({ locale: org?.country_code ?? 'us', timeZone: org?.timezone }),
    [org?.country_code, org?.timezone],
  );
  const wideColumns = useMemo(
    () => memberColumns({ orgId, formatters, showPay: access.canSeePay }),
    [orgId, formatters, access.canSeePay],
  );
  const filterable = useMemo(() => filterColumns(view), [view]);

  const byId = new Map(list.rows.map((row) => [rowId(row), row]));
  const selectedRows = selected.flatMap((id) => byId.get(id) ?? []);
  const invitable = selectedRows.filter(canBeInvited);
  const bulkActions: DataGridBulkAction[] = [
    ...(access.canAssignTeams
      ? [{ label: 'Add to team', onSelect: (ids: string[]) => setTeamTargets(ids.map(Number)) }]
      : []),
    ...(access.canInvite && view !== 'deactivated'
      ? [
          {
            label: 'Send invites',
            isDisabled: invitable.length === 0 || invites.isSending,
            onSelect: () =>
              void invites.sendMany(invitable.map((row) => row.employee_id)).then(() => {
                setSelected([]);
              }),
          },
        ]
      : []),
  ];
  const withSelection = bulkActions.length > 0;
  const phoneColumns = useMemo(
    () => memberPhoneColumns({ orgId, showPay: access.canSeePay, withSelection }),
    [orgId, access.canSeePay, withSelection],
  );
  const { columns, isStacked } = usePhoneColumns(wideColumns, phoneColumns);
  const rowActions: DataGridRowAction<EmployeeRow>[] = [
    {
      label: 'View',
      onSelect: (row) => void navigate(`/org/${orgId}/employee/${row.employee_id}`),
    },
    ...(access.canInvite
      ? [
          {
            label: 'Resend invite',
            isDisabled: (row: EmployeeRow) => !canBeInvited(row),
            onSelect: (row: EmployeeRow) => void invites.resend(row.employee_id),
          },
        ]
      : []),
  ];

  // Any change of what is listed starts again at page 1 with nothing selected.
  const changeSearch = (next: string) => {
    setSearch(next.trim());
    setPage(1);
    setSelected([]);
  };
  const changeFilters = (next: Filter[]) => {
    setFilters(next);
    setPage(1);
    setSelected([]);
  };

  const isNarrowed = search !== '' || filters.length > 0;
  const isFirstLoad = list.isPending && list.rows.length === 0;
  const isEmpty = !list.isPending && !list.error && list.rows.length === 0;
  // Nobody at all on this list: the empty state alone, without tools to narrow nothing.
  const isBlank = isEmpty && !isNarrowed;
  return (
    <CrewMembersLayout>
      <section aria-label={text.label} className="flex min-w-0 flex-col gap-4">
        {!isBlank && (
          <div className="flex flex-col gap-3 md:flex-row md:items-end">
            <SearchInput
              label="Search team members"
              placeholder="Name or email"
              fieldClassName="w-full md:max-w-sm"
              onSearch={changeSearch}
            />
            <FilterBuilder columns={filterable} filters={filters} onFiltersChange={changeFilters} />
          </div>
        )}
        {list.error ? <Alert tone="danger">{errorText(list.error)}</Alert> : null}
        {isFirstLoad && (
          <SkeletonGroup label={`Loading ${text.label.toLowerCase()}`}>
            <SkeletonTableRows rows={6} columns={5} />
          </SkeletonGroup>
        )}
        {isBlank && (
          <EmptyState icon={<Users />} title={text.emptyTitle} description={text.empty} />
        )}
        {!isFirstLoad && !isBlank && !list.error && (
          <DataGrid
            gridId={gridId}
            label={text.label}
            title={text.label}
            description={countText(list.total ?? list.rows.length)}
            columns={columns}
            rows={list.rows}
            getRowId={rowId}
            getRowLabel={(row) => row.display_name}
            selectedRowIds={selected}
            onSelectedRowIdsChange={setSelected}
            enableRowSelection={withSelection}
            // One stacked column on a phone: nothing to show or hide.
            enableColumnPicker={!isStacked}
            bulkActions={bulkActions}
            rowActions={rowActions}
            pagination
            page={page}
            onPageChange={setPage}
            pageSize={pageSize}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            total={list.total}
            emptyMessage={search ? text.emptySearch(search) : 'No team members match the filters.'}
          />
        )}
      </section>
      <AddToTeamDialog
        orgId={orgId}
        employeeIds={teamTargets}
        onClose={() => setTeamTargets([])}
        onDone={() => {
          setTeamTargets([]);
          setSelected([]);
        }}
      />
    </CrewMembersLayout>
  );
}
