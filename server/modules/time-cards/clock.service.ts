import type {
  ClockIn,
  ClockOut,
  EndBreak,
  StartBreak,
  Switch,
} from '../../../contract/time-card-inputs';
import type { Db } from '../../db/connection';
import type { OrgContext } from '../../http/context';
import { endBreak, startBreak } from './clock-breaks';
import { clockIn } from './clock-in';
import { clockOut, clockOutOnDeactivation } from './clock-out';
import { switchProject } from './clock-switch';
import type { MemberRules } from './member-rules';
import type { ActionResult } from './time-card-actions';
import type { TimeCardStore } from './time-card-store';

/**
 * The clock: clocking in (oneself, or a manager or administrator for their crew), breaks,
 * switches of project and clocking out, each at the server's time, in the caller's transaction
 * (`db`) under the member's lock. Every change writes an audit row. Each action lives in its own
 * file (clock-in.ts, clock-breaks.ts, clock-switch.ts, clock-out.ts; shared steps in
 * clock-steps.ts); this class is what the routes and the deactivation hook call.
 */
export class ClockService {
  constructor(private readonly store: TimeCardStore) {}

  /** POST time_cards (and the kiosk's clock-in, with source 'kiosk'). */
  clockIn(
    ctx: OrgContext,
    db: Db,
    input: ClockIn,
    now: number,
    source: 'web' | 'kiosk' = 'web',
  ): Promise<ActionResult> {
    return clockIn(this.store, ctx, db, input, now, source);
  }

  /** A member's rules (the kiosk shows what they may do); undefined for a non-member. */
  rulesOf(
    db: Db,
    orgId: number,
    employeeId: number,
    now: number,
  ): Promise<MemberRules | undefined> {
    return this.store.rulesOf(db, orgId, employeeId, now);
  }

  /** POST time_cards/{id}/start_break. */
  startBreak(
    ctx: OrgContext,
    db: Db,
    id: number,
    input: StartBreak,
    now: number,
  ): Promise<ActionResult> {
    return startBreak(this.store, ctx, db, id, input, now);
  }

  /** POST time_cards/{id}/end_break. */
  endBreak(
    ctx: OrgContext,
    db: Db,
    id: number,
    input: EndBreak,
    now: number,
  ): Promise<ActionResult> {
    return endBreak(this.store, ctx, db, id, input, now);
  }

  /** POST time_cards/{id}/switch. */
  switchProject(
    ctx: OrgContext,
    db: Db,
    id: number,
    input: Switch,
    now: number,
  ): Promise<ActionResult> {
    return switchProject(this.store, ctx, db, id, input, now);
  }

  /** POST time_cards/{id}/clock_out. */
  clockOut(
    ctx: OrgContext,
    db: Db,
    id: number,
    input: ClockOut,
    now: number,
  ): Promise<ActionResult> {
    return clockOut(this.store, ctx, db, id, input, now);
  }

  /** Deactivating a member clocks out their running card (the employees module's hook). */
  clockOutOnDeactivation(
    db: Db,
    orgId: number,
    actorProfileId: number,
    employeeId: number,
    now: number,
  ): Promise<void> {
    return clockOutOnDeactivation(this.store, db, orgId, actorProfileId, employeeId, now);
  }
}
