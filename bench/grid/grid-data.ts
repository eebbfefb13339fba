import { clockText, seededRandom } from '../../tests/fixtures/seeded-random';
/**
 * The grid benchmark's dataset: 100,000 time cards × 10 columns, the same on every run and in both
 * pages (a seeded generator, no Math.random), so Crewcard's DataGrid and AG Grid draw identical rows.
 */

export const ROW_COUNT = 100_000;
export const VIEWPORT = { width: 1280, height: 800 } as const;
export const GRID_HEIGHT = 600;

export type TimeCardRow = {
  id: string;
  employee: string;
  project: string;
  costCode: string;
  date: string;
  clockIn: string;
  clockOut: string;
  hours: number;
  status: string;
  approver: string;
  notes: string;
};

export type ColumnSpec = { id: keyof TimeCardRow; header: string; width: number };

/** Ten columns whose widths add up to 1,220 px, so every column fits the 1,280 px viewport. */
export const COLUMNS: ColumnSpec[] = [
  { id: 'employee', header: 'Employee', width: 160 },
  { id: 'project', header: 'Project', width: 150 },
  { id: 'costCode', header: 'Cost code', width: 100 },
  { id: 'date', header: 'Date', width: 110 },
  { id: 'clockIn', header: 'Clock in', width: 90 },
  { id: 'clockOut', header: 'Clock out', width: 90 },
  { id: 'hours', header: 'Hours', width: 70 },
  { id: 'status', header: 'Status', width: 100 },
  { id: 'approver', header: 'Approver', width: 150 },
  { id: 'notes', header: 'Notes', width: 200 },
];

const FIRST = [
  'Ana',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jamal',
  'Kiri',
  'Luis',
  'Maya',
  'Noah',
  'Olga',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Yusuf',
];
const LAST = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Diallo',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Johansson',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Nguyen',
  "O'Brien",
  'Patel',
  'Rossi',
  'Santos',
  'Tanaka',
  'Walsh',
];
const PROJECTS = [
  'Harbor View Tower',
  'Elm St. Clinic',
  'Route 9 Overpass',
  'Northside School',
  'Riverside Lofts',
  'Airport Hangar B',
  'Mill Creek Bridge',
  'Civic Center Annex',
  'Oak Park Retail',
  'Water Plant 2',
];
const COST_CODES = ['01-100', '02-310', '03-300', '03-310', '04-200', '05-120', '06-100', '09-250'];
const STATUSES = ['Draft', 'Submitted', 'Approved', 'Approved', 'Rejected'];
const NOTES = [
  '',
  '',
  'Rain delay in the morning',
  'Pour finished early',
  'Waited on rebar delivery',
  'Safety meeting 30 min',
  'Crane inspection',
  'Overtime approved by site lead',
  'Left early: medical appointment',
  'Formwork for level 3 slab',
];

export function generateRows(count = ROW_COUNT, seed = 20_250_101): TimeCardRow[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const start = Date.UTC(2025, 0, 1);
  const rows: TimeCardRow[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const clockIn = 5 * 60 + Math.floor(next() * 16) * 15; // 05:00 to 08:45
    const worked = 6 * 60 + Math.floor(next() * 21) * 15; // 6 h to 11 h
    const date = new Date(start + Math.floor(index / 40) * 86_400_000);
    rows[index] = {
      id: `tc-${String(index + 1).padStart(6, '0')}`,
      employee: `${pick(FIRST)} ${pick(LAST)}`,
      project: pick(PROJECTS),
      costCode: pick(COST_CODES),
      date: date.toISOString().slice(0, 10),
      clockIn: clockText(clockIn),
      clockOut: clockText(clockIn + worked + 30),
      hours: worked / 60,
      status: pick(STATUSES),
      approver: `${pick(FIRST)} ${pick(LAST)}`,
      notes: pick(NOTES),
    };
  }
  return rows;
}
