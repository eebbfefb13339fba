import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Archive, ArchiveRestore, Eye, FolderKanban, Pencil, Plus } from 'lucide-react';
import type { Project } from '../../../contract/projects';
import { Button } from '../../../design-system/button/button';
import type { DataGridRowAction } from '../../../design-system/data-grid/data-grid';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { FilterBuilder } from '../../../design-system/filter-builder/filter-builder';
import type { Filter } from '../../../design-system/filter-builder/filter-builder-model';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { useToast } from '../../../design-system/toast/toast';
import { errorText } from '../../api/api-error';
import { useCustomers, usePatchProject, useProjectGroups, useProjects } from '../../api/projects';
import { ListScreen } from '../../lists/list-screen';
import { useGridPaging } from '../../lists/use-paged-list';
import { projectColumns, projectPhoneColumns } from './project-columns';
import {
  DEFAULT_PROJECT_FILTERS,
  isUnfiltered,
  optionOf,
  projectFilterColumns,
  projectListParams,
} from './project-list-model';
import {
  createProjectPath,
  editProjectPath,
  projectGroupsPath,
  projectSummaryPath,
} from './project-paths';
import { ProjectTrackingGate, useProjectAbilities } from './project-tracking-gate';
import { useNavigate } from 'react-router-dom';

const GRID_ID = 'projects';
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
  const [filters, setFilters] = useState<Filter[]>(DEFAULT_PROJECT_FILTERS);
  const query = useProjects({
    orgId,
    page: paging.page,
    limit: paging.pageSize,
    search,
    ...projectListParams(filters),
  });
  const customers = useCustomers({ orgId, ...PICKER }).data?.data;
  const groups = useProjectGroups({ orgId, ...PICKER }).data?.data;
  const filterColumns = useMemo(
    () =>
      projectFilterColumns({
        customers: (customers ?? []).map(optionOf),
        groups: (groups ?? []).map(optionOf),
      }),
    [customers, groups],
  );
  const patch = usePatchProject(orgId);
  const columns = useMemo(() => projectColumns(orgId, canSeeMoney), [orgId, canSeeMoney]);
  const phoneColumns = useMemo(() => projectPhoneColumns(orgId), [orgId]);
  const meta = query.data?.meta;

  // Any change of what is listed starts again at page 1.
  const changeSearch = (next: string) => {
    setSearch(next);
    paging.setPage(1);
  };
  const changeFilters = (next: Filter[]) => {
    setFilters(next);
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
  return (
    <ListScreen<Project>
      search={{
        label: 'Search projects',
        placeholder: 'Name or number',
        onSearch: changeSearch,
      }}
      searchClassName="sm:w-64"
      filters={
        <FilterBuilder columns={filterColumns} filters={filters} onFiltersChange={changeFilters} />
      }
      query={query}
      errorTitle="The projects could not be loaded"
      loadingLabel="Loading projects"
      skeletonRows={6}
      isEmpty={meta?.total === 0 && isUnfiltered(search, filters)}
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
