import type { FastifyReply, FastifyRequest } from 'fastify';
import { effectivePermissions, flagsOf, isManagerRole } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import {
  zKioskPinText,
  type KioskCard,
  type KioskClock,
  type KioskClockResponse,
  type KioskDevice,
  type KioskMember,
} from '../../../contract/kiosk';
import {
  KIOSK_AUTH_SCHEME,
  KIOSK_TEXT,
  KIOSK_WRONG_PIN_LIMIT,
  KIOSK_WRONG_PIN_WINDOW_SECONDS,
  type KioskAction,
} from '../../../contract/kiosk-text';
import { featureAllowed, type PlanFields } from '../../../contract/plans';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { TimeCardDetail, TimeCardWriteResponse } from '../../../contract/time-cards';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { RawJson } from '../../http/raw-json';
import type { PasswordHasher } from '../../lib/passwords';
import { nowUnix } from '../../lib/time';
import { needsOf } from '../time-cards/clock-needs.service';
import type { ClockPhotos } from '../time-cards/clock-photos.service';
import type { FileImagesService } from '../file-attachments/file-images.service';
import type { FilePart } from '../../http/multipart-file';
import type { ClockService } from '../time-cards/clock.service';
import type { ActionResult, TimeCardActions } from '../time-cards/time-card-actions';
import type { TimeCardReader } from '../time-cards/time-card-reader';
import { kioskTokenHash, pinLookup } from './kiosk-secrets';
import type { KioskRepository } from './kiosk.repository';

/** The org guard's lookups (membership module): the plan, a manager's permission overrides. */
export type PlanReader = {
  planFields(orgId: number): Promise<PlanFields | undefined>;
  overrides(orgId: number, employeeId: number): Promise<{ permission_id: number; value: number }[]>;
};

/** The kiosk a request's token names. */
export type KioskCaller = {
  id: number;
  orgId: number;
  name: string;
  orgName: string;
  timezone: string;
  /** The organisation's plan, read with the token: what else the kiosk offers (photos). */
  plan: PlanFields | undefined;
};

type Member = { id: number; profile_id: number; role_id: number; display_name: string };

/** The last-used time moves at most once a minute: a busy kiosk writes no row per tap. */
const TOUCH_EVERY_SECONDS = 60;

const kioskCardOf = (card: TimeCardDetail): KioskCard => ({
  id: card.id,
  status: card.status,
  clock_in_dt_unix: card.clock_in_dt_unix,
  clock_out_dt_unix: card.clock_out_dt_unix,
  timezone: card.timezone,
  worked_seconds: card.totals.worked_seconds,
  project_name: card.allocations.at(-1)?.project_name ?? null,
  break_type: card.breaks.find((each) => each.end_dt_unix === null)?.break_type ?? null,
});

/**
 * The device's side of the kiosk: its token (`Authorization: Kiosk <token>`) names the kiosk and
 * so the organisation, never a person; a member's PIN names the member, who then acts through
 * the time-cards module's clock as if signed in, every rule of theirs applying. Wrong PINs are
 * throttled per kiosk (KIOSK_WRONG_PIN_LIMIT in KIOSK_WRONG_PIN_WINDOW_SECONDS).
 */
export class KioskDeviceService {
  constructor(
    private readonly db: Db,
    private readonly repo: KioskRepository,
    private readonly passwords: PasswordHasher,
    private readonly lookupKey: string,
    private readonly plans: PlanReader,
    private readonly timeClock: ClockService,
    private readonly actions: TimeCardActions,
    private readonly reader: TimeCardReader,
    private readonly photos: ClockPhotos,
    private readonly images: FileImagesService,
  ) {}

  /** The kiosk of the request's token: 401 without one or when closed, 403 off the plan. */
  async authenticate(request: Pick<FastifyRequest, 'headers'>): Promise<KioskCaller> {
    const header = request.headers.authorization ?? '';
    const space = header.indexOf(' ');
    const scheme = space < 0 ? '' : header.slice(0, space);
    const token = header.slice(space + 1).trim();
    if (scheme.toLowerCase() !== KIOSK_AUTH_SCHEME.toLowerCase() || !token || token.length > 200)
      throw new AppError(401, KIOSK_TEXT.noKiosk);
    const kiosk = await this.repo.kioskByTokenHash(kioskTokenHash(token));
    if (!kiosk) throw new AppError(401, KIOSK_TEXT.noKiosk);
    if (kiosk.revoked_at_unix !== null) throw new AppError(401, KIOSK_TEXT.kioskClosed);
    const plan = await this.plans.planFields(kiosk.org_id);
    if (!featureAllowed(plan, 'kiosk')) throw new AppError(403, MESSAGES.featureNotInPlan);
    const now = nowUnix();
    if (kiosk.last_used_at_unix === null || now - kiosk.last_used_at_unix >= TOUCH_EVERY_SECONDS)
      await this.repo.touchKiosk(kiosk.id, now);
    return {
      id: kiosk.id,
      orgId: kiosk.org_id,
      name: kiosk.name,
      orgName: kiosk.org_name,
      timezone: kiosk.timezone,
      plan,
    };
  }

  /** GET /kiosk. */
  async device(request: Pick<FastifyRequest, 'headers'>): Promise<{ data: KioskDevice }> {
    const kiosk = await this.authenticate(request);
    return {
      data: {
        id: kiosk.id,
        name: kiosk.name,
        org_id: kiosk.orgId,
        org_name: kiosk.orgName,
        timezone: kiosk.timezone,
      },
    };
  }

  /** POST /kiosk/identify: the member behind the PIN, their card and what they may do. */
  async identify(
    request: Pick<FastifyRequest, 'headers'>,
    reply: FastifyReply,
    pin: string,
  ): Promise<{ data: KioskMember }> {
    const kiosk = await this.authenticate(request);
    const member = await this.#memberOf(kiosk, pin, reply);
    const ctx = await this.#contextOf(kiosk.orgId, member);
    const now = nowUnix();
    const rules = await this.timeClock.rulesOf(this.db, kiosk.orgId, member.id, now);
    if (!rules) throw fieldError('pin', KIOSK_TEXT.wrongPin);
    await this.#assertKioskAllowed(this.db, kiosk.orgId, member.id);
    if (!rules.tracksTime) throw new AppError(403, TIME_CARD_TEXT.timeTrackingOff);
    const open = await this.repo.openCard(this.db, kiosk.orgId, member.id);
    const card = open ? kioskCardOf(await this.reader.detail(this.db, ctx, open.id, now)) : null;
    const actions: KioskAction[] =
      card === null
        ? ['clock_in']
        : card.status === 'on_break'
          ? ['end_break', 'clock_out']
          : ['start_break', ...(rules.projectsAllowed ? (['switch'] as const) : []), 'clock_out'];
    const [projects, jobCodes] = rules.projectsAllowed
      ? await Promise.all([this.repo.projects(kiosk.orgId), this.repo.jobCodes(kiosk.orgId)])
      : [[], []];
    return {
      data: {
        employee_id: member.id,
        display_name: member.display_name,
        card,
        actions,
        needs: needsOf(rules),
        takes_photos: featureAllowed(kiosk.plan, 'clock-in-photo'),
        projects,
        job_codes: jobCodes,
      },
    };
  }

  /**
   * POST /kiosk/clock: the action as the member, through the clock and its one transaction (so
   * an Idempotency-Key works as on the clock's own calls). The key's request hash is taken over
   * the kiosk and the body without the PIN: no PIN is ever hashed into a stored row.
   */
  async clock(
    request: Pick<FastifyRequest, 'headers' | 'log'>,
    reply: FastifyReply,
    body: KioskClock,
  ): Promise<KioskClockResponse> {
    const kiosk = await this.authenticate(request);
    const member = await this.#memberOf(kiosk, body.pin, reply);
    const ctx = await this.#contextOf(kiosk.orgId, member);
    const { pin: _pin, ...rest } = body;
    if (body.action === 'clock_in' || body.action === 'clock_out')
      await this.photos.check(ctx, body.photo_file_attachment_id);
    const result = await this.actions.run(
      { headers: request.headers, params: { kiosk_id: kiosk.id }, body: rest, log: request.log },
      reply,
      ctx,
      `kiosk:${body.action}`,
      (db, now) => this.#act(ctx, db, body, now),
    );
    const written: TimeCardWriteResponse =
      result instanceof RawJson ? (JSON.parse(result.text) as TimeCardWriteResponse) : result;
    return {
      data: {
        employee_id: member.id,
        display_name: member.display_name,
        action: body.action,
        card: kioskCardOf(written.data),
      },
      message: KIOSK_TEXT.done[body.action](member.display_name),
    };
  }

  /**
   * POST /kiosk/photo: the member behind the PIN (counted as identify counts it) takes a photo
   * for their next clock-in or clock-out; it is kept as their attachment, uploaded whole in this
   * one request, on a plan with clock-in photos.
   */
  async photo(
    request: Pick<FastifyRequest, 'headers'>,
    reply: FastifyReply,
    { fields, file }: FilePart,
  ): Promise<{ data: { photo_file_attachment_id: number } }> {
    const kiosk = await this.authenticate(request);
    const pin = zKioskPinText.safeParse(fields.pin);
    if (!pin.success) {
      file?.stream.resume();
      throw fieldError('pin', KIOSK_TEXT.pinFormat);
    }
    const member = await this.#memberOf(kiosk, pin.data, reply).catch((error: unknown) => {
      file?.stream.resume();
      throw error;
    });
    if (!featureAllowed(kiosk.plan, 'clock-in-photo')) {
      file?.stream.resume();
      throw new AppError(403, MESSAGES.featureNotInPlan);
    }
    const id = await this.images.attachImage(
      kiosk.orgId,
      member.profile_id,
      file,
      KIOSK_TEXT.photoName(member.display_name),
      nowUnix(),
    );
    return { data: { photo_file_attachment_id: id } };
  }

  async #act(ctx: OrgContext, db: Db, body: KioskClock, now: number): Promise<ActionResult> {
    const employeeId = ctx.employeeId!;
    await this.#assertKioskAllowed(db, ctx.orgId, employeeId);
    const target = {
      org_project_id: body.org_project_id,
      work_site_id: body.work_site_id,
      job_code_id: body.job_code_id,
    };
    if (body.action === 'clock_in')
      return this.timeClock.clockIn(
        ctx,
        db,
        {
          ...target,
          note: null,
          photo_file_attachment_id: body.photo_file_attachment_id,
          location_readings: [],
        },
        now,
        'kiosk',
      );
    const open = await this.repo.openCard(db, ctx.orgId, employeeId);
    if (!open) throw new AppError(409, KIOSK_TEXT.notClockedIn);
    switch (body.action) {
      case 'start_break':
        return this.timeClock.startBreak(ctx, db, open.id, { break_type: body.break_type! }, now);
      case 'end_break':
        return this.timeClock.endBreak(ctx, db, open.id, {}, now);
      case 'switch':
        return this.timeClock.switchProject(
          ctx,
          db,
          open.id,
          { ...target, org_project_id: body.org_project_id! },
          now,
        );
      case 'clock_out':
        return this.timeClock.clockOut(
          ctx,
          db,
          open.id,
          {
            job_code_id: body.job_code_id,
            photo_file_attachment_id: body.photo_file_attachment_id,
            location_readings: [],
            confirm_over_24_hours: body.confirm_over_24_hours,
          },
          now,
        );
    }
  }

  async #assertKioskAllowed(db: Db, orgId: number, employeeId: number): Promise<void> {
    if (!(await this.repo.kioskAllowed(db, orgId, employeeId)))
      throw new AppError(403, KIOSK_TEXT.kioskNotAllowed);
  }

  /**
   * The active member whose PIN this is. Each attempt is written before the PIN is checked and
   * removed when it was right, so a kiosk has at most the limit of wrong attempts in the window
   * however many it sends at once; past the limit it waits (429 with Retry-After).
   */
  async #memberOf(kiosk: KioskCaller, pin: string, reply: FastifyReply): Promise<Member> {
    const now = nowUnix();
    const claim = await this.repo.claimAttempt(
      kiosk,
      now - KIOSK_WRONG_PIN_WINDOW_SECONDS,
      KIOSK_WRONG_PIN_LIMIT,
      now,
    );
    if ('oldest' in claim) {
      const wait = Math.max(1, claim.oldest + KIOSK_WRONG_PIN_WINDOW_SECONDS - now);
      reply.header('retry-after', String(wait));
      throw new AppError(429, KIOSK_TEXT.tooManyWrongPins(Math.ceil(wait / 60)));
    }
    const holder = await this.repo.pinHolder(
      kiosk.orgId,
      pinLookup(this.lookupKey, kiosk.orgId, pin),
    );
    const isRight = holder
      ? await this.passwords.verify(holder.pin_hash, pin)
      : await this.passwords.verifyNothing(pin);
    if (!holder || !isRight) throw fieldError('pin', KIOSK_TEXT.wrongPin);
    await this.repo.forgetAttempt(claim.attemptId);
    const member = await this.repo.member(kiosk.orgId, holder.employee_id);
    if (!member) throw new AppError(403, TIME_CARD_TEXT.memberInactive);
    return member;
  }

  /** The member as the org guard would see them signed in. */
  async #contextOf(orgId: number, member: Member): Promise<OrgContext> {
    const overrides = isManagerRole(member.role_id)
      ? await this.plans.overrides(orgId, member.id)
      : [];
    const permissions = effectivePermissions(member.role_id, overrides);
    return {
      profileId: member.profile_id,
      orgId,
      employeeId: member.id,
      roleId: member.role_id,
      permissions,
      flags: flagsOf({ orgId, roleId: member.role_id, permissions }),
      tokenType: 'access',
      isProviderStaff: false,
    };
  }
}
