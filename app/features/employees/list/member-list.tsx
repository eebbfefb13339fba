import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Users } from 'lucide-react';
import type { EmployeeRow } from '../../../../contract/employees';
import type {
  DataGridBulkAction,
  DataGridRowAction,
} from '../../../../design-system/data-grid/data-grid';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { FilterBuilder } from '../../../../design-system/filter-builder/filter-builder';
import type { Filter } from '../../../../design-system/filter-builder/filter-builder-model';
import { createFormatters } from '../../../../design-system/format/formatters';
import { useOrg } from '../../../api/orgs';
import { useProfile } from '../../../api/profile';
import { employeeOf } from '../../../access/actor';
import { ListScreen } from '../../../lists/list-screen';
import { useGridPaging } from '../../../lists/use-paged-list';
import { AddToTeamDialog } from './add-to-team-dialog';
import { CrewMembersLayout } from './crew-members-layout';
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
  const paging = useGridPaging(gridId);
  const { page, pageSize, setPage } = paging;
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
  return (
    <CrewMembersLayout>
      <ListScreen<EmployeeRow>
        label={text.label}
        search={{
          label: 'Search team members',
          placeholder: 'Name or email',
          onSearch: changeSearch,
        }}
        searchClassName="w-full md:w-72"
        filters={
          <FilterBuilder columns={filterable} filters={filters} onFiltersChange={changeFilters} />
        }
        // Nobody at all on this list: the empty state alone, without tools to narrow nothing.
        isToolbarHiddenWhenEmpty
        query={list.query}
        errorTitle={`The ${text.label.toLowerCase()} could not be loaded`}
        loadingLabel={`Loading ${text.label.toLowerCase()}`}
        skeletonRows={6}
        isEmpty={list.rows.length === 0 && !isNarrowed}
        empty={<EmptyState icon={<Users />} title={text.emptyTitle} description={text.empty} />}
        paging={paging}
        total={list.total}
        phoneColumns={phoneColumns}
        grid={{
          gridId,
          label: text.label,
          title: text.label,
          description: countText(list.total ?? list.rows.length),
          columns: wideColumns,
          rows: list.rows,
          getRowId: rowId,
          getRowLabel: (row) => row.display_name,
          selectedRowIds: selected,
          onSelectedRowIdsChange: setSelected,
          enableRowSelection: withSelection,
          bulkActions,
          rowActions,
          emptyMessage: search ? text.emptySearch(search) : 'No team members match the filters.',
        }}
      >
        <AddToTeamDialog
          orgId={orgId}
          employeeIds={teamTargets}
          onClose={() => setTeamTargets([])}
          onDone={() => {
            setTeamTargets([]);
            setSelected([]);
          }}
        />
      </ListScreen>
    </CrewMembersLayout>
  );
}
