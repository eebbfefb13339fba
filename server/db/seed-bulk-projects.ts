import { nowUnix } from '../lib/time';
import { projectSearchKey } from '../modules/projects/projects.repository';
import type { Db } from './connection';

const TRADES = ['Framing', 'Roofing', 'Concrete', 'Drywall', 'Electrical', 'Plumbing', 'Paving'];
const PLACES = ['Elk Grove', 'Folsom', 'Davis', 'Roseville', 'Rocklin', 'Natomas', 'Midtown'];

/**
 * `count` projects in an organisation, for the benchmarks: names like "Folsom Framing 1234",
 * numbers P-01234, one in ten archived, in batches (a few seconds for 5,000 on either database).
 */
export async function seedBulkProjects(db: Db, orgId: number, count: number): Promise<void> {
  const now = nowUnix();
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `${PLACES[i % PLACES.length]} ${TRADES[(i * 3) % TRADES.length]} ${i + 1}`;
    const number = `P-${String(i + 1).padStart(5, '0')}`;
    return {
      org_id: orgId,
      name,
      number,
      search_key: projectSearchKey(name, number),
      customer_id: null,
      project_group_id: null,
      place_id: null,
      formatted_place_name: null,
      street: null,
      city: null,
      state: null,
      postcode: null,
      country: null,
      latitude: null,
      longitude: null,
      start_date: null,
      end_date: null,
      budget_hours: null,
      labour_budget_cents: null,
      notes: null,
      last_activity_at_unix: now,
      created_at_unix: now,
      updated_at_unix: now,
      archived_at_unix: i % 10 === 9 ? now : null,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('projects')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}
