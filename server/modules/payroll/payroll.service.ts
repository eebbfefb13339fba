import type { PayrollRunCreate, PayrollSummaryQuery } from '../../../contract/payroll';
import { featureAllowed } from '../../../contract/plans';
import type { Db } from '../../db/connection';
import type { OrgContext } from '../../http/context';
import { RawJson } from '../../http/raw-json';
import { VersionedCache } from '../../lib/found-ids-cache';
import { payrollCsvRows } from './payroll-csv-rows';
import { versionKey, type PayrollLoader } from './payroll-loader';
import { prepareSummary } from './payroll-prepare';
import { notInPlan } from './payroll-range';
import { closePayrollRun } from './payroll-runs';
import { summaryText, type Fragment } from './payroll-summary-text';

export type { PlanReader } from './payroll-loader';

/** 2,000 members × 14 days with their spans is about 30 MB of JSON (a month, about 60 MB). */
const ANSWER_TEXT_MAX = 64_000_000;

/** A summary answer kept under the versions it was built at. */
type KeptAnswer = {
  version: string;
  payVersion: number;
  text: string;
  fragments: Map<number, Fragment>;
  /** A card ran: the answer holds for this instant only. */
  asOf: number | null;
};

/**
 * The payroll summary (README): per member and day the engine's classification of the cards in
 * a range or pay period, their breaks, break flags, time off and approval, and pay for whom the
 * caller may see it; its CSV; closing a pay period. Answers are kept per caller's reach and
 * query under both versions (README "Kept answers").
 */
export class PayrollService {
  readonly #answers = new VersionedCache<KeptAnswer>({
    maxEntries: 8,
    // The text, and its members' fragments beside it.
    maxSize: ANSWER_TEXT_MAX * 2,
    sizeOf: (answer) => answer.text.length * 2,
    ttlMs: 60_000,
  });

  constructor(private readonly loader: PayrollLoader) {}

  /**
   * GET payroll/summary. When a card moved since an answer was kept, the next one is made from
   * the kept members' fragments, assembling again only the members the loader read again.
   */
  async summary(ctx: OrgContext, query: PayrollSummaryQuery, now: number): Promise<RawJson> {
    const [org, scope] = await this.#begin(ctx, query);
    // Time off is not under the versions (its tables raise neither): not kept.
    const key = query.include_time_off
      ? null
      : JSON.stringify([ctx.orgId, scope.key, query, org.timezone]);
    const version = versionKey(org);
    const kept = key ? this.#answers.get(key)?.value : undefined;
    if (kept?.version === version && (kept.asOf === null || kept.asOf === now))
      return new RawJson(kept.text);
    const prepared = await prepareSummary(
      this.loader,
      ctx,
      org,
      scope,
      { ...query, filters: query },
      now,
    );
    const reusable = kept?.payVersion === org.payVersion ? kept.fragments : undefined;
    const { text, fragments } = summaryText(prepared, now, reusable);
    if (key)
      this.#answers.set(key, 0, {
        version,
        payVersion: org.payVersion,
        text,
        fragments,
        asOf: prepared.running ? now : null,
      });
    return new RawJson(text);
  }

  /** GET payroll/summary.csv's lines: refusals are thrown here, before the first line. */
  async csvRows(
    ctx: OrgContext,
    query: PayrollSummaryQuery,
    now: number,
  ): Promise<AsyncIterable<string[]>> {
    const [org, scope] = await this.#begin(ctx, query);
    return payrollCsvRows(this.loader, ctx, org, scope, { ...query, filters: query }, now);
  }

  /** POST payroll/runs. */
  closeRun(ctx: OrgContext, db: Db, body: PayrollRunCreate, now: number) {
    return closePayrollRun(this.loader, ctx, db, body, now);
  }

  /** The organisation and the caller's reach; time off needs its plan feature. */
  async #begin(ctx: OrgContext, query: PayrollSummaryQuery) {
    const [org, plan] = await Promise.all([this.loader.org(ctx), this.loader.plan(ctx)]);
    if (query.include_time_off && !featureAllowed(plan, 'time-off-management'))
      throw notInPlan('include_time_off');
    return [org, await this.loader.scope(ctx)] as const;
  }
}
