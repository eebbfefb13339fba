import { can } from '../../../contract/access';
import type { ClockNeeds, ClockNeedsAnswer } from '../../../contract/clock-needs';
import { MESSAGES } from '../../../contract/errors';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { MemberRules } from './member-rules';
import type { TimeCardStore } from './time-card-store';

/** What a member's rules ask of their clock actions (contract/clock-needs.ts). */
export function needsOf(rules: MemberRules): ClockNeeds {
  return {
    project: rules.requireProject,
    cost_code: rules.requireCostCode,
    cost_code_on_clock_out: rules.requireCostCodeOnClockOut,
    photo: rules.requiresPhoto,
  };
}

/**
 * GET time_cards/clock_needs: for the caller, or for a member they may clock in (their crew, as
 * POST time_cards allows), with the same refusals as that call.
 */
export class ClockNeedsService {
  constructor(
    private readonly db: Db,
    private readonly store: TimeCardStore,
  ) {}

  async get(
    ctx: OrgContext,
    query: { employee_id?: number },
    now: number,
  ): Promise<{ data: ClockNeedsAnswer }> {
    const employeeId = query.employee_id ?? ctx.employeeId;
    if (employeeId === null) throw new AppError(403, MESSAGES.forbidden);
    const rules = await this.store.rulesOf(this.db, ctx.orgId, employeeId, now);
    if (!rules) throw fieldError('employee_id', TIME_CARD_TEXT.unknownMember);
    const target = await this.store.targetOf(this.db, ctx, employeeId);
    if (!can(ctx, 'timeCards.clock', target)) throw new AppError(403, MESSAGES.forbidden);
    return { data: { employee_id: employeeId, needs: needsOf(rules) } };
  }
}
