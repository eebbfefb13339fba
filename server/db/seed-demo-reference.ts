import { sql } from 'kysely';
import type { Db } from './connection';

/** ~12 codes of a general contractor's cost breakdown (CSI MasterFormat divisions). */
const COST_CODES: Array<[string, string]> = [
  ['01-100', 'General conditions'],
  ['01-500', 'Temporary facilities'],
  ['02-200', 'Site clearing and demolition'],
  ['02-300', 'Earthwork and excavation'],
  ['03-100', 'Concrete formwork'],
  ['03-200', 'Reinforcing steel'],
  ['03-300', 'Cast-in-place concrete'],
  ['05-100', 'Structural steel'],
  ['06-100', 'Rough carpentry and framing'],
  ['06-200', 'Finish carpentry'],
  ['07-200', 'Insulation'],
  ['09-250', 'Drywall'],
];

/** Codes only some projects use: limited to the demo's first projects, when there are any. */
const PROJECT_ONLY_CODES = ['05-100', '03-200'];

/**
 * Reference data of the demo organisation: cost codes (two limited to the first projects of the
 * demo, if the projects seed ran first), the office and the yard as company locations in
 * Sacramento, and a bi-weekly default pay schedule with Monday workweeks.
 */
export async function seedDemoReference(db: Db, input: { orgId: number; now: number }) {
  const { orgId, now } = input;
  const times = { created_at_unix: now, updated_at_unix: now };
  // The projects table is the projects module's; its demo projects may or may not exist yet.
  const { rows: projects } = await sql<{
    id: number;
  }>`select id from projects where org_id = ${orgId} order by id limit 2`.execute(db);

  for (const [code, name] of COST_CODES) {
    const row = await db
      .insertInto('job_codes')
      .values({ org_id: orgId, code, name, ...times, archived_at_unix: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (PROJECT_ONLY_CODES.includes(code) && projects.length > 0)
      await db
        .insertInto('job_code_projects')
        .values(projects.map((project) => ({ job_code_id: row.id, project_id: project.id })))
        .execute();
  }

  await db
    .insertInto('company_locations')
    .values([
      {
        org_id: orgId,
        name: 'Main office',
        geofence_radius_meters: 60,
        enabled: 1,
        place_id: null,
        latitude: 38.57945,
        longitude: -121.49102,
        formatted_place_name: '1215 K St, Sacramento, CA 95814',
        ...times,
      },
      {
        org_id: orgId,
        name: 'Equipment yard',
        geofence_radius_meters: 150,
        enabled: 1,
        place_id: null,
        latitude: 38.55622,
        longitude: -121.43571,
        formatted_place_name: '5800 Power Inn Rd, Sacramento, CA 95824',
        ...times,
      },
    ])
    .execute();

  await db
    .insertInto('pay_schedules')
    .values({
      org_id: orgId,
      name: 'Bi-weekly crew payroll',
      frequency: 'biweekly',
      // A Monday: bi-weekly periods are whole workweeks starting Monday at midnight.
      first_period_start_date: '2025-01-06',
      workweek_start_day: 0,
      workweek_start_seconds: 0,
      is_default: 1,
      ...times,
    })
    .execute();
}
