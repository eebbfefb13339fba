import type { Db } from '../../db/connection';
import { dialectOf } from '../../db/connection';
import { writeAudit } from '../../lib/audit';

/** How many projects and cost codes the kiosk's pickers offer at most (by name). */
const CHOICES_MAX = 500;

/**
 * The kiosk's SQL: its own tables (kiosks, PINs, PIN attempts), and reads of other modules'
 * tables the kiosk shows (the member, their running card, projects and cost codes). Every query
 * takes the organisation.
 */
export class KioskRepository {
  constructor(private readonly db: Db) {}

  /** An audit row of a kiosk or PIN change (never a token or a PIN). */
  async audit(entry: Parameters<typeof writeAudit>[1]): Promise<void> {
    await writeAudit(this.db, entry);
  }

  // Kiosks.

  async insertKiosk(values: {
    orgId: number;
    name: string;
    tokenHash: string;
    profileId: number;
    now: number;
  }): Promise<number> {
    const row = await this.db
      .insertInto('kiosks')
      .values({
        org_id: values.orgId,
        name: values.name,
        token_hash: values.tokenHash,
        created_by_profile_id: values.profileId,
        created_at_unix: values.now,
        last_used_at_unix: null,
        revoked_at_unix: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The organisation's kiosks, open ones first, newest first. */
  async kiosks(orgId: number, kioskId?: number) {
    return this.db
      .selectFrom('kiosks as k')
      .leftJoin('profiles as p', 'p.id', 'k.created_by_profile_id')
      .select([
        'k.id',
        'k.name',
        'k.created_at_unix',
        'k.created_by_profile_id',
        'p.display_name as created_by_name',
        'k.last_used_at_unix',
        'k.revoked_at_unix',
      ])
      .where('k.org_id', '=', orgId)
      .$if(kioskId !== undefined, (query) => query.where('k.id', '=', kioskId!))
      .orderBy((eb) => eb.case().when('k.revoked_at_unix', 'is', null).then(0).else(1).end())
      .orderBy('k.created_at_unix', 'desc')
      .orderBy('k.id', 'desc')
      .execute();
  }

  async revokeKiosk(orgId: number, kioskId: number, now: number): Promise<void> {
    await this.db
      .updateTable('kiosks')
      .set({ revoked_at_unix: now })
      .where('org_id', '=', orgId)
      .where('id', '=', kioskId)
      .where('revoked_at_unix', 'is', null)
      .execute();
  }

  /** The kiosk a token names (by its hash), with its organisation's name and zone. */
  async kioskByTokenHash(tokenHash: string) {
    return this.db
      .selectFrom('kiosks as k')
      .innerJoin('organisations as o', 'o.id', 'k.org_id')
      .select([
        'k.id',
        'k.org_id',
        'k.name',
        'k.revoked_at_unix',
        'k.last_used_at_unix',
        'o.name as org_name',
        'o.timezone',
      ])
      .where('k.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async touchKiosk(kioskId: number, now: number): Promise<void> {
    await this.db
      .updateTable('kiosks')
      .set({ last_used_at_unix: now })
      .where('id', '=', kioskId)
      .execute();
  }

  // PINs.

  async pinOf(orgId: number, employeeId: number) {
    return this.db
      .selectFrom('kiosk_pins')
      .select(['employee_id', 'updated_at_unix'])
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirst();
  }

  /** Who else holds a PIN with this lookup in the organisation. */
  async pinHolder(orgId: number, pinLookup: string) {
    return this.db
      .selectFrom('kiosk_pins')
      .select(['employee_id', 'pin_hash'])
      .where('org_id', '=', orgId)
      .where('pin_lookup', '=', pinLookup)
      .executeTakeFirst();
  }

  async savePin(values: {
    orgId: number;
    employeeId: number;
    pinLookup: string;
    pinHash: string;
    profileId: number;
    now: number;
  }): Promise<void> {
    const row = {
      pin_lookup: values.pinLookup,
      pin_hash: values.pinHash,
      set_by_profile_id: values.profileId,
      updated_at_unix: values.now,
    };
    await this.db
      .insertInto('kiosk_pins')
      .values({ employee_id: values.employeeId, org_id: values.orgId, ...row })
      .onConflict((conflict) => conflict.column('employee_id').doUpdateSet(row))
      .execute();
  }

  async deletePin(orgId: number, employeeId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('kiosk_pins')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  // The wrong-PIN throttle.

  /**
   * In one transaction, under the kiosk's row lock on PostgreSQL (SQLite has one writer): the
   * attempts since `since`, and, when fewer than `limit`, a new attempt. Answers the new
   * attempt's id, or the oldest attempt's time when the kiosk must wait.
   */
  async claimAttempt(
    kiosk: { id: number; orgId: number },
    since: number,
    limit: number,
    now: number,
  ): Promise<{ attemptId: number } | { oldest: number }> {
    return this.db.transaction().execute(async (trx) => {
      if (dialectOf(trx) === 'postgres')
        await trx
          .selectFrom('kiosks')
          .select('id')
          .where('id', '=', kiosk.id)
          .forUpdate()
          .execute();
      // Attempts older than the window are of no use any more.
      await trx
        .deleteFrom('kiosk_pin_attempts')
        .where('kiosk_id', '=', kiosk.id)
        .where('at_unix', '<=', since)
        .execute();
      const recent = await trx
        .selectFrom('kiosk_pin_attempts')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at_unix').as('oldest')])
        .where('kiosk_id', '=', kiosk.id)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= limit) return { oldest: Number(recent.oldest) };
      const row = await trx
        .insertInto('kiosk_pin_attempts')
        .values({ org_id: kiosk.orgId, kiosk_id: kiosk.id, at_unix: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { attemptId: row.id };
    });
  }

  async forgetAttempt(attemptId: number): Promise<void> {
    await this.db.deleteFrom('kiosk_pin_attempts').where('id', '=', attemptId).execute();
  }

  // What the kiosk reads of the member and the organisation.

  /** Whether someone is a member of the organisation who has not been removed. */
  async memberExists(orgId: number, employeeId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', employeeId)
      .where('staffing_status', '<>', 'removed')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** An active member of the organisation, with what a session of theirs would carry. */
  async member(orgId: number, employeeId: number) {
    return this.db
      .selectFrom('employees')
      .select(['id', 'profile_id', 'role_id', 'display_name'])
      .where('org_id', '=', orgId)
      .where('id', '=', employeeId)
      .where('staffing_status', '=', 'active')
      .where('is_saas_enabled', '=', 1)
      .executeTakeFirst();
  }

  /**
   * Whether the time-clock rule group the member follows (their own, else the organisation's
   * default, as the time-cards module reads it) allows kiosks.
   */
  async kioskAllowed(db: Db, orgId: number, employeeId: number): Promise<boolean> {
    const row = await db
      .selectFrom('employees as e')
      .leftJoin('rule_groups as own', (join) =>
        join.onRef('own.id', '=', 'e.rule_group_id').onRef('own.org_id', '=', 'e.org_id'),
      )
      .leftJoin('rule_groups as def', (join) =>
        join.onRef('def.org_id', '=', 'e.org_id').on('def.is_organization_default', '=', 1),
      )
      .select([
        'own.allow_clock_in_and_clock_out_from_kiosks as own_allows',
        'def.allow_clock_in_and_clock_out_from_kiosks as default_allows',
      ])
      .where('e.org_id', '=', orgId)
      .where('e.id', '=', employeeId)
      .executeTakeFirst();
    return (row?.own_allows ?? row?.default_allows ?? 0) === 1;
  }

  /** The member's running card (id and status), if any. */
  async openCard(db: Db, orgId: number, employeeId: number) {
    return db
      .selectFrom('time_cards')
      .select(['id', 'status'])
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('clock_out_dt_unix', 'is', null)
      .where('deleted_at_unix', 'is', null)
      .executeTakeFirst();
  }

  /** The running break's type of a card, if one runs. */
  async runningBreak(orgId: number, cardId: number) {
    const row = await this.db
      .selectFrom('time_card_breaks')
      .select('break_type')
      .where('org_id', '=', orgId)
      .where('time_card_id', '=', cardId)
      .where('end_dt_unix', 'is', null)
      .executeTakeFirst();
    return row?.break_type ?? null;
  }

  /** Projects in use with their work sites in use, by name. */
  async projects(orgId: number) {
    const projects = await this.db
      .selectFrom('projects')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .where('archived_at_unix', 'is', null)
      .orderBy('name')
      .orderBy('id')
      .limit(CHOICES_MAX)
      .execute();
    if (projects.length === 0) return [];
    const sites = await this.db
      .selectFrom('work_sites')
      .select(['id', 'name', 'project_id'])
      .where('org_id', '=', orgId)
      .where('archived_at_unix', 'is', null)
      .where(
        'project_id',
        'in',
        projects.map((project) => project.id),
      )
      .orderBy('name')
      .orderBy('id')
      .execute();
    return projects.map((project) => ({
      id: project.id,
      name: project.name,
      work_sites: sites
        .filter((site) => site.project_id === project.id)
        .map((site) => ({ id: site.id, name: site.name })),
    }));
  }

  /** Cost codes in use, with the projects they are limited to (none: every project). */
  async jobCodes(orgId: number) {
    const codes = await this.db
      .selectFrom('job_codes')
      .select(['id', 'code', 'name'])
      .where('org_id', '=', orgId)
      .where('archived_at_unix', 'is', null)
      .orderBy('code')
      .orderBy('id')
      .limit(CHOICES_MAX)
      .execute();
    if (codes.length === 0) return [];
    const links = await this.db
      .selectFrom('job_code_projects')
      .select(['job_code_id', 'project_id'])
      .where(
        'job_code_id',
        'in',
        codes.map((code) => code.id),
      )
      .execute();
    return codes.map((code) => ({
      ...code,
      project_ids: links.filter((link) => link.job_code_id === code.id).map((l) => l.project_id),
    }));
  }
}
