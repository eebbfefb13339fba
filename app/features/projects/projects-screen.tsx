import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Archive, ArchiveRestore, Eye, FolderKanban, Pencil, Plus } from 'lucide-react';
import type { Project, ProjectListQuery } from '../../../contract/projects';
import { Button } from '../../../design-system/button/button';
import type { DataGridRowAction } from '../../../design-system/data-grid/data-grid';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { Select } from '../../../design-system/select/select';
import { useToast } from '../../../design-system/toast/toast';
import { errorText } from '../../api/api-error';
import { useCustomers, usePatchProject, useProjectGroups, useProjects } from '../../api/projects';
import { ListScreen } from '../../lists/list-screen';
import { useGridPaging } from '../../lists/use-paged-list';
import { projectColumns, projectPhoneColumns } from './project-columns';
import {
  createProjectPath,
  editProjectPath,
  projectGroupsPath,
  projectSummaryPath,
} from './project-paths';
import { ProjectTrackingGate, useProjectAbilities } from './project-tracking-gate';
import { useNavigate } from 'react-router-dom';

const GRID_ID = 'projects';
type Status = ProjectListQuery['status'];
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];
const PICKER = { page: 1, limit: 200, search: '', isArchived: false };

/** /org/{orgId}/projects: the organisation's projects. */
export default function ProjectsScreen() {
  const orgId = Number(useParams().orgId);
  const { canCreate } = useProjectAbilities(orgId);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Projects"
        description="The jobs your crews record time against, with their work sites and budgets."
        actions={
          canCreate ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" asChild>
                <a href={projectGroupsPath(orgId)}>Project groups</a>
              </Button>
              <Button asChild>
                {/* The create page always loads afresh (core.md 2). */}
                <a href={createProjectPath(orgId)}>
                  <Plus aria-hidden="true" />
                  Create project
                </a>
              </Button>
            </div>
          ) : null
        }
      />
      <ProjectTrackingGate orgId={orgId}>
        <ProjectsList orgId={orgId} />
      </ProjectTrackingGate>
    </div>
  );
}

function ProjectsList({ orgId }: { orgId: number }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { canCreate, canSeeMoney } = useProjectAbilities(orgId);
  const paging = useGridPaging(GRID_ID);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('active');
  const [customerId, setCustomerId] = useState<number | undefined>();
  const [groupId, setGroupId] = useState<number | undefined>();
  const query = useProjects({
    orgId,
    page: paging.page,
    limit: paging.pageSize,
    search,
    status,
    customer_id: customerId,
    project_group_id: groupId,
  });
  const customers = useCustomers({ orgId, ...PICKER }).data?.data ?? [];
  const groups = useProjectGroups({ orgId, ...PICKER }).data?.data ?? [];
  const patch = usePatchProject(orgId);
  const columns = useMemo(() => projectColumns(orgId, canSeeMoney), [orgId, canSeeMoney]);
  const phoneColumns = useMemo(() => projectPhoneColumns(orgId), [orgId]);
  const meta = query.data?.meta;
  const isUnfiltered = !search && status === 'active' && !customerId && !groupId;

  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      paging.setPage(1);
    };
  const setArchived = async (project: Project, isArchived: boolean) => {
    try {
      const answer = await patch.mutateAsync({ id: project.id, body: { is_archived: isArchived } });
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const rowActions: DataGridRowAction<Project>[] = [
    {
      label: 'Open',
      icon: <Eye aria-hidden="true" />,
      onSelect: (project) => navigate(projectSummaryPath(orgId, project.id)),
    },
    {
      label: 'Edit',
      icon: <Pencil aria-hidden="true" />,
      isDisabled: (project) => !project.can_edit,
      // The edit page always loads afresh (core.md 2).
      onSelect: (project) => window.location.assign(editProjectPath(orgId, project.id)),
    },
    {
      label: 'Archive',
      icon: <Archive aria-hidden="true" />,
      isDisabled: (project) => !project.can_edit || project.is_archived,
      onSelect: (project) => void setArchived(project, true),
    },
    {
      label: 'Restore',
      icon: <ArchiveRestore aria-hidden="true" />,
      isDisabled: (project) => !project.can_edit || !project.is_archived,
      onSelect: (project) => void setArchived(project, false),
    },
  ];
  const optionOf = (item: { id: number; name: string }) => ({
    value: String(item.id),
    label: item.name,
  });

  return (
    <ListScreen<Project>
      search={{
        label: 'Search projects',
        placeholder: 'Name or number',
        onSearch: filtered(setSearch),
      }}
      searchClassName="sm:w-64"
      filters={
        <>
          <Select
            label="Status"
            fieldClassName="sm:w-36"
            options={STATUS_OPTIONS}
            value={status}
            onValueChange={(value) => filtered(setStatus)((value ?? 'active') as Status)}
          />
          <Select
            label="Customer"
            fieldClassName="sm:w-48"
            placeholder="Any customer"
            options={customers.map(optionOf)}
            value={customerId ? String(customerId) : null}
            onValueChange={(value) => filtered(setCustomerId)(value ? Number(value) : undefined)}
          />
          <Select
            label="Group"
            fieldClassName="sm:w-44"
            placeholder="Any group"
            options={groups.map(optionOf)}
            value={groupId ? String(groupId) : null}
            onValueChange={(value) => filtered(setGroupId)(value ? Number(value) : undefined)}
          />
        </>
      }
      query={query}
      errorTitle="The projects could not be loaded"
      loadingLabel="Loading projects"
      skeletonRows={6}
      isEmpty={meta?.total === 0 && isUnfiltered}
      empty={
        <EmptyState
          icon={<FolderKanban />}
          title="No projects yet"
          description={
            canCreate
              ? 'Create the jobs your crews work on, so they can record their time against them.'
              : 'An administrator has not created any projects yet.'
          }
        />
      }
      paging={paging}
      total={meta?.total ?? 0}
      phoneColumns={phoneColumns}
      grid={{
        gridId: GRID_ID,
        label: 'Projects',
        title: 'Projects',
        columns,
        rows: query.data?.data ?? [],
        getRowId: (project) => String(project.id),
        getRowLabel: (project) => project.name,
        rowActions,
        emptyMessage: search
          ? `No projects match “${search}”.`
          : 'No projects match these filters.',
      }}
    />
  );
}
