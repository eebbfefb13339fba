import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Folders } from 'lucide-react';
import type { z } from 'zod';
import {
  PROJECT_GROUP_NAME_MAX,
  zProjectGroupCreate,
  type ProjectGroup,
} from '../../../contract/project-catalogues';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { useCreateProjectGroup, usePatchProjectGroup, useProjectGroups } from '../../api/projects';
import { FormDialog } from '../../forms/form-dialog';
import { archiveStatusColumn } from '../../lists/archive-status-column';
import { CataloguePanel, type CatalogueWords } from '../../lists/catalogue-panel';
import { usePagedList } from '../../lists/use-paged-list';
import { ProjectTrackingGate, useProjectAbilities } from './project-tracking-gate';

const GRID_ID = 'project-groups';

const WORDS: CatalogueWords<ProjectGroup> = {
  plural: 'project groups',
  searchPlaceholder: 'Group name',
  gridLabel: 'Project groups',
  archivedGridLabel: 'Archived project groups',
  loadingLabel: 'Loading project groups',
  loadErrorTitle: 'The project groups could not be loaded',
  addLabel: 'Create group',
  emptyTitle: 'No project groups yet',
  emptyDescription: {
    manager:
      'Group projects, such as Residential or Public works, to filter and report on them together.',
    reader: 'An administrator has not created any project groups yet.',
  },
  archiveTitle: (group) => `Archive group ${group?.name ?? ''}?`,
  archiveLabel: 'Archive group',
  archiveMessage:
    'Its projects keep the group, but new projects cannot choose it. You can unarchive it later.',
};

/** /org/{orgId}/projects/groups: list, create, rename, archive. */
export default function ProjectGroupsScreen() {
  const orgId = Number(useParams().orgId);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Project groups"
        description="Sort projects into groups."
      />
      <ProjectTrackingGate orgId={orgId}>
        <ProjectGroupsPanel orgId={orgId} />
      </ProjectTrackingGate>
    </div>
  );
}

function ProjectGroupsPanel({ orgId }: { orgId: number }) {
  const { canCreate } = useProjectAbilities(orgId);
  const list = usePagedList(GRID_ID);
  const query = useProjectGroups({ orgId, ...list.query });
  list.keepPageInRange(query.data?.meta);
  const { mutateAsync } = usePatchProjectGroup(orgId);
  const columns = useMemo<DataGridColumn<ProjectGroup>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        accessor: (group) => group.name,
        width: 320,
        enableHiding: false,
      },
      archiveStatusColumn((group) => group.archived_at_unix),
    ],
    [],
  );
  const setArchived = useCallback(
    (group: ProjectGroup, isArchived: boolean) =>
      mutateAsync({ id: group.id, body: { is_archived: isArchived } }),
    [mutateAsync],
  );
  return (
    <CataloguePanel
      gridId={GRID_ID}
      list={list}
      query={query}
      columns={columns}
      getRowLabel={(group) => group.name}
      canManage={canCreate}
      words={WORDS}
      emptyIcon={<Folders />}
      setArchived={setArchived}
      renderForm={({ item, open, onOpenChange }) => (
        <ProjectGroupDialog orgId={orgId} group={item} open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}

function ProjectGroupDialog({
  orgId,
  group,
  open,
  onOpenChange,
}: {
  orgId: number;
  group: ProjectGroup | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateProjectGroup(orgId);
  const patch = usePatchProjectGroup(orgId);
  const form = useZodForm(zProjectGroupCreate, { defaultValues: { name: group?.name ?? '' } });
  const save = (values: z.output<typeof zProjectGroupCreate>) =>
    group ? patch.mutateAsync({ id: group.id, body: values }) : create.mutateAsync(values);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={group ? 'Rename group' : 'Create group'}
      form={form}
      formLabel={group ? 'Rename project group' : 'New project group'}
      submitLabel={group ? 'Save changes' : 'Create group'}
      onSave={save}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        autoComplete="off"
        maxLength={PROJECT_GROUP_NAME_MAX}
      />
    </FormDialog>
  );
}
