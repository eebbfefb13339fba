import type { Db } from '../../db/connection';
import { searchKeyOf } from '../../lib/search-key';

export class InvitesRepository {
  constructor(private readonly db: Db) {}

  /**
   * A new link for a membership. The earlier open links of that membership are revoked in the
   * same transaction: the newest link wins, and a link sent before answers as an expired one.
   */
  async insert(values: {
    orgId: number;
    employeeId: number;
    profileId: number;
    tokenHash: string;
    expiresAt: number;
    now: number;
  }) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('invites')
        .set({ revoked_at_unix: values.now })
        .where('org_id', '=', values.orgId)
        .where('employee_id', '=', values.employeeId)
        .where('accepted_at_unix', 'is', null)
        .where('revoked_at_unix', 'is', null)
        .execute();
      await trx
        .insertInto('invites')
        .values({
          org_id: values.orgId,
          employee_id: values.employeeId,
          profile_id: values.profileId,
          token_hash: values.tokenHash,
          expires_at_unix: values.expiresAt,
          accepted_at_unix: null,
          created_at_unix: values.now,
        })
        .execute();
      await trx
        .updateTable('employees')
        .set({ invite_expiry_dt_unix: values.expiresAt, updated_at_unix: values.now })
        .where('org_id', '=', values.orgId)
        .where('id', '=', values.employeeId)
        .execute();
    });
  }

  /** A membership an invitation may go to: the org's member (not removed) with their e-mail. */
  member(orgId: number, employeeId: number) {
    return this.db
      .selectFrom('employees as e')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select(['e.id', 'e.profile_id', 'e.display_name', 'e.staffing_status', 'p.email'])
      .where('e.org_id', '=', orgId)
      .where('e.id', '=', employeeId)
      .where('e.staffing_status', '<>', 'removed')
      .executeTakeFirst();
  }

  /** The newest membership of that address still waiting for its invitation to be accepted. */
  newestOpenMembership(email: string) {
    return this.db
      .selectFrom('employees as e')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select(['e.id', 'e.org_id', 'e.profile_id', 'e.display_name', 'p.email', 'p.is_inactive'])
      .where('p.email', '=', email.toLowerCase())
      .where('e.staffing_status', 'in', ['pending', 'expired'])
      .orderBy('e.created_at_unix', 'desc')
      .executeTakeFirst();
  }

  /** The organisation's name, for the invitation e-mail. */
  async orgName(orgId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', orgId)
      .executeTakeFirst();
    return row?.name;
  }

  /** The inviting person's name, for the invitation e-mail. */
  async profileName(profileId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('profiles')
      .select('display_name')
      .where('id', '=', profileId)
      .executeTakeFirst();
    return row?.display_name;
  }

  /** The invitation behind a token with what the invite screens show. */
  findByTokenHash(tokenHash: string) {
    return this.db
      .selectFrom('invites as i')
      .innerJoin('employees as e', (join) =>
        join.onRef('e.id', '=', 'i.employee_id').onRef('e.org_id', '=', 'i.org_id'),
      )
      .innerJoin('organisations as o', 'o.id', 'i.org_id')
      .innerJoin('profiles as p', 'p.id', 'i.profile_id')
      .select([
        'i.id',
        'i.org_id',
        'i.employee_id',
        'i.profile_id',
        'i.expires_at_unix',
        'i.accepted_at_unix',
        'i.revoked_at_unix',
        'e.role_id',
        'e.display_name',
        'e.staffing_status',
        'o.name as org_name',
        'p.email',
        'p.password_hash',
        'p.is_inactive',
      ])
      .where('i.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /**
   * Accepts the invitation: the profile gets its name (and password, mobile), the membership
   * becomes active. All in one transaction, and only if nobody accepted or revoked it first. A
   * mobile given here is the person's own, so it becomes a way to sign in (mobile_org_id null).
   */
  async accept(input: {
    inviteId: number;
    orgId: number;
    employeeId: number;
    profileId: number;
    displayName: string;
    email: string;
    passwordHash: string;
    mobile: string | null;
    mobileDigits: string | null;
    now: number;
  }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('invites')
        .set({ accepted_at_unix: input.now })
        .where('id', '=', input.inviteId)
        .where('accepted_at_unix', 'is', null)
        .where('revoked_at_unix', 'is', null)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('profiles')
        .set({
          display_name: input.displayName,
          password_hash: input.passwordHash,
          updated_at_unix: input.now,
          ...(input.mobile
            ? { mobile: input.mobile, mobile_digits: input.mobileDigits, mobile_org_id: null }
            : {}),
        })
        .where('id', '=', input.profileId)
        .execute();
      // The person's name is theirs: every membership shows the completed name.
      await trx
        .updateTable('employees')
        .set({
          display_name: input.displayName,
          sort_key: input.displayName.toLowerCase(),
          search_key: searchKeyOf(input.displayName, input.email),
          updated_at_unix: input.now,
        })
        .where('profile_id', '=', input.profileId)
        .execute();
      await trx
        .updateTable('employees')
        .set({
          staffing_status: 'active',
          is_pending_profile: 0,
          is_saas_enabled: 1,
          saas_enabled_updated_at_unix: input.now,
          invite_expiry_dt_unix: null,
          updated_at_unix: input.now,
        })
        .where('org_id', '=', input.orgId)
        .where('id', '=', input.employeeId)
        .execute();
      return true;
    });
  }
}
