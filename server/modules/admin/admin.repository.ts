import { ROLE } from '../../../contract/access';
import type { Db } from '../../db/connection';

/** The reads of the provider's own calls. */
export class AdminRepository {
  constructor(private readonly db: Db) {}

  /** The organisation's active administrators with their e-mail, by name. */
  activeAdmins(orgId: number) {
    return this.db
      .selectFrom('employees as e')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select(['e.id', 'e.display_name', 'p.email'])
      .where('e.org_id', '=', orgId)
      .where('e.role_id', '=', ROLE.admin)
      .where('e.staffing_status', '=', 'active')
      .orderBy('e.sort_key')
      .orderBy('e.id')
      .execute();
  }

  /** A profile someone asks to impersonate. */
  profile(profileId: number) {
    return this.db
      .selectFrom('profiles')
      .select(['id', 'is_inactive'])
      .where('id', '=', profileId)
      .executeTakeFirst();
  }
}
