import type { Kysely, Migration } from 'kysely';
import { columnsFor } from './columns';

/**
 * What an invitation may be trusted with (issue 11, item 1):
 * - invites.revoked_at_unix: set on every open link of a membership when a newer one is issued
 *   or the address it went to changes; a revoked link answers as an expired one.
 * - profiles.mobile_org_id: the organisation that recorded the mobile number of a person who has
 *   not given it themselves. Such a number is contact data, never a way to sign in: only a number
 *   the person gave (sign-up, completing an invitation) signs in by SMS. Null for those, and for
 *   every number stored before this step.
 */
export const inviteIdentity: Migration = {
  async up(db: Kysely<unknown>) {
    const { unix } = columnsFor(db);
    await db.schema.alterTable('invites').addColumn('revoked_at_unix', unix).execute();
    await db.schema.alterTable('profiles').addColumn('mobile_org_id', 'integer').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('profiles').dropColumn('mobile_org_id').execute();
    await db.schema.alterTable('invites').dropColumn('revoked_at_unix').execute();
  },
};
