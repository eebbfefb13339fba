import type { Db } from './connection';
import { projectSearchKey } from '../modules/projects/projects.repository';

const DAY = 86_400;

type DemoPlace = {
  street: string;
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
};

/** Jobs around the demo company's Sacramento office. */
const PROJECTS: Array<{
  name: string;
  number: string;
  customer: number | null;
  group: number;
  place: DemoPlace;
  months: [start: number, end: number];
  budgetHours: number;
  labourBudgetDollars: number;
  /** Index of the demo manager assigned (0 Jordan Lee, 1 Sam Rivera), if any. */
  manager: number | null;
  archived?: boolean;
  sites: Array<{ name: string; dLat: number; dLng: number; radius: number }>;
}> = [
  {
    name: 'Midtown Lofts',
    number: 'SB-2301',
    customer: 0,
    group: 0,
    place: {
      street: '1901 P St',
      city: 'Sacramento',
      postcode: '95811',
      latitude: 38.5708,
      longitude: -121.4835,
    },
    months: [-3, 5],
    budgetHours: 6400,
    labourBudgetDollars: 412_000,
    manager: 0,
    sites: [
      { name: 'Main building', dLat: 0, dLng: 0, radius: 80 },
      { name: 'Laydown yard', dLat: 0.0016, dLng: 0.0021, radius: 45 },
    ],
  },
  {
    name: 'Riverside Townhomes',
    number: 'SB-2302',
    customer: 0,
    group: 0,
    place: {
      street: '400 Riverside Blvd',
      city: 'West Sacramento',
      postcode: '95605',
      latitude: 38.5741,
      longitude: -121.5247,
    },
    months: [-1, 8],
    budgetHours: 9800,
    labourBudgetDollars: 655_000,
    manager: 0,
    sites: [{ name: 'Phase 1 lots', dLat: 0, dLng: 0, radius: 150 }],
  },
  {
    name: 'Oak Park Community Center',
    number: 'SB-2303',
    customer: 1,
    group: 1,
    place: {
      street: '3425 Martin Luther King Jr Blvd',
      city: 'Sacramento',
      postcode: '95817',
      latitude: 38.5436,
      longitude: -121.4627,
    },
    months: [-2, 4],
    budgetHours: 3200,
    labourBudgetDollars: 198_000,
    manager: 1,
    sites: [{ name: 'Center', dLat: 0, dLng: 0, radius: 60 }],
  },
  {
    name: 'Folsom Blvd Retail Fit-out',
    number: 'SB-2304',
    customer: 2,
    group: 2,
    place: {
      street: '5640 Folsom Blvd',
      city: 'Sacramento',
      postcode: '95819',
      latitude: 38.5557,
      longitude: -121.4323,
    },
    months: [0, 2],
    budgetHours: 1100,
    labourBudgetDollars: 71_500,
    manager: null,
    sites: [{ name: 'Unit 4', dLat: 0, dLng: 0, radius: 35 }],
  },
  {
    name: 'Elk Grove Warehouse Slab',
    number: 'SB-2305',
    customer: 2,
    group: 2,
    place: {
      street: '9800 Waterman Rd',
      city: 'Elk Grove',
      postcode: '95624',
      latitude: 38.4126,
      longitude: -121.3717,
    },
    months: [-1, 1],
    budgetHours: 2400,
    labourBudgetDollars: 150_000,
    manager: 1,
    sites: [
      { name: 'Slab pour', dLat: 0, dLng: 0, radius: 200 },
      { name: 'Batch plant', dLat: -0.004, dLng: 0.003, radius: 120 },
    ],
  },
  {
    name: 'Land Park Kitchen Remodel',
    number: 'SB-2306',
    customer: null,
    group: 0,
    place: {
      street: '1220 Vallejo Way',
      city: 'Sacramento',
      postcode: '95818',
      latitude: 38.5493,
      longitude: -121.5007,
    },
    months: [0, 1],
    budgetHours: 320,
    labourBudgetDollars: 24_000,
    manager: null,
    sites: [{ name: 'House', dLat: 0, dLng: 0, radius: 30 }],
  },
  {
    name: 'Capitol Mall Lobby Refresh',
    number: 'SB-2207',
    customer: 1,
    group: 1,
    place: {
      street: '1000 Capitol Mall',
      city: 'Sacramento',
      postcode: '95814',
      latitude: 38.5767,
      longitude: -121.5005,
    },
    months: [-10, -4],
    budgetHours: 900,
    labourBudgetDollars: 60_000,
    manager: 0,
    archived: true,
    sites: [{ name: 'Lobby', dLat: 0, dLng: 0, radius: 40 }],
  },
  {
    name: 'Natomas Fence Line',
    number: 'SB-2208',
    customer: null,
    group: 2,
    place: {
      street: '2600 Del Paso Rd',
      city: 'Sacramento',
      postcode: '95835',
      latitude: 38.6512,
      longitude: -121.5035,
    },
    months: [-9, -6],
    budgetHours: 450,
    labourBudgetDollars: 28_000,
    manager: 1,
    archived: true,
    sites: [],
  },
];

const CUSTOMERS = [
  {
    name: 'Harbor Point Developments',
    contact_name: 'Renee Walsh',
    email: 'renee@harborpoint.example',
    phone: '+1 916 555 0142',
  },
  {
    name: 'City of Sacramento',
    contact_name: 'Marcus Bell',
    email: 'mbell@cityofsac.example',
    phone: '+1 916 555 0190',
  },
  {
    name: 'Valley Retail Group',
    contact_name: 'Priya Shah',
    email: null,
    phone: '+1 916 555 0117',
  },
];
const GROUPS = ['Residential', 'Public works', 'Commercial'];

/** The plain date `months` months from now, as 'YYYY-MM-DD' (the first of that month). */
function monthStart(now: number, months: number): string {
  const date = new Date(now * 1000);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
    .toISOString()
    .slice(0, 10);
}

/**
 * The demo organisation's project tracking: three customers, three project groups, eight
 * projects around Sacramento (two archived), each with a budget, assigned managers and work sites
 * with geofences.
 */
export async function seedDemoProjects(
  db: Db,
  input: { orgId: number; managerIds: number[]; now: number },
) {
  const { orgId, now } = input;
  const times = { created_at_unix: now, updated_at_unix: now, archived_at_unix: null };
  const customerIds: number[] = [];
  for (const customer of CUSTOMERS) {
    const row = await db
      .insertInto('customers')
      .values({ org_id: orgId, ...customer, ...times })
      .returning('id')
      .executeTakeFirstOrThrow();
    customerIds.push(row.id);
  }
  const groupIds: number[] = [];
  for (const name of GROUPS) {
    const row = await db
      .insertInto('project_groups')
      .values({ org_id: orgId, name, ...times })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.push(row.id);
  }
  for (const [index, project] of PROJECTS.entries()) {
    const { place } = project;
    const row = await db
      .insertInto('projects')
      .values({
        org_id: orgId,
        name: project.name,
        number: project.number,
        search_key: projectSearchKey(project.name, project.number),
        customer_id: project.customer === null ? null : customerIds[project.customer]!,
        project_group_id: groupIds[project.group]!,
        place_id: `demo:project-${index + 1}`,
        formatted_place_name: `${place.street}, ${place.city}, CA ${place.postcode}`,
        street: place.street,
        city: place.city,
        state: 'CA',
        postcode: place.postcode,
        country: 'us',
        latitude: place.latitude,
        longitude: place.longitude,
        start_date: monthStart(now, project.months[0]),
        end_date: monthStart(now, project.months[1]),
        budget_hours: project.budgetHours,
        labour_budget_cents: project.labourBudgetDollars * 100,
        notes: null,
        last_activity_at_unix: project.archived ? now - 120 * DAY : now - index * DAY,
        auto_archived: 0,
        ...times,
        archived_at_unix: project.archived ? now - 90 * DAY : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (project.manager !== null && input.managerIds[project.manager] !== undefined)
      await db
        .insertInto('project_managers')
        .values({
          org_id: orgId,
          project_id: row.id,
          employee_id: input.managerIds[project.manager]!,
        })
        .execute();
    for (const site of project.sites)
      await db
        .insertInto('work_sites')
        .values({
          org_id: orgId,
          project_id: row.id,
          name: site.name,
          place_id: null,
          formatted_place_name: null,
          street: null,
          city: null,
          state: null,
          postcode: null,
          country: null,
          latitude: place.latitude + site.dLat,
          longitude: place.longitude + site.dLng,
          geofence_radius_meters: site.radius,
          enabled: 1,
          ...times,
        })
        .execute();
  }
}
