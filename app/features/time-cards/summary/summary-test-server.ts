import { vi } from 'vitest';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import type { TimeCard } from '../../../../contract/time-cards';
import { jsonResponse, listPage, makeOrg } from '../../../test-support/fixtures';
import { on, stubFetch, type FetchCall } from '../../../test-support/stubs';
import { ANN, BO, ZONE, at, makeCard } from './summary-test-cards';

/** The summary's screen tests' server: canned answers of org 7 (not a test file). */

// Wednesday 25 November 2026, 9:16 PM in Chicago: the week of Monday 23 November.
export const NOW = Date.UTC(2026, 10, 26, 3, 16);
export const HOUR = 3600;
export const LOFTS = { id: 21, name: 'Midtown Lofts' };
export const SLAB = { id: 22, name: 'Elk Grove Slab' };

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
  ];
}

export const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;
export const cardCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/v1/orgs/7/time_cards?'));

/** A stub of the API: GET time_cards filters as the server does and answers two cards a page. */
export function stubServer(cards = demoCards()) {
  return stubFetch(
    on('GET', '/v1/orgs/7', () => jsonResponse({ data: org })),
    on('GET', '/v1/orgs/7/employees_and_employee_groups', () =>
      jsonResponse({
        data: {
          employees: [],
          employee_groups: [
            { id: 3, name: 'Framing', employee_ids: [ANN.employee_id] },
            { id: 4, name: 'Concrete', employee_ids: [BO.employee_id] },
          ],
        },
      }),
    ),
    on('GET', '/v1/orgs/7/org_projects', () => jsonResponse(listPage([LOFTS, SLAB]))),
    on('GET', '/v1/orgs/7/time_cards', (call) => {
      const params = query(call);
      const projects = params.getAll('org_project_ids').map(Number);
      const approval = params.get('approval_state');
      const from = Number(params.get('start_dt_unix'));
      const to = Number(params.get('end_dt_unix'));
      const matching = cards.filter(
        (card) =>
          card.clock_in_dt_unix >= from &&
          card.clock_in_dt_unix < to &&
          (projects.length === 0 || card.org_project_ids.some((id) => projects.includes(id))) &&
          (!approval || card.approval_state === approval),
      );
      const page = Number(params.get('page') ?? 1);
      return jsonResponse(
        listPage(matching.slice((page - 1) * 2, page * 2), matching.length, page, 2),
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
