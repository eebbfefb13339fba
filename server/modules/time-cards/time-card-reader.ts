import { can } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import type {
  BreakWarningType,
  TimeCard,
  TimeCardDetail,
  TimeCardExceptionType,
  TimeCardListQuery,
} from '../../../contract/time-cards';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { pageMeta } from '../../lib/page-meta';
import { nowUnix } from '../../lib/time';
import { listScope } from '../visibility/visibility.service';
import { historyEntryOf } from './history';
import { breakSpans, cardSpan, unixOrNull } from './row-values';
import type { TimeCardStore } from './time-card-store';
import { cardWithNames, listTimeCards, type ListedCard } from './time-card-list.repository';
import type {
  AllocationRow,
  BreakRow,
  LocationReadingRow,
  TimeCardPhotoTable,
} from './time-cards.tables';
import { payableTotals } from './geofence-rules';
import type { TargetNames } from './target-checks';
import { workedWithin } from './totals';
import type { ClockPhotos } from './clock-photos.service';

const exceptionsOf = (text: string): TimeCardExceptionType[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as TimeCardExceptionType[]) : [];
};
const breakWarningsOf = (text: string): BreakWarningType[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as BreakWarningType[]) : [];
};

/**
 * A card's parts as a write holds them, in the order the reads give them (by start, then id):
 * what `detail` would otherwise read.
 */
export type HeldParts = {
  breaks: readonly BreakRow[];
  allocations: readonly AllocationRow[];
  photos: ReadonlyArray<Selectable<TimeCardPhotoTable>>;
  readings: ReadonlyArray<
    Pick<LocationReadingRow, 'recorded_at_unix' | 'latitude' | 'longitude' | 'speed_mps' | 'kind'>
  >;
  /** The card's row with its member's and approver's names, when the write holds it. */
  card?: ListedCard;
  /** Names of what the allocations name, when the write read them all. */
  names?: TargetNames;
};

/** GET time_cards and GET time_cards/{id}, and the card every write answers with. */
export class TimeCardReader {
  constructor(
    private readonly db: Db,
    private readonly store: TimeCardStore,
    private readonly photos: ClockPhotos,
  ) {}

  async list(ctx: OrgContext, query: TimeCardListQuery): Promise<Page<TimeCard>> {
    const { total, rows } = await listTimeCards(this.db, ctx.orgId, query, listScope(ctx));
    const data = await this.#present(this.db, ctx, rows, nowUnix());
    return { data, meta: pageMeta(query, total, data.length) };
  }

  async get(ctx: OrgContext, id: number): Promise<{ data: TimeCardDetail }> {
    return { data: await this.detail(this.db, ctx, id, nowUnix()) };
  }

  /**
   * The card with all its parts, as the caller sees it (`db`: the write's transaction; `held`:
   * its breaks, allocations, photos and readings when the write holds them all).
   */
  async detail(
    db: Db,
    ctx: OrgContext,
    id: number,
    now: number,
    held?: HeldParts,
  ): Promise<TimeCardDetail> {
    const row = held?.card ?? (await cardWithNames(db, ctx.orgId, id));
    const target = row && (await this.store.targetOf(db, ctx, row.employee_id));
    if (!row || !target || !can(ctx, 'timeCards.read', target))
      throw new AppError(404, MESSAGES.notFound);
    const [breaks, allocations, photos, readings, history] = await Promise.all([
      held ? new Map([[id, [...held.breaks]]]) : this.store.parts.breaksOf(db, [id]),
      held ? new Map([[id, [...held.allocations]]]) : this.store.parts.allocationsOf(db, [id]),
      held ? held.photos : this.store.parts.photosOf(db, id),
      held ? held.readings : this.store.readings.readingsOf(db, id),
      this.store.auditLog.history(db, ctx.orgId, id),
    ]);
    // A manager's relation to the member is the one just read (#present reads it for lists).
    const managed =
      ctx.employeeId !== row.employee_id
        ? new Set(target.isMyWorker ? [row.employee_id] : [])
        : undefined;
    const [card] = await this.#present(db, ctx, [row], now, { breaks, allocations, managed });
    const breakRows = breaks.get(id) ?? [];
    const spans = breakSpans(breakRows);
    const cardEnd = Math.max(
      Number(row.clock_in_dt_unix),
      unixOrNull(row.clock_out_dt_unix) ?? now,
    );
    return {
      ...card!,
      breaks: breakRows.map((each) => ({
        id: each.id,
        break_type: each.break_type as 'meal' | 'rest',
        is_paid: each.is_paid === 1,
        start_dt_unix: Number(each.start_dt_unix),
        end_dt_unix: unixOrNull(each.end_dt_unix),
        duration_seconds: Math.max(
          0,
          (unixOrNull(each.end_dt_unix) ?? cardEnd) - Number(each.start_dt_unix),
        ),
        is_automatic: each.is_automatic === 1,
      })),
      allocations: await this.#allocations(
        db,
        ctx.orgId,
        allocations.get(id) ?? [],
        spans,
        cardEnd,
        held?.names,
      ),
      photos: photos.map((photo) => ({
        id: photo.id,
        file_attachment_id: photo.file_attachment_id,
        kind: photo.kind as 'clock_in' | 'clock_out',
        taken_at_unix: Number(photo.taken_at_unix),
        ...this.photos.linkOf(ctx.orgId, photo.file_attachment_id, now),
      })),
      location_readings: readings.map((reading) => ({
        recorded_at_unix: Number(reading.recorded_at_unix),
        latitude: reading.latitude,
        longitude: reading.longitude,
        speed_mps: reading.speed_mps,
        kind: reading.kind as TimeCardDetail['location_readings'][number]['kind'],
      })),
      history: history.map(historyEntryOf),
    };
  }

  async #allocations(
    db: Db,
    orgId: number,
    rows: readonly AllocationRow[],
    breaks: ReturnType<typeof breakSpans>,
    cardEnd: number,
    known?: TargetNames,
  ): Promise<TimeCardDetail['allocations']> {
    const names = known ?? (await this.store.references.names(db, orgId, rows));
    return rows.map((row) => {
      const span = { start: Number(row.start_dt_unix), end: unixOrNull(row.end_dt_unix) };
      return {
        id: row.id,
        org_project_id: row.project_id,
        project_name: row.project_id === null ? null : (names.projects.get(row.project_id) ?? null),
        work_site_id: row.work_site_id,
        work_site_name:
          row.work_site_id === null ? null : (names.sites.get(row.work_site_id) ?? null),
        job_code_id: row.job_code_id,
        job_code: row.job_code_id === null ? null : (names.codes.get(row.job_code_id) ?? null),
        start_dt_unix: span.start,
        end_dt_unix: span.end,
        worked_seconds: workedWithin(span, breaks, cardEnd),
      };
    });
  }

  /**
   * Cards as lists show them: totals (paid time rounded by the organisation's step), the
   * projects they went to, and what the caller may do with each.
   */
  async #present(
    db: Db,
    ctx: OrgContext,
    rows: readonly ListedCard[],
    now: number,
    /** The cards' breaks and allocations when the caller has read them already. */
    parts?: {
      breaks: Map<number, BreakRow[]>;
      allocations: Map<number, AllocationRow[]>;
      /** Which of the cards' members the caller manages, when known. */
      managed?: Set<number>;
    },
  ) {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const people = [...new Set(rows.map((row) => row.employee_id))];
    const [breaks, allocations, org, managed, ownRules] = await Promise.all([
      parts ? parts.breaks : this.store.parts.breaksOf(db, ids),
      parts ? parts.allocations : this.store.parts.allocationsOf(db, ids),
      this.store.orgTime(db, ctx.orgId),
      ctx.employeeId !== null && ctx.flags.isManager
        ? (parts?.managed ?? this.store.cards.managedAmong(db, ctx.orgId, ctx.employeeId, people))
        : new Set<number>(),
      ctx.employeeId !== null && people.includes(ctx.employeeId)
        ? this.store.rulesOf(db, ctx.orgId, ctx.employeeId, now)
        : Promise.resolve(undefined),
    ]);
    return rows.map((row): TimeCard => {
      const target = {
        employeeId: row.employee_id,
        isMyWorker: managed.has(row.employee_id),
        mayEditOwn: ownRules?.mayEditOwn === true,
      };
      const isLocked = row.approval_state === 'approved';
      const projectIds = (allocations.get(row.id) ?? []).flatMap((allocation) =>
        allocation.project_id === null ? [] : [allocation.project_id],
      );
      return {
        id: row.id,
        org_id: row.org_id,
        employee_id: row.employee_id,
        employee: { employee_id: row.employee_id, display_name: row.employee_name },
        clock_in_dt_unix: Number(row.clock_in_dt_unix),
        clock_out_dt_unix: unixOrNull(row.clock_out_dt_unix),
        timezone: row.timezone,
        status: row.status as TimeCard['status'],
        source: row.source as TimeCard['source'],
        note: row.note,
        exceptions: exceptionsOf(row.exceptions),
        break_warnings: breakWarningsOf(row.break_warnings),
        payable_clock_out_dt_unix: unixOrNull(row.payable_clock_out_dt_unix),
        signed_off_at_unix: unixOrNull(row.signed_off_at_unix),
        totals: payableTotals(
          cardSpan(row),
          unixOrNull(row.payable_clock_out_dt_unix),
          breakSpans(breaks.get(row.id)),
          org.time_round_minutes,
          now,
        ),
        org_project_ids: [...new Set(projectIds)],
        approval_state: row.approval_state as TimeCard['approval_state'],
        approved_at_unix: unixOrNull(row.approved_at_unix),
        approved_by:
          row.approved_by_employee_id === null
            ? null
            : { employee_id: row.approved_by_employee_id, display_name: row.approver_name ?? '' },
        is_locked: isLocked,
        can_edit: !isLocked && this.store.allows(ctx, 'edit', target),
        can_approve: can(ctx, 'timeCards.approve', target),
        created_at_unix: Number(row.created_at_unix),
        updated_at_unix: Number(row.updated_at_unix),
      };
    });
  }
}
