import { sql } from 'kysely';
import { MANAGER_VARIANT_MAX, MANAGER_VARIANT_MIN, ROLE } from '../../../contract/access';
import type { Db } from '../../db/connection';
import type { NewOrganisation, OrganisationUpdate } from './orgs.tables';
import { likeContains } from '../../lib/sql';
import { NO_PEOPLE, type OrgPeople, type OrgRowWithPlan } from './organization-view';

const TIME_APPROVER_ROLES = [
  ROLE.manager,
  ROLE.admin,
  ...Array.from(
    { length: MANAGER_VARIANT_MAX - MANAGER_VARIANT_MIN + 1 },
    (_, i) => MANAGER_VARIANT_MIN + i,
  ),
];

export class OrgsRepository {
  constructor(private readonly db: Db) {}

  #withPlan() {
    return this.db
      .selectFrom('organisations as o')
      .leftJoin('product_plans as pp', 'pp.id', 'o.plan_id')
      .selectAll('o')
      .select(['pp.tier as plan_tier', 'pp.recurring_interval as plan_recurring_interval']);
  }

  async findOrg(orgId: number): Promise<OrgRowWithPlan | undefined> {
    return this.#withPlan().where('o.id', '=', orgId).executeTakeFirst();
  }

  /**
   * Counts and people lists of several organisations in two queries: active workers and seats
   * in use (from the trigger-kept counters), and the active admins, time approvers (managers and
   * admins) and recruiters.
   */
  async people(orgIds: readonly number[]): Promise<Map<number, OrgPeople>> {
    const result = new Map<number, OrgPeople>();
    if (!orgIds.length) return result;
    for (const id of orgIds)
      result.set(id, { ...NO_PEOPLE, timeApprovers: [], admins: [], recruiters: [] });
    const [counts, staff] = await Promise.all([
      this.db
        .selectFrom('org_member_counts')
        .select(['org_id', 'workers', 'seats'])
        .where('org_id', 'in', orgIds)
        .execute(),
      this.db
        .selectFrom('employees')
        .select(['org_id', 'id', 'display_name', 'role_id'])
        .where('org_id', 'in', orgIds)
        .where('role_id', 'in', [...TIME_APPROVER_ROLES, ROLE.providerRecruiter])
        .where('staffing_status', '=', 'active')
        // Sorted here rather than in SQL: without ORDER BY the planner takes the role index and
        // reads only these few rows, instead of walking every active member in name order.
        .select('sort_key')
        .execute()
        .then((rows) =>
          rows.sort((a, b) =>
            a.sort_key < b.sort_key ? -1 : a.sort_key > b.sort_key ? 1 : a.id - b.id,
          ),
        ),
    ]);
    for (const row of counts) {
      const entry = result.get(row.org_id);
      if (!entry) continue;
      entry.workers = row.workers;
      entry.saasEnabled = row.seats;
    }
    for (const row of staff) {
      const entry = result.get(row.org_id);
      if (!entry) continue;
      const ref = { employee_id: row.id, display_name: row.display_name };
      if (row.role_id === ROLE.providerRecruiter) entry.recruiters.push(ref);
      else entry.timeApprovers.push(ref);
      if (row.role_id === ROLE.admin) entry.admins.push(ref);
    }
    return result;
  }

  async orgPeople(orgId: number): Promise<OrgPeople> {
    return (await this.people([orgId])).get(orgId) ?? NO_PEOPLE;
  }

  /** Organisations for GET /orgs: the caller's active memberships, or all of them for staff. */
  async list(input: {
    memberProfileId: number | null;
    search?: string;
    page: number;
    limit: number;
  }) {
    let query = this.db.selectFrom('organisations as o').where('o.id', '<>', 0);
    if (input.memberProfileId !== null) {
      const profileId = input.memberProfileId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('employees as e')
            .select(sql`1`.as('one'))
            .whereRef('e.org_id', '=', 'o.id')
            .where('e.profile_id', '=', profileId)
            .where('e.staffing_status', '=', 'active'),
        ),
      );
    }
    if (input.search)
      query = query.where(sql<boolean>`o.sort_key like ${likeContains(input.search)} escape '\\'`);
    const [total, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .select(['o.id', 'o.name', 'o.country_code', 'o.crew_product_status', 'o.created_at_unix'])
        .orderBy('o.sort_key')
        .orderBy('o.id')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute(),
    ]);
    return { total: Number(total.total), rows };
  }

  async seatCounts(orgIds: readonly number[]): Promise<Map<number, number>> {
    if (!orgIds.length) return new Map();
    const rows = await this.db
      .selectFrom('org_member_counts')
      .select(['org_id', 'seats'])
      .where('org_id', 'in', orgIds)
      .execute();
    return new Map(rows.map((row) => [row.org_id, row.seats]));
  }

  /** Members of an organisation by staffing status (trigger-kept). */
  async memberCounts(orgId: number) {
    return this.db
      .selectFrom('org_member_counts')
      .selectAll()
      .where('org_id', '=', orgId)
      .executeTakeFirst();
  }

  /** A new organisation (`db`: the provisioning's transaction). */
  async insert(db: Db, values: NewOrganisation): Promise<number> {
    const row = await db
      .insertInto('organisations')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Whether the person holds one of the roles in an active membership of any organisation. */
  async holdsActiveRole(profileId: number, roleIds: readonly number[]): Promise<boolean> {
    const row = await this.db
      .selectFrom('employees')
      .select('id')
      .where('profile_id', '=', profileId)
      .where('staffing_status', '=', 'active')
      .where('role_id', 'in', [...roleIds])
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A person's name and e-mail address (the founder of an organisation they create). */
  async person(db: Db, profileId: number) {
    return db
      .selectFrom('profiles')
      .select(['display_name', 'email'])
      .where('id', '=', profileId)
      .executeTakeFirstOrThrow();
  }

  async update(orgId: number, values: OrganisationUpdate): Promise<void> {
    await this.db.updateTable('organisations').set(values).where('id', '=', orgId).execute();
  }
}
