import type { Db } from '../../db/connection';
import { insertPerson } from '../../db/people';
import { mobileDigits } from '../../lib/mobile';

/** Profiles, sign-in attempts, one-time codes and reset links. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  findProfileByEmail(email: string) {
    return this.db
      .selectFrom('profiles')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  findProfileById(id: number) {
    return this.db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The oldest profile whose own mobile number this is (numbers are not unique across people).
   * A number an organisation recorded for someone who has not given it themselves (mobile_org_id)
   * is contact data: signing in with it would hand that person's account, and the invitations of
   * every organisation that invited them, to whoever the organisation named.
   */
  findProfileByMobile(mobile: string) {
    return this.db
      .selectFrom('profiles')
      .selectAll()
      .where('mobile_digits', '=', mobileDigits(mobile))
      .where('mobile_org_id', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
  }

  /** A person signing up, with their password (`db`: the sign-up's transaction). */
  async insertProfile(db: Db, person: Parameters<typeof insertPerson>[1]): Promise<number> {
    return insertPerson(db, person);
  }

  async setPassword(profileId: number, passwordHash: string, now: number) {
    await this.db
      .updateTable('profiles')
      .set({ password_hash: passwordHash, updated_at_unix: now })
      .where('id', '=', profileId)
      .execute();
  }

  /** Membership summary for sign-in: does the person belong anywhere, or only by invitation? */
  async membershipStates(profileId: number) {
    return this.db
      .selectFrom('employees as e')
      .innerJoin('organisations as o', 'o.id', 'e.org_id')
      .select([
        'e.id',
        'e.org_id',
        'e.staffing_status',
        'e.is_pending_profile',
        'o.name as org_name',
      ])
      .where('e.profile_id', '=', profileId)
      .orderBy('e.created_at_unix', 'desc')
      .execute();
  }

  // Per-account sign-in limits.

  async countFailures(accountKey: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_key', '=', accountKey)
      .where('at_unix', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async recordFailure(accountKey: string, ip: string, now: number, windowSeconds: number) {
    await this.db
      .insertInto('login_attempts')
      .values({ account_key: accountKey, ip, at_unix: now })
      .execute();
    // Old rows are useless: trim this account's history as we go.
    await this.db
      .deleteFrom('login_attempts')
      .where('account_key', '=', accountKey)
      .where('at_unix', '<=', now - windowSeconds)
      .execute();
  }

  async clearFailures(accountKey: string) {
    await this.db.deleteFrom('login_attempts').where('account_key', '=', accountKey).execute();
  }

  // One-time codes.

  async insertOtp(values: {
    id: string;
    profileId: number;
    channel: 'email' | 'sms';
    destination: string;
    codeHash: string;
    expiresAt: number;
    now: number;
  }) {
    // A new code replaces earlier unused ones of the same channel.
    await this.db
      .updateTable('otp_codes')
      .set({ used_at_unix: values.now })
      .where('profile_id', '=', values.profileId)
      .where('channel', '=', values.channel)
      .where('used_at_unix', 'is', null)
      .execute();
    await this.db
      .insertInto('otp_codes')
      .values({
        id: values.id,
        profile_id: values.profileId,
        channel: values.channel,
        destination: values.destination,
        code_hash: values.codeHash,
        expires_at_unix: values.expiresAt,
        attempts: 0,
        used_at_unix: null,
        created_at_unix: values.now,
      })
      .execute();
  }

  findOtpById(id: string) {
    return this.db.selectFrom('otp_codes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The newest open e-mail code of a profile. */
  findOpenEmailOtp(profileId: number) {
    return this.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('channel', '=', 'email')
      .where('used_at_unix', 'is', null)
      .orderBy('created_at_unix', 'desc')
      .executeTakeFirst();
  }

  async countOtpAttempt(id: string) {
    await this.db
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  /** Uses a code up; false when a parallel request used it first. */
  async useOtp(id: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('otp_codes')
      .set({ used_at_unix: now })
      .where('id', '=', id)
      .where('used_at_unix', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // Password resets.

  async insertReset(profileId: number, tokenHash: string, expiresAt: number, now: number) {
    await this.db
      .insertInto('password_resets')
      .values({
        profile_id: profileId,
        token_hash: tokenHash,
        expires_at_unix: expiresAt,
        used_at_unix: null,
        created_at_unix: now,
      })
      .execute();
  }

  findReset(tokenHash: string) {
    return this.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async useReset(id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('password_resets')
      .set({ used_at_unix: now })
      .where('id', '=', id)
      .where('used_at_unix', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
