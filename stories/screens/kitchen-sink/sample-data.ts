/**
 * The kitchen sink's sample data: one small crew, its projects and time cards, and the fixed dates
 * every time-dependent widget is given, so the page (and its screenshots) never depend on the day
 * it is drawn.
 */
import type { GallerySlide } from '../../../design-system/gallery/gallery';
import type { LoadPage } from '../../../design-system/select/remote-select-model';
import type { SelectOption } from '../../../design-system/select/select-model';
import type { TimelineEntry } from '../../../design-system/timeline/timeline';

/** Monday 2 November 2026: "today" for the date pickers. */
export const TODAY = new Date(2026, 10, 2);
/** The range the report picker shows: the pay week of 2 November. */
export const PAY_WEEK = { start: new Date(2026, 10, 2), end: new Date(2026, 10, 8) };
/** The repeat rule's task: Tuesday 10 November 2026, 9:00 in Chicago. */
export const TASK_START = new Date('2026-11-10T15:00:00Z');
export const TASK_TIME_ZONE = 'America/Chicago';
/** Before the task's start, so the rule is editable. */
export const NOW = new Date('2026-11-01T12:00:00Z');

export const ROLES: SelectOption[] = ['Foreman', 'Carpenter', 'Electrician', 'Operator'].map(
  (label) => ({ value: label.toLowerCase(), label }),
);

export const CERTIFICATIONS: SelectOption[] = [
  'First aid',
  'Forklift',
  'Working at heights',
  'Confined spaces',
].map((label) => ({ value: label.toLowerCase().replaceAll(' ', '-'), label }));

/** 40 employees behind the remote select; every tenth has left the company. */
const EMPLOYEES: SelectOption[] = Array.from({ length: 40 }, (_, index) => {
  const first = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo'][index % 10];
  const last = ['Brooks', 'Cruz', 'Diaz', 'Evans'][Math.floor(index / 10)];
  return {
    value: `staff-${index + 1}`,
    label: `${first} ${last}`,
    ...((index + 1) % 10 === 0 ? { description: '(Deactivated)' } : {}),
  };
});

/** The remote select's "server": filters and pages the employees in memory, at once. */
export const loadEmployeePage: LoadPage = async ({ page, search, pageSize }) => {
  const needle = search.toLowerCase();
  const matches = EMPLOYEES.filter((employee) => employee.label.toLowerCase().includes(needle));
  const start = (page - 1) * pageSize;
  return {
    options: matches.slice(start, start + pageSize),
    hasMore: start + pageSize < matches.length,
  };
};

export type TimeCard = {
  id: string;
  employee: string;
  project: string;
  date: string;
  hours: number;
  status: 'Draft' | 'Submitted' | 'Approved' | 'Rejected';
};

const CARDS: Omit<TimeCard, 'id' | 'date'>[] = [
  { employee: 'Ana Silva', project: 'Harbor View Tower', hours: 8, status: 'Approved' },
  { employee: 'Ben Ortiz', project: 'Elm St. Clinic', hours: 9.5, status: 'Submitted' },
  { employee: 'Carla Nguyen', project: 'Harbor View Tower', hours: 7.75, status: 'Draft' },
  { employee: 'Dev Patel', project: 'Route 9 Overpass', hours: 10, status: 'Rejected' },
  { employee: 'Elena Brooks', project: 'Elm St. Clinic', hours: 8.25, status: 'Approved' },
  { employee: 'Farid Khan', project: 'Route 9 Overpass', hours: 6.5, status: 'Submitted' },
];

/** Six time cards of the pay week, one per crew member. */
export const TIME_CARDS: TimeCard[] = CARDS.map((card, index) => ({
  ...card,
  id: `TC-${String(index + 1).padStart(4, '0')}`,
  date: `2026-11-0${2 + (index % 5)}`,
}));

/** Noon UTC on a day, in unix seconds, so every time zone agrees on the date. */
const noonUtc = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day, 12) / 1000;

export const TASK_HISTORY: TimelineEntry[] = [
  { unix: noonUtc(2026, 10, 5), description: 'Task created by Dana Whitfield' },
  { unix: noonUtc(2026, 10, 12), description: 'Assigned to the framing crew' },
  { unix: noonUtc(2026, 10, 30), description: 'Checklist completed: scaffolding inspected' },
  { unix: noonUtc(2026, 11, 2), description: 'Marked done by Luis Ortega' },
];

/** A stand-in photo drawn as SVG: no network, and the same pixels on every run. */
function photo(title: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="hsl(${hue} 35% 72%)"/>
<path d="M0 430 L220 250 L380 390 L520 280 L800 470 L800 600 L0 600 Z" fill="hsl(${hue} 30% 45%)"/>
<circle cx="640" cy="140" r="60" fill="hsl(45 90% 80%)"/>
<text x="40" y="80" font-family="sans-serif" font-size="44" fill="hsl(${hue} 40% 18%)">${title}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const SITE_PHOTOS: GallerySlide[] = [
  {
    src: photo('Site entrance', 200),
    alt: 'The gate of the Elm Street site at 7:02 AM',
    caption: 'Clock-in photo, 7:02 AM',
    fileName: 'clock-in.jpg',
  },
  {
    src: photo('Scaffolding', 140),
    alt: 'Scaffolding on the north wall',
    caption: 'Task note photo, 10:15 AM',
    fileName: 'scaffolding.jpg',
  },
  {
    src: photo('Delivery', 20),
    alt: 'A pallet of bricks by the skip',
    caption: 'Clock-out photo, 3:48 PM',
    fileName: 'clock-out.jpg',
  },
];
