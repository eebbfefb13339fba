import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Plus, UsersRound } from 'lucide-react';
import {
  toTeamDisplay,
  type Team,
  type TeamDisplay,
  type TeamSort,
} from '../../../../contract/teams';
import { Button } from '../../../../design-system/button/button';
import { EmptyState } from '../../../../design-system/empty-state/empty-state';
import { createFormatters } from '../../../../design-system/format/formatters';
import { SearchInput } from '../../../../design-system/search-input/search-input';
import { Select } from '../../../../design-system/select/select';
import { Tabs } from '../../../../design-system/tabs/tabs';
import { useToast } from '../../../../design-system/toast/toast';
import { actorFor } from '../../../access/actor';
import { errorText } from '../../../api/api-error';
import { useOrg } from '../../../api/orgs';
import { useProfile } from '../../../api/profile';
import { usePatchTeams, useTeams } from '../../../api/teams';
import { ListBody } from '../../../lists/list-body';
import { usePagedList } from '../../../lists/use-paged-list';
import { CrewMembersLayout } from '../members/crew-members-layout';
import { DeleteTeamDialog } from './delete-team-dialog';
import { TeamFormDialog } from './team-form-dialog';
import { canManageTeams } from './team-model';
import { TEAMS_GRID_ID, TeamsGrid } from './teams-grid';

const SORT_OPTIONS = [
  { value: 'desc:name', label: 'Name, Z to A' },
  { value: 'asc:name', label: 'Name, A to Z' },
];
const STATUS_TABS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

type Editing = { team: Team | null; open: boolean; key: number };
type Deleting = { team: TeamDisplay | null; open: boolean };

/** /org/{orgId}/crew/members/groups: the organisation's teams (employee groups). */
export default function TeamsScreen() {
  const orgId = Number(useParams().orgId);
  const profile = useProfile();
  const canManage = canManageTeams(profile ? actorFor(profile, orgId) : null);
  const toast = useToast();
  const org = useOrg(orgId).data;
  const format = useMemo(
    () => createFormatters({ locale: org?.country_code ?? 'us', timeZone: org?.timezone }),
    [org?.country_code, org?.timezone],
  );

  const list = usePagedList(TEAMS_GRID_ID);
  const [sortBy, setSortBy] = useState<TeamSort>('desc:name');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>({ team: null, open: false, key: 0 });
  const [deleting, setDeleting] = useState<Deleting>({ team: null, open: false });

  const query = useTeams({ orgId, ...list.query, sortBy });
  const patchTeams = usePatchTeams(orgId);
  const teams = query.data?.data;
  const rows = useMemo(() => (teams ?? []).map(toTeamDisplay), [teams]);
  const meta = query.data?.meta;
  // A page emptied by an archive or a delete: show the new last page.
  list.keepPageInRange(meta);
  const openEditor = (team: Team | null) =>
    setEditing((last) => ({ team, open: true, key: last.key + 1 }));
  const onEdit = useCallback(
    (row: TeamDisplay) => {
      const team = teams?.find((each) => each.id === row.id);
      if (team) setEditing((last) => ({ team, open: true, key: last.key + 1 }));
    },
    [teams],
  );
  const onDelete = useCallback((team: TeamDisplay) => setDeleting({ team, open: true }), []);
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

  const createButton = canManage ? (
    <Button onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      Create team
    </Button>
  ) : null;
  const listBody = (
    <ListBody
      query={query}
      errorTitle="The teams could not be loaded"
      loadingLabel="Loading teams"
      skeleton={{ rows: 6, columns: 5 }}
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
    >
      <TeamsGrid
        rows={rows}
        total={meta?.total ?? 0}
        page={list.page}
        onPageChange={list.setPage}
        pageSize={list.pageSize}
        onPageSizeChange={list.setPageSize}
        format={format}
        canManage={canManage}
        isArchived={list.isArchived}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        onArchive={(ids, archived) => void archive(ids, archived)}
        isArchiving={patchTeams.isPending}
        onEdit={onEdit}
        onDelete={onDelete}
        description={canManage ? undefined : 'Only administrators can change teams.'}
        emptyMessage={
          list.search
            ? `No ${list.isArchived ? 'archived ' : ''}teams match “${list.search}”.`
            : 'No archived teams.'
        }
      />
    </ListBody>
  );

  return (
    <CrewMembersLayout actions={createButton}>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchInput
            label="Search teams"
            placeholder="Team name"
            fieldClassName="sm:max-w-sm sm:flex-1"
            onSearch={(text) => {
              list.setSearch(text);
              setSelectedIds([]);
            }}
          />
          <Select
            label="Sort by"
            fieldClassName="sm:w-48"
            options={SORT_OPTIONS}
            value={sortBy}
            onValueChange={(value) => {
              if (value !== 'asc:name' && value !== 'desc:name') return;
              setSortBy(value);
              list.setPage(1);
              setSelectedIds([]);
            }}
          />
        </div>
        {/* Both tabs show the same list; the chosen one decides which teams it holds. */}
        <Tabs
          aria-label="Team status"
          items={STATUS_TABS.map((tab) => ({ ...tab, content: listBody }))}
          value={list.isArchived ? 'archived' : 'active'}
          onValueChange={(value) => {
            list.setIsArchived(value === 'archived');
            setSelectedIds([]);
          }}
        />
      </div>
      {canManage && (
        <>
          {/* Mounted from the first opening on: its pickers load only once someone asks. */}
          {editing.key > 0 && (
            <TeamFormDialog
              key={editing.key}
              orgId={orgId}
              team={editing.team}
              open={editing.open}
              onOpenChange={(open) => setEditing((last) => ({ ...last, open }))}
            />
          )}
          <DeleteTeamDialog
            orgId={orgId}
            team={deleting.team}
            open={deleting.open}
            onOpenChange={(open) => setDeleting((last) => ({ ...last, open }))}
          />
        </>
      )}
    </CrewMembersLayout>
  );
}
