import { vi } from 'vitest';
import type { TimeCardSummary } from '../../../../contract/time-card-summary';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import type { TimeCard } from '../../../../contract/time-cards';
import { addDays } from '../../../../contract/time/plain-date';
import { startOfZonedDay, zonedDate } from '../../../../contract/time/zoned-time';
import { jsonResponse, listPage, makeOrg } from '../../../test-support/fixtures';
import { on, stubFetch, type FetchCall } from '../../../test-support/stubs';
import { ANN, BO, ZONE, at, makeCard } from './summary-test-cards';

/** The summary's screen tests' server: canned answers of org 7 (not a test file). */

// Wednesday 25 November 2026, 9:16 PM in Chicago: the week of Monday 23 November.
export const NOW = Date.UTC(2026, 10, 26, 3, 16);
export const HOUR = 3600;
export const LOFTS = { id: 21, name: 'Midtown Lofts' };
export const SLAB = { id: 22, name: 'Elk Grove Slab' };
export const FRAMING = { id: 3, name: 'Framing', employee_ids: [ANN.employee_id] };
export const CONCRETE = { id: 4, name: 'Concrete', employee_ids: [BO.employee_id] };

export const org = makeOrg({ id: 7, timezone: ZONE, country_code: 'us' });

/** The cards the stub server holds; approving changes them, as the server would. */
export function demoCards(): TimeCard[] {
  return [
    makeCard({
      id: 1,
      from: at('2026-11-23', 7),
      to: at('2026-11-23', 16),
      breakSeconds: HOUR / 2,
      projects: [LOFTS.id],
      exceptions: ['clock_started_late'],
    }),
    makeCard({ id: 2, from: at('2026-11-24', 7), to: at('2026-11-24', 15), projects: [SLAB.id] }),
    // A night shift from Tuesday 10 PM to Wednesday 2 AM: all four hours count on Tuesday.
    makeCard({ id: 5, from: at('2026-11-24', 22), to: at('2026-11-25', 2), projects: [SLAB.id] }),
    makeCard({
      id: 3,
      employee: BO,
      from: at('2026-11-23', 6),
      to: at('2026-11-23', 14),
      projects: [SLAB.id],
    }),
    makeCard({
      id: 4,
      employee: BO,
      from: at('2026-11-25', 20),
      to: null,
      runningWorked: HOUR,
      projects: [LOFTS.id],
    }),
    // Sunday before the week, running into Monday: it belongs to the week before.
    makeCard({ id: 6, employee: BO, from: at('2026-11-22', 22), to: at('2026-11-23', 3) }),
  ];
}

export const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;
/** The calls of GET time_cards (the list under the grid). */
export const cardCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/v1/orgs/7/time_cards?'));
/** The calls of GET time_cards/summary (the hours grid). */
export const summaryCalls = (calls: FetchCall[]) =>
  calls.filter(
    (call) => call.method === 'GET' && call.url.startsWith('/v1/orgs/7/time_cards/summary?'),
  );

const TEAMS = [FRAMING, CONCRETE];

/**
 * The cards the filters of zTimeCardFilters and the range keep, as the server reads them: the
 * clock-in in [start, end), the members named, a member of a kept team and of no left-out one,
 * time on a kept project and on no left-out one, one of the statuses and approval states.
 */
function matching(cards: readonly TimeCard[], params: URLSearchParams): TimeCard[] {
  const ids = (name: string) =>
    params.getAll(name).flatMap((value) => value.split(',').map(Number));
  const teamMembers = (teamIds: number[]) =>
    TEAMS.filter((team) => teamIds.includes(team.id)).flatMap((team) => team.employee_ids);
  const from = Number(params.get('start_dt_unix') ?? 0);
  const to = Number(params.get('end_dt_unix') ?? Number.MAX_SAFE_INTEGER);
  const members = ids('employee_ids');
  const teams = ids('employee_group_ids');
  const keptMembers = teamMembers(teams);
  const leftOutMembers = teamMembers(ids('exclude_employee_group_ids'));
  const projects = ids('org_project_ids');
  const leftOutProjects = ids('exclude_org_project_ids');
  const statuses = params.getAll('status');
  const approvals = params.getAll('approval_state');
  return cards.filter(
    (card) =>
      card.clock_in_dt_unix >= from &&
      card.clock_in_dt_unix < to &&
      (members.length === 0 || members.includes(card.employee_id)) &&
      (teams.length === 0 || keptMembers.includes(card.employee_id)) &&
      !leftOutMembers.includes(card.employee_id) &&
      (projects.length === 0 || card.org_project_ids.some((id) => projects.includes(id))) &&
      !card.org_project_ids.some((id) => leftOutProjects.includes(id)) &&
      (statuses.length === 0 || statuses.includes(card.status)) &&
      (approvals.length === 0 || approvals.includes(card.approval_state)),
  );
}

/**
 * GET time_cards/summary as contract/time-card-summary.ts says: the range's days in the zone,
 * each card whole on the day of its clock-in, a running card with its worked time so far.
 */
export function summaryOf(
  cards: readonly TimeCard[],
  from: number,
  to: number,
  asOf = NOW / 1000,
): TimeCardSummary {
  const days: TimeCardSummary['days'] = [];
  for (let date = zonedDate(from, ZONE); startOfZonedDay(date, ZONE) < to; date = addDays(date, 1))
    days.push({
      date,
      start_dt_unix: Math.max(from, startOfZonedDay(date, ZONE)),
      end_dt_unix: Math.min(to, startOfZonedDay(addDays(date, 1), ZONE)),
    });
  const zeros = () => days.map(() => 0);
  const members = new Map<number, TimeCardSummary['members'][number]>();
  for (const card of cards) {
    const index = days.findIndex((day) => day.date === zonedDate(card.clock_in_dt_unix, ZONE));
    if (index < 0) continue;
    const member = members.get(card.employee_id) ?? {
      employee_id: card.employee_id,
      display_name: card.employee.display_name,
      day_seconds: zeros(),
      day_card_counts: zeros(),
      exception_days: [],
      running_days: [],
      total_seconds: 0,
      card_count: 0,
      pending_card_count: 0,
    };
    members.set(card.employee_id, member);
    const worked = card.totals.worked_seconds;
    member.day_seconds[index]! += worked;
    member.day_card_counts[index]! += 1;
    const hasWarnings = card.exceptions.length > 0 || card.break_warnings.length > 0;
    if (hasWarnings && !member.exception_days.includes(index)) member.exception_days.push(index);
    if (card.clock_out_dt_unix === null && !member.running_days.includes(index))
      member.running_days.push(index);
    member.total_seconds += worked;
    member.card_count += 1;
    if (card.approval_state === 'pending') member.pending_card_count += 1;
  }
  const rows = [...members.values()].sort(
    (a, b) => a.display_name.localeCompare(b.display_name) || a.employee_id - b.employee_id,
  );
  for (const row of rows) {
    row.exception_days.sort((a, b) => a - b);
    row.running_days.sort((a, b) => a - b);
  }
  const dayTotals = days.map((_, index) =>
    rows.reduce((sum, row) => sum + (row.day_seconds[index] ?? 0), 0),
  );
  return {
    timezone: ZONE,
    as_of_unix: asOf,
    days,
    members: rows,
    day_totals: dayTotals,
    total_seconds: dayTotals.reduce((sum, seconds) => sum + seconds, 0),
    card_count: rows.reduce((sum, row) => sum + row.card_count, 0),
    pending_card_count: rows.reduce((sum, row) => sum + row.pending_card_count, 0),
  };
}

/**
 * A stub of the API: GET time_cards/summary counts the cards the filters keep, GET time_cards
 * lists them newest first, `limit` a page, and approving changes them.
 */
export function stubServer(cards = demoCards()) {
  return stubFetch(
    on('GET', '/v1/orgs/7', () => jsonResponse({ data: org })),
    on('GET', '/v1/orgs/7/employees_and_employee_groups', () =>
      jsonResponse({ data: { employees: [], employee_groups: TEAMS } }),
    ),
    on('GET', '/v1/orgs/7/org_projects', () => jsonResponse(listPage([LOFTS, SLAB]))),
    on('GET', '/v1/orgs/7/time_cards/summary', (call) => {
      const params = query(call);
      const from = Number(params.get('start_dt_unix'));
      const to = Number(params.get('end_dt_unix'));
      return jsonResponse({ data: summaryOf(matching(cards, params), from, to) });
    }),
    on('GET', '/v1/orgs/7/time_cards', (call) => {
      const params = query(call);
      const found = matching(cards, params).sort(
        (a, b) => b.clock_in_dt_unix - a.clock_in_dt_unix || b.id - a.id,
      );
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 50);
      return jsonResponse(
        listPage(found.slice((page - 1) * limit, page * limit), found.length, page, limit),
      );
    }),
    on('POST', '/v1/orgs/7/time_cards/approve', (call) => {
      const ids = (call.body as { time_card_ids: number[] }).time_card_ids;
      for (const card of cards)
        if (ids.includes(card.id)) Object.assign(card, { approval_state: 'approved' });
      return jsonResponse({
        data: { time_card_ids: ids },
        message: TIME_CARD_TEXT.approved(ids.length),
      });
    }),
  );
}

/**
 * Fixes the clock at NOW (Date only: timers stay real) and gives every data grid the box it has
 * on a desktop: the hours grid renders the rows its box has room for, and happy-dom lays nothing
 * out. Call in a beforeEach; resetBetweenScreenTests restores both.
 */
export function desktopAtNow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const box = (name: 'clientHeight' | 'clientWidth', size: number) => {
    let owner = Object.getPrototypeOf(document.createElement('div')) as object;
    while (!Object.getOwnPropertyDescriptor(owner, name)) owner = Object.getPrototypeOf(owner);
    const real = Object.getOwnPropertyDescriptor(owner, name)!.get!;
    vi.spyOn(owner as HTMLElement, name, 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.slot === 'data-grid-grid' ? size : (real.call(this) as number);
    });
  };
  box('clientHeight', 480);
  box('clientWidth', 1000);
}
