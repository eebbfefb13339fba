import type { Customer, ProjectGroup } from '../../contract/project-catalogues';
import type { Project } from '../../contract/projects';
import { PROJECT_TEXT } from '../../contract/projects';
import type { WorkSite } from '../../contract/work-sites';
import { MEMBERS, ORG_ID } from './fake-crew';
import { jsonAnswer, pageOf, type FakeRoute } from './fake-api';

/**
 * The crew's projects for the projects list and form stories: three projects (one archived) with
 * customers, groups, budgets and work sites around Denver, with fixed times so screenshots do not
 * move.
 */
const AT = 1_767_250_800;
const org = `/v1/orgs/${ORG_ID}`;
const times = { created_at_unix: AT, updated_at_unix: AT, archived_at_unix: null };

export const CUSTOMERS: Customer[] = [
  {
    id: 81,
    name: 'Front Range Health',
    contact_name: 'Mia Ortiz',
    email: null,
    phone: null,
    ...times,
  },
  { id: 82, name: 'Union Development', contact_name: null, email: null, phone: null, ...times },
];

export const PROJECT_GROUPS: ProjectGroup[] = [
  { id: 91, name: 'Commercial', ...times },
  { id: 92, name: 'Residential', ...times },
];

function project(id: number, fields: Partial<Project>): Project {
  return {
    id,
    org_id: ORG_ID,
    name: '',
    number: null,
    customer_id: null,
    customer_name: null,
    project_group_id: null,
    project_group_name: null,
    address: null,
    start_date: null,
    end_date: null,
    budget_hours: null,
    labour_budget_cents: null,
    status: 'active',
    is_archived: false,
    notes: null,
    manager_ids: [],
    work_sites_count: 0,
    can_edit: true,
    last_activity_at_unix: AT,
    auto_archived: false,
    ...times,
    ...fields,
  };
}

export const FAKE_PROJECTS: Project[] = [
  project(41, {
    name: 'Riverside Medical Center',
    number: 'P-1041',
    customer_id: 81,
    customer_name: 'Front Range Health',
    project_group_id: 91,
    project_group_name: 'Commercial',
    address: {
      place_id: 'riverside',
      formatted_place_name: '1800 Platte St, Denver, CO 80202',
      street: '1800 Platte St',
      city: 'Denver',
      state: 'CO',
      postcode: '80202',
      country: 'us',
      latitude: 39.7578,
      longitude: -105.0072,
    },
    start_date: '2026-01-05',
    end_date: '2026-11-30',
    budget_hours: 12500,
    labour_budget_cents: 96_000_000,
    notes: 'Night pours need a permit from the city.',
    manager_ids: [2],
    work_sites_count: 2,
  }),
  project(42, {
    name: 'Union Station Lofts',
    number: 'P-1042',
    customer_id: 82,
    customer_name: 'Union Development',
    project_group_id: 92,
    project_group_name: 'Residential',
    start_date: '2026-03-02',
    budget_hours: 4800,
    labour_budget_cents: 31_500_000,
    work_sites_count: 1,
  }),
  project(43, {
    name: 'Cherry Creek Library',
    number: 'P-0987',
    project_group_id: 91,
    project_group_name: 'Commercial',
    start_date: '2025-04-01',
    end_date: '2025-10-15',
    status: 'archived',
    is_archived: true,
    archived_at_unix: AT,
  }),
];

export const WORK_SITES: WorkSite[] = [
  ['Tower crane pad', 39.7582, -105.0079, 120],
  ['Parking structure', 39.7569, -105.0061, 200],
].map(([name, latitude, longitude, radius], index) => ({
  id: 500 + index,
  project_id: 41,
  name: name as string,
  place: null,
  latitude: latitude as number,
  longitude: longitude as number,
  geofence_radius_meters: radius as number,
  enabled: true,
  ...times,
}));

const byName = (search: string | null) => (item: Project) =>
  !search || `${item.name} ${item.number ?? ''}`.toLowerCase().includes(search.toLowerCase());

/** The calls of the projects list, the project form and its dialogs. */
export const PROJECT_ROUTES: FakeRoute[] = [
  {
    method: 'GET',
    path: `${org}/org_projects`,
    // Filters as the server reads them: a parameter repeated is "any of", exclude_… "none of".
    answer: (call) => {
      const named = call.query.getAll('status');
      const statuses = named.length || call.query.has('exclude_status') ? named : ['active'];
      const keeps = (name: string, value: string, kept = call.query.getAll(name)) =>
        (kept.length === 0 || kept.includes('all') || kept.includes(value)) &&
        !call.query.getAll(`exclude_${name}`).includes(value);
      return pageOf(
        FAKE_PROJECTS.filter(byName(call.query.get('search')))
          .filter((each) => keeps('status', each.status, statuses))
          .filter((each) => keeps('customer_id', String(each.customer_id)))
          .filter((each) => keeps('project_group_id', String(each.project_group_id))),
      );
    },
  },
  {
    method: 'POST',
    path: `${org}/org_projects`,
    answer: () =>
      jsonAnswer(
        {
          status_code: 400,
          message: PROJECT_TEXT.nameTaken,
          field_hints: { name: [PROJECT_TEXT.nameTaken] },
        },
        400,
      ),
  },
  {
    method: 'GET',
    path: /\/org_projects\/\d+\/work_sites$/,
    answer: (call) =>
      pageOf(WORK_SITES.filter((site) => call.path.includes(`/org_projects/${site.project_id}/`))),
  },
  {
    method: 'GET',
    path: /\/org_projects\/\d+$/,
    answer: (call) => ({
      data: FAKE_PROJECTS.find((each) => call.path.endsWith(`/org_projects/${each.id}`)),
    }),
  },
  { method: 'GET', path: `${org}/org_customers`, answer: () => pageOf(CUSTOMERS) },
  { method: 'GET', path: `${org}/project_groups`, answer: () => pageOf(PROJECT_GROUPS) },
  // The managers picker reads the active members (the crew's route answers none for a status).
  {
    method: 'GET',
    path: `${org}/employees`,
    answer: (call) => {
      const status = call.query.get('status');
      return pageOf(!status || status === 'activated' ? MEMBERS : []);
    },
  },
];
