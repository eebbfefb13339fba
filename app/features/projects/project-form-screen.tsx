import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Project } from '../../../contract/projects';
import type { WorkSite } from '../../../contract/work-sites';
import { metersToFeet } from '../../../contract/geofence';
import type { Place } from '../../../design-system/address-autocomplete/address-model';
import { AddressAutocomplete } from '../../../design-system/address-autocomplete/address-autocomplete';
import { Button } from '../../../design-system/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../design-system/card/card';
import { TextField } from '../../../design-system/field/text-field';
import { LazyGeoMap } from '../../../design-system/geo-map/lazy-geo-map';
import { NumberField } from '../../../design-system/number-field/number-field';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { Select } from '../../../design-system/select/select';
import { TextArea } from '../../../design-system/text-area/text-area';
import { useToast } from '../../../design-system/toast/toast';
import {
  useCreateProject,
  useCustomers,
  useDeleteWorkSite,
  usePatchProject,
  useProject,
  useProjectGroups,
  useWorkSites,
} from '../../api/projects';
import { MAP_TILES } from '../../lib/map-tiles';
import { CustomerDialog } from './customer-dialog';
import { ProjectManagersField } from './project-managers-field';
import { projectBody, projectFormValues, type ProjectFormValues } from './project-form-model';
import { editProjectPath, projectSummaryPath } from './project-paths';
import { ProjectTrackingGate, useProjectAbilities } from './project-tracking-gate';
import { useFieldErrors } from './use-field-errors';
import { toPlace, WorkSiteDialog } from './work-site-dialog';

const PICKER = { page: 1, limit: 200, search: '', isArchived: false };

/** /org/{orgId}/projects/create and /projects/{projectId}/edit (both load afresh, core.md 2). */
export default function ProjectFormScreen() {
  const params = useParams();
  const orgId = Number(params.orgId);
  const projectId = params.projectId ? Number(params.projectId) : null;
  const project = useProject(orgId, projectId);
  return (
    <ProjectTrackingGate orgId={orgId}>
      {projectId === null ? (
        <ProjectForm orgId={orgId} project={null} />
      ) : project.data ? (
        <ProjectForm key={project.data.data.id} orgId={orgId} project={project.data.data} />
      ) : null}
    </ProjectTrackingGate>
  );
}

function ProjectForm({ orgId, project }: { orgId: number; project: Project | null }) {
  const toast = useToast();
  const { canSeeMoney, managerReach, employeeId } = useProjectAbilities(orgId);
  const create = useCreateProject(orgId);
  const patch = usePatchProject(orgId);
  const { errors, run } = useFieldErrors(toast.error);
  const [values, setValues] = useState<ProjectFormValues>(() => projectFormValues(project));
  const [place, setPlace] = useState<Place | null>(
    project?.address ? toPlace(project.address) : null,
  );
  const [isCustomerOpen, setCustomerOpen] = useState(false);
  const reach = useMemo(
    () =>
      managerReach === 'any'
        ? ('any' as const)
        : [...(project?.manager_ids ?? []), ...(employeeId === null ? [] : [employeeId])],
    [managerReach, project, employeeId],
  );
  const customers = useCustomers({ orgId, ...PICKER }).data?.data ?? [];
  const groups = useProjectGroups({ orgId, ...PICKER }).data?.data ?? [];
  const set =
    <K extends keyof ProjectFormValues>(key: K) =>
    (value: ProjectFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const optionOf = (item: { id: number; name: string }) => ({
    value: String(item.id),
    label: item.name,
  });
  // Names the chosen customer and group while the pickers load, and when one was archived since
  // (the project keeps it, the pickers list only those in use), instead of a bare id.
  const [knownCustomers, setKnownCustomers] = useState(() =>
    project?.customer_id && project.customer_name
      ? [optionOf({ id: project.customer_id, name: project.customer_name })]
      : [],
  );
  const knownGroups =
    project?.project_group_id && project.project_group_name
      ? [optionOf({ id: project.project_group_id, name: project.project_group_name })]
      : [];

  const save = async () => {
    const body = projectBody(values, place, {
      canSeeMoney,
      canAssignManagers: managerReach !== null,
    });
    const answer = await run(() =>
      project ? patch.mutateAsync({ id: project.id, body }) : create.mutateAsync(body),
    );
    if (!answer) return;
    toast.success(answer.message);
    // A new project goes on to its edit page, where its work sites are added.
    if (!project) window.location.assign(editProjectPath(orgId, answer.data.id));
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={project ? `Edit ${project.name}` : 'Create project'}
        actions={
          project ? (
            <Button variant="secondary" asChild>
              <a href={projectSummaryPath(orgId, project.id)}>View summary</a>
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent className="pt-6">
          <form
            aria-label={project ? 'Edit project' : 'New project'}
            className="grid gap-4 md:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <TextField
              label="Project name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              error={errors.name}
              autoComplete="off"
            />
            <TextField
              label="Project number"
              isOptional
              value={values.number}
              onChange={(e) => set('number')(e.target.value)}
              error={errors.number}
              autoComplete="off"
            />
            {/* On phones the picker keeps the whole row and its button goes under it. */}
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <Select
                label="Customer"
                isOptional
                fieldClassName="min-w-0 flex-1"
                placeholder="Choose a customer"
                options={customers.map(optionOf)}
                knownOptions={knownCustomers}
                value={values.customerId}
                onValueChange={(value) => set('customerId')(value)}
                error={errors.customer_id}
              />
              <Button
                type="button"
                variant="secondary"
                className="self-start sm:self-auto"
                onClick={() => setCustomerOpen(true)}
              >
                <Plus aria-hidden="true" />
                New customer
              </Button>
            </div>
            <Select
              label="Project group"
              isOptional
              placeholder="Choose a group"
              options={groups.map(optionOf)}
              knownOptions={knownGroups}
              value={values.groupId}
              onValueChange={(value) => set('groupId')(value)}
              error={errors.project_group_id}
            />
            <AddressAutocomplete
              label="Address"
              isOptional
              country="us"
              acceptsCoordinates
              fieldClassName="md:col-span-2"
              value={place}
              onValueChange={setPlace}
              error={errors['address.latitude'] ?? errors['address.longitude']}
            />
            <TextField
              label="Start date"
              type="date"
              isOptional
              value={values.startDate}
              onChange={(e) => set('startDate')(e.target.value)}
              error={errors.start_date}
            />
            <TextField
              label="End date"
              type="date"
              isOptional
              value={values.endDate}
              onChange={(e) => set('endDate')(e.target.value)}
              error={errors.end_date}
            />
            {canSeeMoney && (
              <>
                <NumberField
                  label="Budget hours"
                  isOptional
                  allowDecimal
                  min={0}
                  value={values.budgetHours}
                  onValueChange={set('budgetHours')}
                  error={errors.budget_hours}
                  unit="h"
                />
                <NumberField
                  label="Labour budget"
                  isOptional
                  min={0}
                  value={values.labourBudgetDollars}
                  onValueChange={set('labourBudgetDollars')}
                  error={errors.labour_budget_cents}
                  unit="$"
                  unitPosition="start"
                />
              </>
            )}
            {managerReach !== null && (
              <ProjectManagersField
                orgId={orgId}
                className="md:col-span-2"
                reach={reach}
                value={values.managerIds}
                onValueChange={set('managerIds')}
                error={errors.manager_ids}
              />
            )}
            <TextArea
              label="Notes"
              isOptional
              fieldClassName="md:col-span-2"
              value={values.notes}
              onValueChange={set('notes')}
              error={errors.notes}
              maxChar={2000}
            />
            <div className="md:col-span-2">
              <Button type="submit" disabled={create.isPending || patch.isPending}>
                {project ? 'Save project' : 'Create project'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {project ? (
        <WorkSitesSection orgId={orgId} project={project} />
      ) : (
        <p className="text-sm text-text-muted">
          Work sites can be added once the project is created.
        </p>
      )}
      {isCustomerOpen && (
        <CustomerDialog
          orgId={orgId}
          open={isCustomerOpen}
          onOpenChange={setCustomerOpen}
          onCreated={(customer) => {
            setKnownCustomers((known) => [...known, optionOf(customer)]);
            set('customerId')(String(customer.id));
          }}
        />
      )}
    </div>
  );
}

function WorkSitesSection({ orgId, project }: { orgId: number; project: Project }) {
  const toast = useToast();
  const sites = (useWorkSites(orgId, project.id).data?.data ?? []).filter(
    (site) => site.archived_at_unix === null,
  );
  const remove = useDeleteWorkSite(orgId);
  const [editing, setEditing] = useState<{ key: number; site: WorkSite | null } | null>(null);
  const near = project.address
    ? { latitude: project.address.latitude, longitude: project.address.longitude, zoom: 15 }
    : null;
  const removeSite = async (site: WorkSite) => {
    try {
      toast.success((await remove.mutateAsync({ projectId: project.id, id: site.id })).message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <CardTitle>Work sites</CardTitle>
        <Button variant="secondary" onClick={() => setEditing({ key: Date.now(), site: null })}>
          <MapPin aria-hidden="true" />
          Add work site
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <LazyGeoMap
          aria-label="Work sites of the project"
          className="h-72"
          {...MAP_TILES}
          places={sites.map((site) => ({
            id: site.id,
            label: site.name,
            latitude: site.latitude,
            longitude: site.longitude,
            radiusMeters: site.geofence_radius_meters,
          }))}
          fallbackView={near ?? undefined}
          emptyText="No work sites yet"
        />
        <ul aria-label="Work sites" className="flex flex-col divide-y divide-border">
          {sites.map((site) => (
            <li key={site.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-medium">{site.name}</span>
                <span className="text-text-muted">
                  {' '}
                  · {Math.round(metersToFeet(site.geofence_radius_meters)).toLocaleString(
                    'en-US',
                  )}{' '}
                  ft
                </span>
              </span>
              <span className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${site.name}`}
                  onClick={() => setEditing({ key: Date.now(), site })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${site.name}`}
                  onClick={() => void removeSite(site)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      {editing && (
        <WorkSiteDialog
          key={editing.key}
          orgId={orgId}
          projectId={project.id}
          site={editing.site}
          near={near}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </Card>
  );
}
