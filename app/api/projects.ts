import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  zCustomerCreate,
  zCustomerPatch,
  zProjectGroupCreate,
  zProjectGroupPatch,
} from '../../contract/project-catalogues';
import type { ProjectListParams, zProjectCreate, zProjectPatch } from '../../contract/projects';
import type { zWorkSiteCreate, zWorkSitePatch } from '../../contract/work-sites';
import { request } from './client';
import { invalidates, keys, useInvalidate } from './keys';

// Bodies as the schemas accept them (defaults may be left out).
type CustomerCreate = z.input<typeof zCustomerCreate>;
type CustomerPatch = z.input<typeof zCustomerPatch>;
type ProjectGroupCreate = z.input<typeof zProjectGroupCreate>;
type ProjectGroupPatch = z.input<typeof zProjectGroupPatch>;
type ProjectCreate = z.input<typeof zProjectCreate>;
type ProjectPatch = z.input<typeof zProjectPatch>;
type WorkSiteCreate = z.input<typeof zWorkSiteCreate>;
type WorkSitePatch = z.input<typeof zWorkSitePatch>;

/**
 * Projects (…/org_projects), their work sites, project groups (…/project_groups) and customers
 * (…/org_customers). Every write makes the whole projects branch stale: lists show customer and
 * group names and work-site counts.
 */

export type ProjectListInput = { orgId: number } & ProjectListParams;

/** GET /orgs/{org_id}/org_projects: one page; the last page shows while the next loads. */
export function useProjects({ orgId, ...query }: ProjectListInput, enabled = true) {
  return useQuery({
    queryKey: keys.org(orgId).projects.page(query),
    queryFn: ({ signal }) =>
      request(
        'projects',
        { params: { org_id: orgId }, query: { ...query, search: query.search || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /orgs/{org_id}/org_projects/{project_id}. */
export function useProject(orgId: number, projectId: number | null) {
  return useQuery({
    queryKey: keys.org(orgId).projects.one(projectId ?? 0),
    queryFn: ({ signal }) =>
      request('project', { params: { org_id: orgId, project_id: projectId! } }, { signal }),
    enabled: projectId !== null,
  });
}

/** GET …/org_projects/{project_id}/work_sites (in use and archived). */
export function useWorkSites(orgId: number, projectId: number | null) {
  return useQuery({
    queryKey: keys.org(orgId).projects.workSites(projectId ?? 0),
    queryFn: ({ signal }) =>
      request('workSites', { params: { org_id: orgId, project_id: projectId! } }, { signal }),
    enabled: projectId !== null,
  });
}

export type CatalogueInput = {
  orgId: number;
  page: number;
  limit: number;
  search: string;
  isArchived: boolean;
};

const catalogueQuery = ({ page, limit, search, isArchived }: CatalogueInput) => ({
  page,
  limit,
  search: search || undefined,
  is_archived: String(isArchived),
});

/** GET /orgs/{org_id}/project_groups. */
export function useProjectGroups(input: CatalogueInput, enabled = true) {
  const { orgId, ...rest } = input;
  return useQuery({
    queryKey: keys.org(orgId).projects.groups(rest),
    queryFn: ({ signal }) =>
      request(
        'projectGroups',
        { params: { org_id: orgId }, query: catalogueQuery(input) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /orgs/{org_id}/org_customers. */
export function useCustomers(input: CatalogueInput, enabled = true) {
  const { orgId, ...rest } = input;
  return useQuery({
    queryKey: keys.org(orgId).projects.customers(rest),
    queryFn: ({ signal }) =>
      request('customers', { params: { org_id: orgId }, query: catalogueQuery(input) }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useProjectsMutation<Input, Output>(
  orgId: number,
  send: (input: Input) => Promise<Output>,
) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidate(invalidates.projects(orgId)),
  });
}

export function useCreateProject(orgId: number) {
  return useProjectsMutation(orgId, (body: ProjectCreate) =>
    request('createProject', { params: { org_id: orgId }, body }),
  );
}

export function usePatchProject(orgId: number) {
  return useProjectsMutation(orgId, ({ id, body }: { id: number; body: ProjectPatch }) =>
    request('patchProject', { params: { org_id: orgId, project_id: id }, body }),
  );
}

export function useCreateWorkSite(orgId: number) {
  return useProjectsMutation(
    orgId,
    ({ projectId, body }: { projectId: number; body: WorkSiteCreate }) =>
      request('createWorkSite', { params: { org_id: orgId, project_id: projectId }, body }),
  );
}

export function usePatchWorkSite(orgId: number) {
  return useProjectsMutation(
    orgId,
    ({ projectId, id, body }: { projectId: number; id: number; body: WorkSitePatch }) =>
      request('patchWorkSite', {
        params: { org_id: orgId, project_id: projectId, work_site_id: id },
        body,
      }),
  );
}

export function useDeleteWorkSite(orgId: number) {
  return useProjectsMutation(orgId, ({ projectId, id }: { projectId: number; id: number }) =>
    request('deleteWorkSite', {
      params: { org_id: orgId, project_id: projectId, work_site_id: id },
    }),
  );
}

export function useCreateProjectGroup(orgId: number) {
  return useProjectsMutation(orgId, (body: ProjectGroupCreate) =>
    request('createProjectGroup', { params: { org_id: orgId }, body }),
  );
}

export function usePatchProjectGroup(orgId: number) {
  return useProjectsMutation(orgId, ({ id, body }: { id: number; body: ProjectGroupPatch }) =>
    request('patchProjectGroup', { params: { org_id: orgId, project_group_id: id }, body }),
  );
}

export function useCreateCustomer(orgId: number) {
  return useProjectsMutation(orgId, (body: CustomerCreate) =>
    request('createCustomer', { params: { org_id: orgId }, body }),
  );
}

export function usePatchCustomer(orgId: number) {
  return useProjectsMutation(orgId, ({ id, body }: { id: number; body: CustomerPatch }) =>
    request('patchCustomer', { params: { org_id: orgId, customer_id: id }, body }),
  );
}
