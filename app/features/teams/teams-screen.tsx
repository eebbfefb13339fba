import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { can } from '../../../contract/access';
import { Archive, ArchiveRestore, Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { toTeamDisplay, type Team, type TeamDisplay, type TeamSort } from '../../../contract/teams';
import { Button } from '../../../design-system/button/button';
import type {
  DataGridBulkAction,
  DataGridRowAction,
} from '../../../design-system/data-grid/data-grid';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { createFormatters } from '../../../design-system/format/formatters';
import { Select } from '../../../design-system/select/select';
import { useToast } from '../../../design-system/toast/toast';
import { actorFor } from '../../access/actor';
import { errorText } from '../../api/api-error';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';
import { usePatchTeams, useTeams } from '../../api/teams';
import { ListScreen } from '../../lists/list-screen';
import { useItemDialog } from '../../lists/use-item-dialog';
import { usePagedList } from '../../lists/use-paged-list';
import { CrewMembersLayout } from '../employees/list/crew-members-layout';
import { DeleteTeamDialog } from './delete-team-dialog';
import { teamColumns, teamPhoneColumns } from './team-columns';
import { TeamFormDialog } from './team-form-dialog';

const TEAMS_GRID_ID = 'crew-teams';
const SORT_OPTIONS = [
  { value: 'desc:name', label: 'Name, Z to A' },
  { value: 'asc:name', label: 'Name, A to Z' },
];

/** /org/{orgId}/crew/members/groups: the organisation's teams (employee groups). */
export default function TeamsScreen() {
  const orgId = Number(useParams().orgId);
  const profile = useProfile();
  const actor = profile ? actorFor(profile, orgId) : null;
  const canManage = actor !== null && can(actor, 'team.manage');
  const toast = useToast();
  const org = useOrg(orgId).data;
  const format = useMemo(
    () => createFormatters({ locale: org?.country_code ?? 'us', timeZone: org?.timezone }),
    [org?.country_code, org?.timezone],
  );

  const list = usePagedList(TEAMS_GRID_ID);
  const [sortBy, setSortBy] = useState<TeamSort>('desc:name');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const editing = useItemDialog<Team>();
  const deleting = useItemDialog<TeamDisplay>();

  const query = useTeams({ orgId, ...list.query, sortBy });
  const patchTeams = usePatchTeams(orgId);
  const teams = query.data?.data;
  const rows = useMemo(() => (teams ?? []).map(toTeamDisplay), [teams]);
  const meta = query.data?.meta;
  // A page emptied by an archive or a delete: show the new last page.
  list.keepPageInRange(meta);
  const columns = useMemo(() => teamColumns(format), [format]);
  const phoneColumns = useMemo(() => teamPhoneColumns(canManage), [canManage]);

  const { openFor: openEditor } = editing;
  const { openFor: openDeleting } = deleting;
  const rowActions = useMemo<DataGridRowAction<TeamDisplay>[]>(
    () => [
      {
        label: 'Edit',
        icon: <Pencil aria-hidden="true" />,
        onSelect: (row) => {
          const team = teams?.find((each) => each.id === row.id);
          if (team) openEditor(team);
        },
      },
      {
        label: 'Delete',
        tone: 'danger',
        icon: <Trash2 aria-hidden="true" />,
        onSelect: (team) => openDeleting(team),
      },
    ],
    [teams, openEditor, openDeleting],
  );
  const archive = async (teamIds: number[], archived: boolean) => {
    try {
      const answer = await patchTeams.mutateAsync({
        employee_group_ids: teamIds,
        is_archived: archived,
      });
      toast.success(answer.message);
      setSelectedIds([]);
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const bulkActions: DataGridBulkAction[] = [
    list.isArchived
      ? {
          label: 'Unarchive',
          icon: <ArchiveRestore aria-hidden="true" />,
          isDisabled: patchTeams.isPending,
          onSelect: (ids) => void archive(ids.map(Number), false),
        }
      : {
          label: 'Archive',
          icon: <Archive aria-hidden="true" />,
          isDisabled: patchTeams.isPending,
          onSelect: (ids) => void archive(ids.map(Number), true),
        },
  ];
  // Any change of what is listed starts with nothing selected.
  const unselectAfter =
    <Args extends unknown[]>(change: (...args: Args) => void) =>
    (...args: Args) => {
      change(...args);
      setSelectedIds([]);
    };
  const changeSort = useCallback(
    (value: string | null) => {
      if (value !== 'asc:name' && value !== 'desc:name') return;
      setSortBy(value);
      list.setPage(1);
      setSelectedIds([]);
    },
    [list],
  );

  const createButton = canManage ? (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      Create team
    </Button>
  ) : null;
  const gridLabel = list.isArchived ? 'Archived teams' : 'Teams';

  return (
    <CrewMembersLayout actions={createButton}>
      <ListScreen<TeamDisplay>
        search={{
          label: 'Search teams',
          placeholder: 'Team name',
          onSearch: unselectAfter(list.setSearch),
        }}
        searchClassName="sm:w-72"
        filters={
          <Select
            label="Sort by"
            fieldClassName="sm:w-48"
            options={SORT_OPTIONS}
            value={sortBy}
            onValueChange={changeSort}
          />
        }
        archived={{
          display: 'tabs',
          label: 'Team status',
          isArchived: list.isArchived,
          onArchivedChange: unselectAfter(list.setIsArchived),
        }}
        query={query}
        errorTitle="The teams could not be loaded"
        loadingLabel="Loading teams"
        skeletonRows={6}
        isEmpty={meta?.total === 0 && list.isUnfiltered}
        empty={
          <EmptyState
            icon={<UsersRound />}
            title="No teams yet"
            description={
              canManage
                ? 'Group team members into teams to assign work and managers together.'
                : 'An administrator has not created any teams yet.'
            }
            action={createButton}
          />
        }
        paging={list}
        total={meta?.total ?? 0}
        phoneColumns={phoneColumns}
        grid={{
          gridId: TEAMS_GRID_ID,
          label: gridLabel,
          title: gridLabel,
          description: canManage ? undefined : 'Only administrators can change teams.',
          columns,
          rows,
          getRowId: (team) => String(team.id),
          getRowLabel: (team) => team.name,
          enableRowSelection: canManage,
          selectedRowIds: canManage ? selectedIds : undefined,
          onSelectedRowIdsChange: canManage ? setSelectedIds : undefined,
          bulkActions: canManage ? bulkActions : undefined,
          rowActions: canManage ? rowActions : undefined,
          emptyMessage: list.search
            ? `No ${list.isArchived ? 'archived ' : ''}teams match “${list.search}”.`
            : 'No archived teams.',
        }}
      >
        {canManage && (
          <>
            {/* Mounted from the first opening on: its pickers load only once someone asks. */}
            {editing.key > 0 && (
              <TeamFormDialog
                key={editing.key}
                orgId={orgId}
                team={editing.item}
                open={editing.open}
                onOpenChange={editing.onOpenChange}
              />
            )}
            <DeleteTeamDialog
              orgId={orgId}
              team={deleting.item}
              open={deleting.open}
              onOpenChange={deleting.onOpenChange}
            />
          </>
        )}
      </ListScreen>
    </CrewMembersLayout>
  );
}
