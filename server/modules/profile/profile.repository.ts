import type { Db } from '../../db/connection';
import { param, prepare } from '../../db/prepared';
import { profileFingerprint, withProfileVersions } from '../../lib/profile-fingerprint';

export class ProfileRepository {
  readonly #fingerprint;

  constructor(private readonly db: Db) {
    this.#fingerprint = prepare(
      db,
      db
        .selectFrom('profiles as p')
        .$call(withProfileVersions)
        .where('p.id', '=', param('profileId')),
      ['profileId'],
    );
  }

  /** The GET /me cache key of a profile (see lib/profile-fingerprint.ts); null when it does not exist. */
  async fingerprint(profileId: number): Promise<string | null> {
    return profileFingerprint(await this.#fingerprint({ profileId }));
  }

  findProfile(profileId: number) {
    return this.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', profileId)
      .executeTakeFirst();
  }

  /** Active and deactivated memberships with their organisation and plan, in one query. */
  memberships(profileId: number) {
    return this.db
      .selectFrom('employees as e')
      .innerJoin('organisations as o', 'o.id', 'e.org_id')
      .leftJoin('product_plans as pp', 'pp.id', 'o.plan_id')
      .selectAll('o')
      .select([
        'e.id as employee_id',
        'e.role_id',
        'e.staffing_status',
        'e.is_co_employed',
        'e.enable_time_card_editing as employee_enable_time_card_editing',
        'e.is_time_tracking_enabled',
        'pp.tier as plan_tier',
        'pp.recurring_interval as plan_recurring_interval',
      ])
      .where('e.profile_id', '=', profileId)
      .where('e.staffing_status', 'in', ['active', 'saas_disabled'])
      .orderBy('e.org_id')
      .execute();
  }

  /**
   * The per-person permission switches of these memberships (managers' variable permissions).
   * They change only together with the membership's row, so the GET /me cache key covers them.
   */
  async overrides(employeeIds: readonly number[]) {
    if (!employeeIds.length) return [];
    return this.db
      .selectFrom('employee_permissions')
      .select(['employee_id', 'permission_id', 'value'])
      .where('employee_id', 'in', [...employeeIds])
      .execute();
  }
}
