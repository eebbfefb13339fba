import type { Task, TaskDetail } from '../../contract/tasks';
import { TASK_CONFLICT_CODE, TASK_TEXT } from '../../contract/tasks-text';
import { makeOrg } from '../../app/test-support/fixtures';
import { ADMIN_SCREEN, ORG, ORG_ID, TEAMS } from './fake-crew';
import { jsonAnswer, pageOf, type FakeCall, type FakeRoute } from './fake-api';
import { PROJECT_ROUTES } from './fake-projects';

/**
 * Acme Builders' tasks for the tasks screen stories: the week of Monday 2 March 2026 in Denver,
 * with a weekly series, a crowded Wednesday, a done task, teams and an unassigned task, and one
 * task whose drawer shows a checklist and a note with a photo and a PDF. Every call the screen
 * makes is answered here or by the crew's and projects' fakes.
 */

/** The day the stories show: `?date=` of their paths. */
export const TASKS_DAY = '2026-03-02';
const HOUR = 3600;
/** 12:00 AM on Monday 2 March 2026 in Denver (UTC-7). */
const MONDAY = Date.UTC(2026, 2, 2, 7) / 1000;
const at = (day: number, hour: number) => MONDAY + day * 86_400 + hour * HOUR;
const org = `/v1/orgs/${ORG_ID}`;

const WES = { employee_id: 50, display_name: 'Wes Walker' };
const LENA = { employee_id: 51, display_name: 'Lena Ortiz' };
const TIA = { employee_id: 2, display_name: 'Tia Approver' };
const RIVERSIDE = { id: 41, name: 'Riverside Medical Center' };
const CONCRETE = { id: 3, name: 'Concrete' };

function task(id: number, fields: Partial<Task>): Task {
  return {
    id,
    series_id: null,
    occurrence_dt_unix: null,
    title: '',
    status: 'to_do',
    start_dt_unix: at(0, 9),
    due_dt_unix: at(0, 12),
    timezone: 'America/Denver',
    rrule_string: null,
    is_recurring: false,
    assignees: [WES],
    employee_groups: [],
    watchers: [],
    org_project: RIVERSIDE,
    work_site: null,
    tags: [],
    checklist_summary: { done: 0, total: 0 },
    notes_count: 0,
    version: 1,
    notify_assignees: true,
    created_by: { employee_id: 703, display_name: 'Ada Admin' },
    created_at_unix: at(-7, 9),
    updated_at_unix: at(-7, 9),
    ...fields,
  };
}

/** The weekly site walk: a series on Mondays, its first occurrence this Monday. */
const WALK = (week: number) =>
  task(60, {
    series_id: 60,
    occurrence_dt_unix: at(week * 7, 7),
    title: 'Site walkthrough',
    start_dt_unix: at(week * 7, 7),
    due_dt_unix: at(week * 7, 8),
    rrule_string: 'RRULE:FREQ=WEEKLY;BYDAY=MO',
    is_recurring: true,
    assignees: [TIA],
  });

export const FAKE_TASKS: Task[] = [
  WALK(0),
  task(61, {
    title: 'Pour footings',
    assignees: [WES, LENA],
    tags: [CONCRETE],
    checklist_summary: { done: 1, total: 3 },
    notes_count: 1,
  }),
  task(62, {
    title: 'Deliver rebar',
    start_dt_unix: at(1, 7),
    due_dt_unix: at(1, 9),
    status: 'done',
    assignees: [],
    employee_groups: [{ id: 5, name: 'Framing crew' }],
  }),
  ...[
    'Frame north wall',
    'Set anchor bolts',
    'Inspect forms',
    'Order drywall',
    'Clean up staging',
  ].map((title, index) =>
    task(63 + index, {
      title,
      start_dt_unix: at(2, 7 + index),
      due_dt_unix: at(2, 8 + index),
      assignees: index % 2 ? [LENA] : [WES],
    }),
  ),
  task(70, {
    title: 'Safety briefing',
    start_dt_unix: at(4, 6),
    due_dt_unix: at(4, 7),
    assignees: [],
    org_project: null,
  }),
  WALK(1),
];

/** A tiny photo of a footing form, drawn so the story needs no image file. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#8a9199"/><rect x="40" y="100" width="240" height="50" fill="#c9ccd1"/><text x="160" y="70" font-size="22" text-anchor="middle" fill="#fff">Footing forms</text></svg>',
)}`;

/** Pour footings with its checklist and a note holding a photo and a PDF. */
export const FOOTINGS: TaskDetail = {
  ...FAKE_TASKS[1]!,
  watchers: [TIA],
  checklist: [
    { id: 1, description: 'Set forms', status: 'done', updated_at_unix: at(-1, 9) },
    { id: 2, description: 'Place rebar', status: 'to_do', updated_at_unix: at(-1, 9) },
    { id: 3, description: 'Pour concrete', status: 'to_do', updated_at_unix: at(-1, 9) },
  ],
  notes: [
    {
      id: 9,
      description: 'Forms are set on the north side. Mixer booked for 9 AM.',
      photos: ['/v1/files/images/footing-forms'],
      file_attachments: [
        {
          id: 90,
          display_name: 'footing-plan.pdf',
          file_name: 'footing-plan.pdf',
          mime_type: 'application/pdf',
          file_size_bytes: 248_000,
          download_url: '/v1/files/footing-plan',
          download_expires_at_unix: 4_102_444_800,
        },
      ],
      created_by: { employee_id: 703, display_name: 'Ada Admin' },
      created_at_unix: at(-1, 16),
      updated_at_unix: at(-1, 16),
    },
  ],
};

const detailOf = (row: Task): TaskDetail =>
  row.id === FOOTINGS.id ? FOOTINGS : { ...row, checklist: [], notes: [] };

const inRange = (call: FakeCall) => (row: Task) => {
  const start = Number(call.query.get('display_start_dt_unix'));
  const end = Number(call.query.get('display_end_dt_unix'));
  return row.due_dt_unix >= start && row.start_dt_unix < end;
};

const taskIdOf = (call: FakeCall) => Number(/\/tasks\/(\d+)/.exec(call.path)?.[1]);

/** Every call of the tasks page and its drawer. */
export const TASK_ROUTES: FakeRoute[] = [
  {
    method: 'GET',
    path: `${org}/tasks`,
    answer: (call) => pageOf(FAKE_TASKS.filter(inRange(call)), 100),
  },
  {
    method: 'GET',
    path: /\/tasks\/\d+$/,
    answer: (call) => {
      const found = FAKE_TASKS.find((row) => row.id === taskIdOf(call));
      return found
        ? { data: detailOf(found) }
        : jsonAnswer({ status_code: 404, message: TASK_TEXT.taskNotFound }, 404);
    },
  },
  {
    method: 'PATCH',
    path: /\/tasks\/61\/checklist\/\d+$/,
    answer: (call) => {
      const id = Number(/checklist\/(\d+)/.exec(call.path)?.[1]);
      const item = FOOTINGS.checklist.find((each) => each.id === id)!;
      return {
        data: { ...item, ...(call.body as object) },
        task_id: FOOTINGS.id,
        message: TASK_TEXT.checklistItemUpdated,
      };
    },
  },
  {
    method: 'GET',
    path: `${org}/tags`,
    answer: () => pageOf([CONCRETE, { id: 4, name: 'Inspection' }]),
  },
  {
    method: 'GET',
    path: '/v1/config/us',
    answer: () => ({
      data: {
        timezones: [
          { value: 'America/Denver', label: 'Mountain Time (US & Canada)' },
          { value: 'America/Los_Angeles', label: 'Pacific Time (US & Canada)' },
        ],
        eoa_reasons: [],
        learn_more_video_urls: {},
      },
    }),
  },
  {
    method: 'POST',
    path: `${org}/file_attachments/download`,
    answer: () => ({ data: { signed_s3_url: PHOTO, download_expires_at_unix: 4_102_444_800 } }),
  },
  {
    method: 'GET',
    path: `${org}/employees_and_employee_groups`,
    answer: () => ({
      data: {
        employees: [WES, LENA, TIA].map((person) => ({
          ...person,
          is_saas_enabled: true,
          is_my_worker: false,
          is_time_approver_for_worker: true,
          rule_group_id: null,
          project_time_rule_group_id: null,
        })),
        employee_groups: TEAMS.map((team) => ({
          id: team.id,
          name: team.name,
          employee_ids: team.employees.map((each) => each.employee_id),
        })),
      },
    }),
  },
  ...PROJECT_ROUTES,
];

/**
 * A stale save: PATCH answers 409000, and the task read again is what someone else saved meanwhile
 * (a new title, a newer version). A function: each story starts before the save.
 */
export function conflictRoutes(): FakeRoute[] {
  let isSaved = false;
  const theirs: TaskDetail = { ...FOOTINGS, title: 'Pour south footings', version: 2 };
  return [
    {
      method: 'PATCH',
      path: /\/tasks\/\d+$/,
      answer: () => {
        isSaved = true;
        return jsonAnswer(
          { status_code: 409, message: TASK_TEXT.syncConflict, error_code: TASK_CONFLICT_CODE },
          409,
        );
      },
    },
    {
      method: 'GET',
      path: /\/tasks\/61$/,
      answer: () => ({ data: isSaved ? theirs : FOOTINGS }),
    },
  ];
}

/** Ada on the tasks page, over the calls above. */
export const TASKS_SCREEN = {
  session: ADMIN_SCREEN.session,
  routes: [...TASK_ROUTES, ...ADMIN_SCREEN.routes],
};

/** The same organisation on the Starter plan: task management is locked. */
export const STARTER_TASKS_SCREEN = {
  session: ADMIN_SCREEN.session,
  routes: [
    {
      method: 'GET',
      path: org,
      answer: () => ({
        data: makeOrg({
          ...ORG,
          crew_product_plan: { id: 1, tier: 'basic', recurring_interval: 'monthly' },
        }),
      }),
    } satisfies FakeRoute,
    ...TASKS_SCREEN.routes,
  ],
};
