import type { Db } from '../../db/connection';
import { param, prepare } from '../../db/prepared';
import { ROLE } from '../../../contract/access';
import type { PlanFields } from '../../../contract/plans';
import { planFieldsOf } from '../../lib/plan-fields';

/** Lookups the org guard makes on every org-scoped request (prepared once: they are the hot path). */
export class MembershipRepository {
  readonly #membership;
  readonly #overrides;

  constructor(private readonly db: Db) {
    this.#membership = prepare(
      db,
      db
        .selectFrom('employees')
        .select(['id', 'role_id', 'staffing_status', 'is_saas_enabled'])
        .where('org_id', '=', param('orgId'))
        .where('profile_id', '=', param('profileId')),
      ['orgId', 'profileId'],
    );
    this.#overrides = prepare(
      db,
      db
        .selectFrom('employee_permissions')
        .select(['permission_id', 'value'])
        .where('org_id', '=', param('orgId'))
        .where('employee_id', '=', param('employeeId')),
      ['orgId', 'employeeId'],
    );
  }

  async findMembership(orgId: number, profileId: number) {
    return (await this.#membership({ orgId, profileId }))[0];
  }

  async overrides(orgId: number, employeeId: number) {
    return this.#overrides({ orgId, employeeId });
  }

  /** The caller's provider role (4 or 5) when they are active staff in org 0, else undefined. */
  async providerRole(profileId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('employees')
      .select('role_id')
      .where('org_id', '=', 0)
      .where('profile_id', '=', profileId)
      .where('staffing_status', '=', 'active')
      .where('role_id', 'in', [ROLE.providerAdmin, ROLE.providerRecruiter])
      .executeTakeFirst();
    return row?.role_id;
  }

  async orgExists(orgId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('organisations')
      .select('id')
      .where('id', '=', orgId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * What an organisation's plan tier is read from (contract/plans.ts effectiveTier), for the
   * calls a tier locks; undefined when there is no such organisation.
   */
  async planFields(orgId: number): Promise<PlanFields | undefined> {
    const row = await this.db
      .selectFrom('organisations as o')
      .leftJoin('product_plans as pp', 'pp.id', 'o.plan_id')
      .select([
        'pp.tier as plan_tier',
        'o.wfm_feature_state',
        'o.wfm_trial_expiry_unix',
        'o.tt_feature_state',
        'o.tt_trial_expiry_unix',
      ])
      .where('o.id', '=', orgId)
      .executeTakeFirst();
    return row && planFieldsOf(row);
  }
}
