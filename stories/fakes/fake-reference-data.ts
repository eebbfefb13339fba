import type { CompanyLocation } from '../../contract/company-locations';
import type { CostCode } from '../../contract/cost-codes';
import type { PayPeriodItem, PaySchedule } from '../../contract/pay-schedules';
import type { Project } from '../../contract/projects';
import { addDays } from '../../contract/time/plain-date';
import { COST_CODE_TEXT } from '../../contract/cost-codes';
import { ORG_ID } from './fake-crew';
import { jsonAnswer, pageOf, type FakeRoute } from './fake-api';

/**
 * What the crew's organisation records time against and is paid by, for the cost codes page and
 * the settings hub's company-locations and pay-schedules panels: a few cost codes, two projects,
 * two locations and two schedules, with fixed dates so screenshots do not move.
 */
const AT = 1_767_250_800;
const org = `/v1/orgs/${ORG_ID}`;

export const COST_CODES: CostCode[] = [
  ['01-100', 'General requirements', []],
  ['03-300', 'Cast-in-place concrete', [41]],
  ['05-120', 'Structural steel framing', [41, 42]],
  ['06-100', 'Rough carpentry', []],
].map(([code, name, projectIds], index) => ({
  id: 300 + index,
  code: code as string,
  name: name as string,
  project_ids: projectIds as number[],
  created_at_unix: AT,
  updated_at_unix: AT,
  archived_at_unix: null,
}));

export const PROJECTS: Pick<Project, 'id' | 'name' | 'number' | 'is_archived'>[] = [
  { id: 41, name: 'Riverside Medical Center', number: 'P-1041', is_archived: false },
  { id: 42, name: 'Union Station Lofts', number: 'P-1042', is_archived: false },
];

export const COMPANY_LOCATIONS: CompanyLocation[] = [
  {
    id: 61,
    org_id: ORG_ID,
    name: 'Main office',
    geofence_radius_meters: 150,
    enabled: true,
    place: {
      place_id: 'office',
      latitude: 39.7392,
      longitude: -104.9903,
      formatted_place_name: '1600 Broadway, Denver, CO 80202',
    },
    created_at_unix: AT,
    updated_at_unix: AT,
  },
  {
    id: 62,
    org_id: ORG_ID,
    name: 'North yard',
    geofence_radius_meters: 2414.016,
    enabled: false,
    place: { place_id: null, latitude: 39.8561, longitude: -104.9942, formatted_place_name: null },
    created_at_unix: AT,
    updated_at_unix: AT,
  },
];

export const PAY_SCHEDULES: PaySchedule[] = [
  {
    id: 81,
    name: 'Weekly crews',
    frequency: 'weekly',
    first_period_start_date: '2026-01-05',
    workweek_start_day: 0,
    workweek_start_seconds: 0,
    is_default: true,
    created_at_unix: AT,
    updated_at_unix: AT,
  },
  {
    id: 82,
    name: 'Monthly office',
    frequency: 'monthly',
    first_period_start_date: '2026-01-01',
    workweek_start_day: 6,
    workweek_start_seconds: 6 * 3600,
    is_default: false,
    created_at_unix: AT,
    updated_at_unix: AT,
  },
];

/** Six weekly periods from 5 January 2026 (the preview shows whatever the fake answers). */
export const PAY_PERIODS: PayPeriodItem[] = Array.from({ length: 6 }, (_, index) => {
  const start = addDays('2026-01-05', index * 7);
  return {
    index,
    start_date: start,
    end_date: addDays(start, 6),
    start_dt_unix: AT + index * 7 * 86_400,
    end_dt_unix: AT + (index + 1) * 7 * 86_400,
  };
});

const byCodeOrName = (search: string | null) => (code: CostCode) =>
  !search || `${code.code} ${code.name}`.toLowerCase().includes(search.toLowerCase());

/** The calls of the cost codes page and the two panels. */
export const REFERENCE_ROUTES: FakeRoute[] = [
  {
    method: 'GET',
    path: `${org}/job_codes`,
    answer: (call) =>
      pageOf(
        call.query.get('is_archived') === 'true'
          ? []
          : COST_CODES.filter(byCodeOrName(call.query.get('search'))),
      ),
  },
  {
    method: 'POST',
    path: `${org}/job_codes`,
    answer: () =>
      jsonAnswer(
        {
          status_code: 400,
          message: COST_CODE_TEXT.codeTaken,
          field_hints: { code: [COST_CODE_TEXT.codeTaken] },
        },
        400,
      ),
  },
  { method: 'GET', path: `${org}/org_projects`, answer: () => pageOf(PROJECTS) },
  {
    method: 'GET',
    path: `${org}/company_locations`,
    answer: () => pageOf(COMPANY_LOCATIONS),
  },
  {
    method: 'GET',
    path: /\/pay_schedules\/\d+\/periods$/,
    answer: () => ({ data: PAY_PERIODS, timezone: 'America/Denver' }),
  },
  { method: 'GET', path: `${org}/pay_schedules`, answer: () => pageOf(PAY_SCHEDULES) },
];
