import { MESSAGES } from '../../../contract/errors';
import type { Kiosk, KioskCreate, KioskPinStatus } from '../../../contract/kiosk';
import { KIOSK_TEXT } from '../../../contract/kiosk-text';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { PasswordHasher } from '../../lib/passwords';
import { newKioskToken, pinLookup } from './kiosk-secrets';
import type { KioskRepository } from './kiosk.repository';

type KioskRow = Awaited<ReturnType<KioskRepository['kiosks']>>[number];

const kioskOf = (row: KioskRow): Kiosk => ({
  id: row.id,
  name: row.name,
  created_at_unix: Number(row.created_at_unix),
  created_by:
    row.created_by_profile_id === null
      ? null
      : { profile_id: row.created_by_profile_id, display_name: row.created_by_name ?? '' },
  last_used_at_unix: row.last_used_at_unix === null ? null : Number(row.last_used_at_unix),
  revoked_at_unix: row.revoked_at_unix === null ? null : Number(row.revoked_at_unix),
});

const pinTaken = () =>
  new AppError(409, KIOSK_TEXT.pinTaken, { field_hints: { pin: [KIOSK_TEXT.pinTaken] } });

/**
 * What administrators do with kiosks: open one (its token answered once), list and close them;
 * set and clear members' PINs. Every change writes an audit row, never a token or a PIN.
 */
export class KioskAdminService {
  constructor(
    private readonly repo: KioskRepository,
    private readonly passwords: PasswordHasher,
    private readonly lookupKey: string,
  ) {}

  async list(ctx: OrgContext): Promise<{ data: Kiosk[] }> {
    return { data: (await this.repo.kiosks(ctx.orgId)).map(kioskOf) };
  }

  async open(ctx: OrgContext, input: KioskCreate, now: number) {
    const { token, hash } = newKioskToken();
    const id = await this.repo.insertKiosk({
      orgId: ctx.orgId,
      name: input.name,
      tokenHash: hash,
      profileId: ctx.profileId,
      now,
    });
    const kiosk = await this.#one(ctx.orgId, id);
    await this.#audit(ctx, 'kiosk', id, 'open', undefined, { name: kiosk.name });
    return { data: { ...kiosk, token }, message: KIOSK_TEXT.opened };
  }

  async revoke(ctx: OrgContext, kioskId: number, now: number) {
    const before = await this.#one(ctx.orgId, kioskId);
    await this.repo.revokeKiosk(ctx.orgId, kioskId, now);
    const after = await this.#one(ctx.orgId, kioskId);
    if (before.revoked_at_unix === null)
      await this.#audit(ctx, 'kiosk', kioskId, 'revoke', { name: before.name }, undefined);
    return { data: after, message: KIOSK_TEXT.revoked };
  }

  async pinStatus(ctx: OrgContext, employeeId: number): Promise<{ data: KioskPinStatus }> {
    await this.#member(ctx, employeeId);
    return { data: await this.#status(ctx.orgId, employeeId) };
  }

  /**
   * A member's PIN, unique in the organisation: the keyed lookup finds another holder, and the
   * unique index settles a race between two administrators.
   */
  async setPin(ctx: OrgContext, employeeId: number, pin: string, now: number) {
    await this.#member(ctx, employeeId);
    const lookup = pinLookup(this.lookupKey, ctx.orgId, pin);
    const holder = await this.repo.pinHolder(ctx.orgId, lookup);
    if (holder && holder.employee_id !== employeeId) throw pinTaken();
    const had = await this.repo.pinOf(ctx.orgId, employeeId);
    try {
      await this.repo.savePin({
        orgId: ctx.orgId,
        employeeId,
        pinLookup: lookup,
        pinHash: await this.passwords.hash(pin),
        profileId: ctx.profileId,
        now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw pinTaken();
      throw error;
    }
    await this.#audit(ctx, 'kiosk_pin', employeeId, had ? 'change' : 'set', undefined, undefined);
    return { data: await this.#status(ctx.orgId, employeeId), message: KIOSK_TEXT.pinSet };
  }

  async clearPin(ctx: OrgContext, employeeId: number) {
    await this.#member(ctx, employeeId);
    if (await this.repo.deletePin(ctx.orgId, employeeId))
      await this.#audit(ctx, 'kiosk_pin', employeeId, 'clear', undefined, undefined);
    return { data: await this.#status(ctx.orgId, employeeId), message: KIOSK_TEXT.pinCleared };
  }

  async #one(orgId: number, kioskId: number): Promise<Kiosk> {
    const [row] = await this.repo.kiosks(orgId, kioskId);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return kioskOf(row);
  }

  async #member(ctx: OrgContext, employeeId: number): Promise<void> {
    if (!(await this.repo.memberExists(ctx.orgId, employeeId)))
      throw new AppError(404, MESSAGES.notFound);
  }

  async #status(orgId: number, employeeId: number): Promise<KioskPinStatus> {
    const pin = await this.repo.pinOf(orgId, employeeId);
    return {
      employee_id: employeeId,
      has_pin: pin !== undefined,
      updated_at_unix: pin ? Number(pin.updated_at_unix) : null,
    };
  }

  async #audit(
    ctx: OrgContext,
    entity: 'kiosk' | 'kiosk_pin',
    entityId: number,
    action: string,
    before: unknown,
    after: unknown,
  ) {
    await this.repo.audit({
      actorProfileId: ctx.profileId,
      orgId: ctx.orgId,
      entity,
      entityId,
      action,
      before,
      after,
    });
  }
}
