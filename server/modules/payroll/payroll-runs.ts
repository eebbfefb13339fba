import { PAYROLL_TEXT, type PayrollRunCreate } from '../../../contract/payroll';
import type { Db } from '../../db/connection';
import type { OrgContext } from '../../http/context';
import { writeAudit } from '../../lib/audit';
import { assembleMember } from './payroll-assemble';
import { EVERYONE, type PayrollLoader } from './payroll-loader';
import { prepareSummary, type ClosedMember, type ClosedSummary } from './payroll-prepare';

/**
 * POST payroll/runs: closes a pay period, keeping the whole organisation's summary of it as it is
 * now (each member unfiltered, without time off, pay whoever may see it); closing it again
 * replaces that, and the audit log keeps both.
 */

const AUDIT_ENTITY = 'payroll_run';

export async function closePayrollRun(
  loader: PayrollLoader,
  ctx: OrgContext,
  db: Db,
  body: PayrollRunCreate,
  now: number,
) {
  const org = await loader.org(ctx);
  const prepared = await prepareSummary(
    loader,
    ctx,
    org,
    EVERYONE,
    { ...body, include_time_off: false, filters: {} },
    now,
  );
  const period = prepared.range.period!;
  const members: ClosedMember[] = [];
  for (const listed of prepared.listed) {
    const { member, hasTime } = assembleMember(
      listed.id,
      listed.name,
      listed.classified,
      [],
      prepared.whole,
    );
    if (hasTime)
      members.push({
        employee_id: member.employee_id,
        display_name: member.display_name,
        totals: member.totals,
        pay: member.pay,
      });
  }
  const summary: ClosedSummary = { members };
  const { repo } = loader;
  const runId = await db.transaction().execute(async (trx) => {
    const tx = trx as unknown as Db;
    const before = await repo.run(tx, ctx.orgId, period.pay_schedule_id, period.pay_period_id);
    const id = await repo.saveRun(tx, {
      orgId: ctx.orgId,
      scheduleId: period.pay_schedule_id,
      index: period.pay_period_id,
      start: prepared.range.start,
      end: prepared.range.end,
      summaryJson: JSON.stringify(summary),
      employeeId: ctx.employeeId,
      profileId: ctx.profileId,
      at: now,
    });
    await writeAudit(tx, {
      actorProfileId: ctx.profileId,
      orgId: ctx.orgId,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: before ? 'close_again' : 'close',
      before: before
        ? {
            closed_at_unix: before.closed_at_unix,
            closed_by_employee_id: before.closed_by_employee_id,
            ...(JSON.parse(before.summary_json) as ClosedSummary),
          }
        : undefined,
      after: {
        closed_at_unix: now,
        closed_by_employee_id: ctx.employeeId,
        pay_period: period,
        ...summary,
      },
    });
    return id;
  });
  const run = await repo.run(repo.db, ctx.orgId, period.pay_schedule_id, period.pay_period_id);
  return {
    data: {
      payroll_run_id: runId,
      closed_at_unix: now,
      closed_by:
        run && run.closed_by_employee_id !== null
          ? { employee_id: run.closed_by_employee_id, display_name: run.closed_by_name ?? '' }
          : null,
      pay_schedule_id: period.pay_schedule_id,
      pay_period_id: period.pay_period_id,
      member_count: members.length,
    },
    message: PAYROLL_TEXT.closed,
  };
}
