import { afterEach, beforeEach, vi } from 'vitest';
import type { ClockNeeds } from '../../../../contract/clock-needs';
import type { CostCode } from '../../../../contract/cost-codes';
import type { Organization } from '../../../../contract/orgs';
import type { Project } from '../../../../contract/projects';
import type { TimeCard, TimeCardDetail } from '../../../../contract/time-cards';
import type { WorkSite } from '../../../../contract/work-sites';
import {
  jsonResponse,
  listPage,
  makeEmployee,
  makeOrg,
  makeProfile,
} from '../../../test-support/fixtures';
import { signInAs } from '../../../test-support/screen-session';
import { on, type FetchCall, type Route } from '../../../test-support/stubs';

/** Test data and canned answers of the crew clock's screen tests (not a test file itself). */
export const ORG_ID = 7;
export const CREW_PATH = `/org/${ORG_ID}/crew/timecards`;
/** The worker signed in: role 1 in org 7 (makeEmployee's id scheme). */
export const ME = 701;
const API = `/v1/orgs/${ORG_ID}`;
// Thu 26 Nov 2026, 08:00 in Denver (15:00 UTC).
export const NOW_UNIX = 1_795_705_200;
export const CLOCK_IN_UNIX = NOW_UNIX - 2 * 3600;

/**
 * Registers hooks that make "now" NOW_UNIX for each test of the calling file: only Date is
 * faked, timers run as they do.
 */
export function freezeNowAtThursday() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW_UNIX * 1000);
  });
  afterEach(() => vi.useRealTimers());
}

export function signInWorker(organization: Partial<Organization> = {}) {
  const org = makeOrg({ id: ORG_ID, ...organization });
  signInAs(makeProfile([makeEmployee(ORG_ID, 1, { organization: org })], { id: 43 }));
  return org;
}

export function project(id: number, name: string): Project {
  return {
    id,
    org_id: ORG_ID,
    name,
    number: null,
    customer_id: null,
    customer_name: null,
    project_group_id: null,
    project_group_name: null,
    address: null,
    start_date: null,
    end_date: null,
    status: 'active',
    is_archived: false,
    notes: null,
    manager_ids: [],
    work_sites_count: 1,
    can_edit: false,
    last_activity_at_unix: 1,
    auto_archived: false,
    created_at_unix: 1,
    updated_at_unix: 1,
    archived_at_unix: null,
  };
}
export const LOFTS = project(1, 'Midtown Lofts');
export const TOWNHOMES = project(2, 'Riverside Townhomes');

export function costCode(
  id: number,
  code: string,
  name: string,
  projectIds: number[] = [],
): CostCode {
  return {
    id,
    code,
    name,
    project_ids: projectIds,
    created_at_unix: 1,
    updated_at_unix: 1,
    archived_at_unix: null,
  };
}
export const FRAMING = costCode(5, '06-100', 'Rough carpentry');
/** Allowed on the townhomes only. */
export const CONCRETE = costCode(6, '03-300', 'Cast-in-place concrete', [TOWNHOMES.id]);

export const NORTH_GATE: WorkSite = {
  id: 9,
  project_id: LOFTS.id,
  name: 'North gate',
  place: null,
  latitude: 39.75,
  longitude: -104.99,
  geofence_radius_meters: 100,
  enabled: true,
  created_at_unix: 1,
  updated_at_unix: 1,
  archived_at_unix: null,
};

export function makeCard(overrides: Partial<TimeCardDetail> = {}): TimeCardDetail {
  return {
    id: 300,
    org_id: ORG_ID,
    employee_id: ME,
    employee: { employee_id: ME, display_name: 'Ada Admin' },
    clock_in_dt_unix: CLOCK_IN_UNIX,
    clock_out_dt_unix: null,
    timezone: 'America/Denver',
    status: 'working',
    source: 'web',
    note: null,
    exceptions: [],
    break_warnings: [],
    payable_clock_out_dt_unix: null,
    signed_off_at_unix: null,
    totals: {
      worked_seconds: 2 * 3600,
      break_seconds: 0,
      unpaid_break_seconds: 0,
      paid_seconds: 2 * 3600,
      round_minutes: 0,
      rounded_clock_in_dt_unix: CLOCK_IN_UNIX,
      rounded_clock_out_dt_unix: null,
    },
    org_project_ids: [LOFTS.id],
    approval_state: 'pending',
    approved_at_unix: null,
    approved_by: null,
    is_locked: false,
    can_edit: true,
    can_approve: false,
    created_at_unix: CLOCK_IN_UNIX,
    updated_at_unix: CLOCK_IN_UNIX,
    breaks: [],
    allocations: [
      {
        id: 1,
        org_project_id: LOFTS.id,
        project_name: LOFTS.name,
        work_site_id: NORTH_GATE.id,
        work_site_name: NORTH_GATE.name,
        job_code_id: FRAMING.id,
        job_code: FRAMING.code,
        start_dt_unix: CLOCK_IN_UNIX,
        end_dt_unix: null,
        worked_seconds: 2 * 3600,
      },
    ],
    photos: [],
    location_readings: [],
    history: [],
    ...overrides,
  };
}

/** A list row of a card (the list answers cards without their parts). */
export function listRow(card: TimeCardDetail): TimeCard {
  const { breaks, allocations, photos, location_readings, history, ...row } = card;
  void [breaks, allocations, photos, location_readings, history];
  return row;
}

export const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;

/**
 * The server of the crew page, as far as the clock and the week list call it: the organisation,
 * its projects, cost codes and work sites, and the member's cards from `cards()` (newest first),
 * each readable by id.
 */
export function clockServer({
  org,
  cards,
  projects = [LOFTS, TOWNHOMES],
  costCodes = [FRAMING, CONCRETE],
  needs = {},
}: {
  org: Organization;
  cards: () => TimeCardDetail[];
  projects?: Project[];
  costCodes?: CostCode[];
  /** What the member's rules ask (GET time_cards/clock_needs); nothing by default. */
  needs?: Partial<ClockNeeds>;
}): Route[] {
  const clockNeeds: ClockNeeds = {
    project: false,
    cost_code: false,
    cost_code_on_clock_out: false,
    photo: false,
    ...needs,
  };
  return [
    on('GET', API, () => jsonResponse({ data: org })),
    on('GET', `${API}/time_cards/clock_needs`, () =>
      jsonResponse({ data: { employee_id: ME, needs: clockNeeds } }),
    ),
    on('GET', `${API}/org_projects`, () =>
      jsonResponse(listPage(projects, projects.length, 1, 500)),
    ),
    on('GET', `${API}/job_codes`, () =>
      jsonResponse(listPage(costCodes, costCodes.length, 1, 500)),
    ),
    on('GET', `${API}/org_projects/${LOFTS.id}/work_sites`, () =>
      jsonResponse({ data: [NORTH_GATE] }),
    ),
    on('GET', `${API}/org_projects/${TOWNHOMES.id}/work_sites`, () => jsonResponse({ data: [] })),
    on('GET', `${API}/time_cards`, (call) => {
      const limit = Number(query(call).get('limit') ?? 50);
      const rows = cards().map(listRow);
      return jsonResponse(listPage(rows.slice(0, limit), rows.length, 1, limit));
    }),
    (call) => {
      const match = new RegExp(`^${API}/time_cards/(\\d+)$`).exec(call.url.split('?')[0]!);
      if (call.method !== 'GET' || !match) return undefined;
      const card = cards().find((each) => each.id === Number(match[1]));
      return card
        ? jsonResponse({ data: card })
        : jsonResponse({ status_code: 404, message: 'Not found' }, 404);
    },
  ];
}

/** An answer of a clock action, as the server writes it. */
export const written = (card: TimeCardDetail, message: string) =>
  jsonResponse({ data: card, message });

export const callsTo = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0] === `${API}${path}`);
