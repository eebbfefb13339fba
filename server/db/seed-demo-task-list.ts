import { addDays, weekdayOf, type PlainDate } from '../../contract/time/plain-date';
import type { TaskStatus } from '../../contract/tasks-text';

/**
 * The demo organisation's tasks as data (seed-demo-tasks.ts writes them): a dozen one-off tasks
 * from three working days ago to ten ahead on the demo's projects and work sites (two past ones
 * done, two overdue), and the repeating ones: a site walk every Monday at 7:00 for the framing
 * crew, a daily toolbox talk for the concrete crew on weekdays, and an equipment inspection on
 * the first Tuesday of each month.
 */

export type DemoTask = {
  title: string;
  /** Working days (Monday to Friday) from today, unless `date` is given. */
  day: number;
  /** The (first) day, for a repeating task. */
  date?: PlainDate;
  /** The local start time and the length, in hours. */
  hour: number;
  hours: number;
  assignees?: number[];
  teams?: number[];
  watchers?: number[];
  place?: { projectId: number; siteId: number | null } | null;
  tags?: number[];
  checklist?: Array<[string, TaskStatus]>;
  note?: string;
  status?: TaskStatus;
  rule?: string;
};

/** Who and where the demo's tasks name (ids from the rest of the demo seed). */
export type DemoTaskPeople = {
  adminId: number;
  managerIds: number[];
  /** The two crews' teams and leads, and their workers. */
  framing: number | undefined;
  concrete: number | undefined;
  framingLead: number | undefined;
  concreteLead: number | undefined;
  framers: number[];
  finishers: number[];
  tags: { safety: number; inspection: number; delivery: number };
  /** A project of the demo (seed-demo-projects.ts) and one of its work sites, by name. */
  place: (project: string, site?: string) => DemoTask['place'];
};

/** An id as a list of one, or none. */
const one = (id: number | undefined) => (id === undefined ? [] : [id]);

export function demoOneOffTasks(people: DemoTaskPeople): DemoTask[] {
  const { adminId, managerIds, framing, concrete, framingLead, concreteLead, place } = people;
  const { framers, finishers } = people;
  const { safety, inspection, delivery } = people.tags;
  return [
    {
      title: 'Frame north wall openings',
      day: -3,
      hour: 8,
      hours: 6,
      teams: one(framing),
      place: place('Midtown Lofts', 'Main building'),
      checklist: [
        ['Check the window schedule', 'done'],
        ['Set headers', 'done'],
      ],
      status: 'done',
    },
    {
      title: 'Lumber delivery',
      day: -2,
      hour: 10,
      hours: 1,
      assignees: framers.slice(0, 1),
      watchers: one(framingLead),
      place: place('Midtown Lofts', 'Main building'),
      tags: [delivery],
      note: 'Forklift is at the laydown yard; count the bundles before signing.',
      status: 'done',
    },
    {
      title: 'Fire extinguisher check',
      day: -1,
      hour: 9,
      hours: 1,
      assignees: finishers.slice(3, 4),
      place: place('Midtown Lofts', 'Laydown yard'),
      tags: [safety, inspection],
      checklist: [
        ['Tags up to date', 'to_do'],
        ['Pressure in the green', 'to_do'],
      ],
    },
    {
      title: 'Form slab edges',
      day: -1,
      hour: 7,
      hours: 8,
      teams: one(concrete),
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      checklist: [['Stakes and string lines', 'done']],
    },
    {
      title: 'Rebar inspection with the city',
      day: 0,
      hour: 13,
      hours: 2,
      assignees: [...finishers.slice(0, 2), ...one(concreteLead)],
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      tags: [inspection],
      note: 'Inspector asked for the stamped drawings on site.',
    },
    {
      title: 'Concrete delivery',
      day: 1,
      hour: 6,
      hours: 3,
      assignees: finishers.slice(0, 3),
      watchers: one(concreteLead),
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      tags: [delivery],
      checklist: [
        ['Confirm the mix with the plant', 'to_do'],
        ['Pump truck booked', 'to_do'],
      ],
    },
    {
      title: 'Roof truss delivery',
      day: 2,
      hour: 9,
      hours: 2,
      assignees: framers.slice(2, 4),
      place: place('Riverside Townhomes'),
      tags: [delivery],
    },
    {
      title: 'Clean up the laydown yard',
      day: 3,
      hour: 14,
      hours: 2,
      assignees: framers.slice(4, 5),
      place: place('Midtown Lofts', 'Main building'),
    },
    {
      title: 'Scaffold inspection',
      day: 5,
      hour: 7,
      hours: 1,
      assignees: framers.slice(1, 2),
      place: place('Riverside Townhomes'),
      tags: [safety, inspection],
      checklist: [
        ['Base plates and mudsills', 'to_do'],
        ['Guardrails on every level', 'to_do'],
        ['Tag the scaffold', 'to_do'],
      ],
    },
    {
      title: 'Drywall delivery',
      day: 7,
      hour: 10,
      hours: 1,
      assignees: framers.slice(0, 1),
      place: place('Oak Park Community Center'),
      tags: [delivery],
    },
    {
      title: 'Pour the warehouse slab',
      day: 8,
      hour: 5,
      hours: 10,
      teams: one(concrete),
      watchers: [adminId],
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      checklist: [
        ['Weather check the day before', 'to_do'],
        ['Curing blankets on site', 'to_do'],
      ],
    },
    {
      title: 'Punch list walk with the owner',
      day: 10,
      hour: 15,
      hours: 2,
      assignees: managerIds,
      place: place('Land Park Kitchen Remodel'),
    },
  ];
}

/** The repeating tasks; the site walk first (the demo stores one of its walks on its own). */
export function demoRepeatingTasks(people: DemoTaskPeople, today: PlainDate): DemoTask[] {
  const { framing, concrete, framingLead, concreteLead, finishers, place } = people;
  const { safety, inspection } = people.tags;
  const monday = addDays(today, -weekdayOf(today));
  // The first Tuesday of this month (RRULE BYDAY=1TU).
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const firstTuesday = addDays(firstOfMonth, (1 - weekdayOf(firstOfMonth) + 7) % 7);
  return [
    {
      title: 'Site walk',
      day: 0,
      date: addDays(monday, -28),
      hour: 7,
      hours: 1,
      teams: one(framing),
      watchers: one(framingLead),
      place: place('Midtown Lofts', 'Main building'),
      tags: [safety],
      checklist: [
        ['Walk the perimeter fence', 'to_do'],
        ['Check fall protection', 'to_do'],
        ['Note hazards on the board', 'to_do'],
      ],
      rule: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
    },
    {
      title: 'Daily toolbox talk',
      day: 0,
      date: addDays(monday, -14),
      hour: 6.75,
      hours: 0.25,
      teams: one(concrete),
      tags: [safety],
      rule: 'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
    },
    {
      title: 'Monthly equipment inspection',
      day: 0,
      date: firstTuesday,
      hour: 8,
      hours: 2,
      assignees: finishers.slice(-1),
      watchers: one(concreteLead),
      place: place('Elk Grove Warehouse Slab', 'Slab pour'),
      tags: [inspection, safety],
      checklist: [
        ['Excavator: fluids and tracks', 'to_do'],
        ['Skid steer: brakes and lights', 'to_do'],
        ['Log the hour meters', 'to_do'],
      ],
      rule: 'RRULE:FREQ=MONTHLY;BYDAY=1TU',
    },
  ];
}
