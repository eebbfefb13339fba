import { MESSAGES } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import {
  TIME_OFF_TEXT,
  type TimeOffDecision,
  type TimeOffRequest,
  type TimeOffRequestCreate,
  type TimeOffRequestListQuery,
} from '../../../contract/time-off';
import {
  HOUR_SECONDS,
  hoursText,
  mayCancelTimeOff,
  mayDecideTimeOff,
  mayRequestFor,
  minutesOfTime,
  secondsByYear,
  totalSeconds,
  type RequestSpan,
  type TimeOffKind,
  type TimeOffPerson,
  type TimeOffStatus,
} from '../../../contract/time-off-rules';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { writeAudit } from '../../lib/audit';
import { fromFlag } from '../../lib/flags';
import { pageMeta } from '../../lib/page-meta';
import { nowUnix } from '../../lib/time';
import type { VisibilityService } from '../visibility/visibility.service';
import type { LeavePoliciesRepository } from './leave-policies.repository';
import type { TimeOffBalancesService } from './time-off-balances.service';
import { orgTimeZone, requestScope } from './time-off-scope';
import type { RequestRow, TimeOffRepository } from './time-off.repository';

export { approvedTimeOffByDay, type ApprovedTimeOffDay } from './approved-time-off';

const person = (employeeId: number, name: string | null) =>
  name === null ? null : { employee_id: employeeId, display_name: name };

export function toTimeOffRequest(row: RequestRow): TimeOffRequest {
  const isDays = row.kind === 'days';
  return {
    id: row.id,
    employee: { employee_id: row.employee_id, display_name: row.employee_name },
    leave_policy: {
      id: row.leave_policy_id,
      name: row.policy_name,
      code: row.policy_code,
      is_paid: fromFlag(row.policy_is_paid),
    },
    kind: row.kind as TimeOffKind,
    start_date: row.start_date,
    end_date: row.end_date,
    hours_per_day: isDays ? row.day_seconds / HOUR_SECONDS : null,
    start_time: row.start_time,
    end_time: row.end_time,
    total_seconds: row.total_seconds,
    status: row.status as TimeOffStatus,
    note: row.note,
    decision_note: row.decision_note,
    requested_by:
      row.requested_by_employee_id === null
        ? null
        : person(row.requested_by_employee_id, row.requested_by_name),
    decided_by:
      row.decided_by_employee_id === null
        ? null
        : person(row.decided_by_employee_id, row.decided_by_name),
    decided_at_unix: row.decided_at_unix === null ? null : Number(row.decided_at_unix),
    created_at_unix: Number(row.created_at_unix),
    updated_at_unix: Number(row.updated_at_unix),
  };
}

/** The days and hours a request body asks for, as stored. */
export function spanOf(body: TimeOffRequestCreate): RequestSpan & {
  start_time: string | null;
  end_time: string | null;
} {
  if (body.kind === 'days')
    return {
      kind: 'days',
      start_date: body.start_date,
      end_date: body.end_date ?? body.start_date,
      day_seconds: Math.round(body.hours_per_day * HOUR_SECONDS),
      start_time: null,
      end_time: null,
    };
  const start = body.start_time === undefined ? null : minutesOfTime(body.start_time);
  const end = body.end_time === undefined ? null : minutesOfTime(body.end_time);
  const byTimes = start !== null && end !== null;
  return {
    kind: 'hours',
    start_date: body.start_date,
    end_date: body.start_date,
    day_seconds: byTimes ? (end - start) * 60 : Math.round((body.hours ?? 0) * HOUR_SECONDS),
    start_time: byTimes ? body.start_time! : null,
    end_time: byTimes ? body.end_time! : null,
  };
}

/** What the audit log keeps of a request. */
function snapshot(request: TimeOffRequest) {
  const { id: _id, created_at_unix: _c, updated_at_unix: _u, ...rest } = request;
  return rest;
}

/**
 * Time-off requests (README "Requests"): listing in the caller's reach, requesting (the member,
 * or whoever decides theirs, for them), approving and denying (their managers and
 * administrators, contract/time-off-rules.ts mayDecideTimeOff) and cancelling. A request is
 * checked against the member's other requests (no shared day) and, for a paid policy with a
 * yearly allowance, against the balance of each year it touches, in one transaction with the
 * member's row locked. Every change goes to the audit log.
 */
export class TimeOffService {
  constructor(
    private readonly db: Db,
    private readonly requests: TimeOffRepository,
    private readonly policies: LeavePoliciesRepository,
    private readonly balances: TimeOffBalancesService,
    private readonly visibility: VisibilityService,
  ) {}

  async list(ctx: OrgContext, query: TimeOffRequestListQuery): Promise<Page<TimeOffRequest>> {
    const { total, rows } = await this.requests.list(
      ctx.orgId,
      requestScope(ctx),
      {
        statuses: query.status,
        employeeIds: query.employee_ids,
        from: query.start_date,
        to: query.end_date,
      },
      query,
    );
    return { data: rows.map(toTimeOffRequest), meta: pageMeta(query, total, rows.length) };
  }

  async create(ctx: OrgContext, body: TimeOffRequestCreate, now = nowUnix()) {
    const employeeId = body.employee_id ?? ctx.employeeId;
    if (employeeId === null) throw new AppError(403, MESSAGES.forbidden);
    const member = await this.requests.member(this.db, ctx.orgId, employeeId);
    if (!member) throw new AppError(404, MESSAGES.notFound);
    if (!mayRequestFor(ctx, await this.#personOf(ctx, employeeId)))
      throw new AppError(403, MESSAGES.forbidden);
    if (member.staffing_status !== 'active')
      throw fieldError('employee_id', TIME_OFF_TEXT.activeOnly);
    const policy = await this.policies.find(this.db, ctx.orgId, body.leave_policy_id);
    if (!policy) throw fieldError('leave_policy_id', MESSAGES.notFound);
    if (policy.archived_at_unix !== null)
      throw fieldError('leave_policy_id', TIME_OFF_TEXT.policyArchivedChoice);
    const span = spanOf(body);
    const years = secondsByYear(span);
    // A paid policy with a yearly allowance keeps a balance the request must fit in.
    const isLimited = fromFlag(policy.is_paid) && policy.allowance_minutes !== null;
    const zone = await orgTimeZone(this.db, ctx);
    const lastYear = Math.max(...years.keys());
    const worked = isLimited
      ? await this.balances.workedFor(ctx.orgId, member, [policy], lastYear, zone, now)
      : new Map<number, number>();

    const id = await this.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Db;
      await this.requests.lockMember(db, ctx.orgId, employeeId);
      if (await this.requests.overlaps(db, ctx.orgId, employeeId, span.start_date, span.end_date))
        throw new AppError(409, TIME_OFF_TEXT.overlap, {
          field_hints: { start_date: [TIME_OFF_TEXT.overlap] },
        });
      if (isLimited)
        for (const [year, needed] of years) {
          const [balance] = await this.balances.balances(db, [policy], {
            orgId: ctx.orgId,
            member,
            year,
            zone,
            worked,
          });
          const available = balance?.available_seconds ?? 0;
          if (needed > available) {
            const message = TIME_OFF_TEXT.notEnough(
              policy.name,
              year,
              hoursText(Math.max(0, available)),
              hoursText(needed),
            );
            throw fieldError('leave_policy_id', message);
          }
        }
      const created = await this.requests.insert(db, {
        org_id: ctx.orgId,
        employee_id: employeeId,
        leave_policy_id: policy.id,
        kind: span.kind,
        start_date: span.start_date,
        end_date: span.end_date,
        day_seconds: span.day_seconds,
        start_time: span.start_time,
        end_time: span.end_time,
        total_seconds: totalSeconds(span),
        status: 'pending',
        note: body.note || null,
        decision_note: null,
        requested_by_employee_id: ctx.employeeId,
        decided_by_employee_id: null,
        decided_at_unix: null,
        created_at_unix: now,
        updated_at_unix: now,
      });
      await this.#audit(db, ctx, created, 'create', undefined);
      return created;
    });
    return { data: await this.#one(this.db, ctx.orgId, id), message: TIME_OFF_TEXT.requested };
  }

  approve(ctx: OrgContext, id: number, body: TimeOffDecision) {
    return this.#decide(ctx, id, 'approved', body.note, TIME_OFF_TEXT.approved);
  }

  deny(ctx: OrgContext, id: number, body: TimeOffDecision) {
    return this.#decide(ctx, id, 'denied', body.note, TIME_OFF_TEXT.denied);
  }

  /** DELETE: a pending request by its member or an approver; an approved one by an approver. */
  async cancel(ctx: OrgContext, id: number) {
    const before = await this.#visible(ctx, id);
    const status = before.status;
    if (status !== 'pending' && status !== 'approved')
      throw new AppError(409, TIME_OFF_TEXT.notCancellable);
    if (!mayCancelTimeOff(ctx, await this.#personOf(ctx, before.employee.employee_id), status))
      throw new AppError(403, MESSAGES.forbidden);
    await this.#move(ctx, before, status, 'cancelled', 'cancel', undefined);
    return { data: await this.#one(this.db, ctx.orgId, id), message: TIME_OFF_TEXT.cancelled };
  }

  async #decide(
    ctx: OrgContext,
    id: number,
    to: 'approved' | 'denied',
    note: string | undefined,
    message: string,
  ) {
    const before = await this.#visible(ctx, id);
    if (!mayDecideTimeOff(ctx, await this.#personOf(ctx, before.employee.employee_id)))
      throw new AppError(403, MESSAGES.forbidden);
    if (before.status !== 'pending') throw new AppError(409, TIME_OFF_TEXT.notPending);
    await this.#move(ctx, before, 'pending', to, to === 'approved' ? 'approve' : 'deny', note);
    return { data: await this.#one(this.db, ctx.orgId, id), message };
  }

  /** Moves a request from the state it was read in; a request another call moved first is refused. */
  async #move(
    ctx: OrgContext,
    before: TimeOffRequest,
    from: TimeOffStatus,
    to: TimeOffStatus,
    action: string,
    note: string | undefined,
  ) {
    const now = nowUnix();
    await this.db.transaction().execute(async (trx) => {
      const db = trx as unknown as Db;
      const moved = await this.requests.transition(db, ctx.orgId, before.id, from, {
        status: to,
        decided_by_employee_id: ctx.employeeId,
        decided_at_unix: now,
        updated_at_unix: now,
        ...(note !== undefined ? { decision_note: note || null } : {}),
      });
      if (!moved) throw new AppError(409, TIME_OFF_TEXT.notPending);
      await this.#audit(db, ctx, before.id, action, before);
    });
  }

  /** A request of the organisation the caller may see; 404 otherwise, never saying whether it exists. */
  async #visible(ctx: OrgContext, id: number): Promise<TimeOffRequest> {
    const request = await this.#one(this.db, ctx.orgId, id);
    const covered = await this.visibility.isInScope(
      ctx.orgId,
      requestScope(ctx),
      request.employee.employee_id,
    );
    if (!covered) throw new AppError(404, MESSAGES.notFound);
    return request;
  }

  async #personOf(ctx: OrgContext, employeeId: number): Promise<TimeOffPerson> {
    const isMyWorker =
      ctx.employeeId !== null &&
      ctx.employeeId !== employeeId &&
      (await this.visibility.isManagedBy(ctx.orgId, employeeId, ctx.employeeId));
    return { employeeId, isMyWorker };
  }

  async #one(db: Db, orgId: number, id: number): Promise<TimeOffRequest> {
    const row = await this.requests.find(db, orgId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return toTimeOffRequest(row);
  }

  async #audit(
    db: Db,
    ctx: OrgContext,
    id: number,
    action: string,
    before: TimeOffRequest | undefined,
  ) {
    const after = await this.#one(db, ctx.orgId, id);
    await writeAudit(db, {
      actorProfileId: ctx.profileId,
      orgId: ctx.orgId,
      entity: 'time_off_request',
      entityId: id,
      action,
      ...(before ? { before: snapshot(before) } : {}),
      after: snapshot(after),
    });
  }
}
