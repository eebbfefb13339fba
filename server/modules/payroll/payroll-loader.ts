import { can } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { PlanFields } from '../../../contract/plans';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { VersionedCache } from '../../lib/found-ids-cache';
import type { WorkweekSpan } from '../pay-rules/pay-rules.service';
import { listScope } from '../visibility/visibility.service';
import { classifyMember, type ClassifiedMember } from './payroll-classify';
import type { OrgPayRules, PayrollOrg, RangeData } from './payroll-data';
import type { PayrollRepository } from './payroll.repository';

/**
 * What every payroll read starts from (the summary, its CSV, a closed run, job costing): the
 * organisation with its versions, its plan, the caller's reach, and the cards of a range's
 * workweeks classified by the engine. The classified range is kept per pair of versions (time
 * cards, pay: README "Kept answers"), so the reads and the engine run once per change, whoever
 * asks; after a card change only the members whose cards moved are read and classified again.
 * Members with a running card are classified again per request, up to its instant.
 */

/** The organisation's plan (the membership module's lookups). */
export type PlanReader = { planFields(orgId: number): Promise<PlanFields | undefined> };

/** Whose time and whose pay the caller reads. */
export type CallerScope = {
  /** A key of the scope, for kept answers. */
  key: string;
  /** The members in reach; null: everyone. */
  ids: Set<number> | null;
  /** compensation.view (permission 15): everyone's pay, a manager's own workers', nobody's. */
  pay: 'all' | 'managed' | 'none';
  /** The manager's own workers, when pay is 'managed'. */
  managed: Set<number>;
};

/** The whole organisation, everyone's pay: what a closed run keeps. */
export const EVERYONE: CallerScope = { key: 'all', ids: null, pay: 'all', managed: new Set() };

/** The range's members classified (a member has a card touching its workweeks). */
export type ClassifiedRange = {
  data: RangeData;
  members: ReadonlyMap<number, ClassifiedMember>;
  /** A card runs: the classification holds for this instant only. */
  running: boolean;
};

type KeptRange = {
  /** The versions (time cards, pay) it was read at. */
  version: string;
  payVersion: number;
  /** Each member's card version, read before the cards were. */
  memberVersions: Map<number, number>;
  data: RangeData;
  members: Map<number, ClassifiedMember>;
  running: number[];
  /** When the whole range was last read: a refresh keeps it, so the time limit still holds. */
  readAt: number;
};

/**
 * More members moved than this and the range is read whole again: by then one read of everyone
 * costs less than an IN list of them.
 */
const REFRESH_MEMBERS_MAX = 300;

/** A range of 2,000 members' cards over a month of workweeks is about 60,000 cards. */
const RANGE_CARDS_MAX = 100_000;

export const versionKey = (org: PayrollOrg) => `${org.timeCardVersion}.${org.payVersion}`;

export class PayrollLoader {
  readonly #ranges = new VersionedCache<KeptRange>({
    maxEntries: 4,
    maxSize: RANGE_CARDS_MAX,
    sizeOf: (range) => range.data.cardCount,
    ttlMs: 60_000,
  });
  /** Reads under way: requests that miss together share one. */
  readonly #reading = new Map<string, Promise<KeptRange>>();

  constructor(
    readonly repo: PayrollRepository,
    private readonly plans: PlanReader,
  ) {}

  async org(ctx: OrgContext): Promise<PayrollOrg> {
    const org = await this.repo.org(ctx.orgId);
    if (!org) throw new AppError(404, MESSAGES.notFound);
    return org;
  }

  plan(ctx: OrgContext): Promise<PlanFields | undefined> {
    return ctx.snapshot ? Promise.resolve(ctx.snapshot.plan) : this.plans.planFields(ctx.orgId);
  }

  /**
   * Whose time the caller reads (GET time_cards' reach: their own, a manager their workers'
   * and their own, 13 everyone's) and whose pay.
   */
  async scope(ctx: OrgContext): Promise<CallerScope> {
    const scope = listScope(ctx);
    const ids = scope.kind === 'all' ? null : await this.repo.idsInScope(ctx.orgId, scope);
    const pay = can(ctx, 'compensation.view', { isMyWorker: false })
      ? 'all'
      : can(ctx, 'compensation.view')
        ? 'managed'
        : 'none';
    let managed = new Set<number>();
    if (pay === 'managed' && ctx.employeeId !== null)
      managed =
        scope.kind === 'managed' && ids
          ? ids
          : await this.repo.idsInScope(ctx.orgId, { kind: 'managed', employeeId: ctx.employeeId });
    const sorted = (set: Set<number> | null) => (set ? [...set].sort((a, b) => a - b) : 'all');
    return {
      key: JSON.stringify([sorted(ids), pay, pay === 'managed' ? sorted(managed) : null]),
      ids,
      pay,
      managed,
    };
  }

  /** Whether the caller may see the member's pay (the policy, with the member as target). */
  showsPay(ctx: OrgContext, scope: CallerScope, employeeId: number): boolean {
    if (scope.pay !== 'managed') return scope.pay === 'all';
    return can(ctx, 'compensation.view', {
      employeeId,
      isMyWorker: scope.managed.has(employeeId) && employeeId !== ctx.employeeId,
    });
  }

  /**
   * The workweeks' cards classified, kept per versions. When only the time-card version moved,
   * the kept range is refreshed: the members whose card version moved are read and classified
   * again, everyone else's classification (the same object) is kept.
   */
  async classified(
    orgId: number,
    org: PayrollOrg,
    rules: OrgPayRules,
    weeks: readonly WorkweekSpan[],
    now: number,
  ): Promise<ClassifiedRange> {
    const from = weeks[0]!.start_dt_unix;
    const to = weeks.at(-1)!.end_dt_unix;
    const key = JSON.stringify([orgId, from, to, rules]);
    const version = versionKey(org);
    let range = this.#ranges.get(key)?.value;
    if (range?.version !== version) {
      const flight = `${version} ${key}`;
      let reading = this.#reading.get(flight);
      if (!reading) {
        const span: Span = { orgId, from, to, rules, weeks, version, payVersion: org.payVersion };
        const kept = range?.payVersion === org.payVersion ? range : undefined;
        reading = (kept ? this.#refresh(span, kept) : this.#read(span)).then((read) => {
          this.#ranges.set(key, 0, read, read.readAt);
          return read;
        });
        this.#reading.set(flight, reading);
        void reading.finally(() => this.#reading.delete(flight)).catch(() => undefined);
      }
      range = await reading;
    }
    if (range.running.length === 0)
      return { data: range.data, members: range.members, running: false };
    const members = new Map(range.members);
    for (const id of range.running)
      members.set(id, classifyMember(range.data.members.get(id)!, range.data, rules, weeks, now));
    return { data: range.data, members, running: true };
  }

  /** The whole range read and classified. */
  async #read(span: Span): Promise<KeptRange> {
    const readAt = Date.now();
    const memberVersions = await this.repo.memberCardVersions(span.orgId);
    const data = await this.repo.rangeData(span.orgId, span.from, span.to);
    const members = new Map<number, ClassifiedMember>();
    const running: number[] = [];
    for (const member of data.members.values()) {
      if (member.cards.some((card) => card.clockOut === null)) running.push(member.id);
      else members.set(member.id, classifyMember(member, data, span.rules, span.weeks, 0));
    }
    return { ...versionsOf(span), memberVersions, data, members, running, readAt };
  }

  /** The kept range with the members whose cards moved read and classified again. */
  async #refresh(span: Span, kept: KeptRange): Promise<KeptRange> {
    const memberVersions = await this.repo.memberCardVersions(span.orgId);
    const moved = new Set<number>();
    for (const [id, version] of memberVersions)
      if (kept.memberVersions.get(id) !== version) moved.add(id);
    for (const id of kept.memberVersions.keys()) if (!memberVersions.has(id)) moved.add(id);
    if (moved.size > REFRESH_MEMBERS_MAX) return this.#read(span);

    const cards = await this.repo.rangeCards(span.orgId, span.from, span.to, [...moved]);
    const loaded = new Map(kept.data.members);
    const members = new Map(kept.members);
    let cardCount = kept.data.cardCount;
    for (const id of moved) {
      cardCount -= loaded.get(id)?.cards.length ?? 0;
      loaded.delete(id);
      members.delete(id);
    }
    const data: RangeData = { ...kept.data, members: loaded, cardCount };
    const running = kept.running.filter((id) => !moved.has(id));
    for (const member of cards.members.values()) {
      loaded.set(member.id, member);
      data.cardCount += member.cards.length;
      if (member.cards.some((card) => card.clockOut === null)) running.push(member.id);
      else members.set(member.id, classifyMember(member, data, span.rules, span.weeks, 0));
    }
    return { ...versionsOf(span), memberVersions, data, members, running, readAt: kept.readAt };
  }
}

/** What one classified range is of. */
type Span = {
  orgId: number;
  from: number;
  to: number;
  rules: OrgPayRules;
  weeks: readonly WorkweekSpan[];
  version: string;
  payVersion: number;
};

const versionsOf = (span: Span) => ({ version: span.version, payVersion: span.payVersion });
