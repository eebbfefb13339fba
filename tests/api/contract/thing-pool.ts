import { ROLE } from '../../../contract/access';
import type { FixtureUser, OrgFixture } from '../../../server/db/fixtures';
import type { Operation } from './document';
import { uploadedAttachment } from './file-attachment-things';
import { projectThings } from './project-things';
import { taskThings } from './task-things';
import { requestMutations } from './request-mutations';
import { nextUnique, type Things } from './schema-values';
import { timeCardThings } from './time-card-things';
import { leavePolicyBody, timeOffRequestBody } from './time-off-things';
import { baseRequest, creator } from './requests';
import type { World } from './world';

/**
 * The things the contract sweeps send requests over, made when an operation first names them
 * and made again only when a write that went through may have used them up. Making every thing
 * again after every such write was most of the sweeps' time (two thirds of the fuzz on
 * PostgreSQL): a write spends only the things its request names, and the things made from them.
 */

type GroupName =
  | 'worker'
  | 'invitee'
  | 'team'
  | 'overtimeRule'
  | 'wcCode'
  | 'compensation'
  | 'ruleGroup'
  | 'projectTimeRuleGroup'
  | 'jobCode'
  | 'projects'
  | 'timeCards'
  | 'companyLocation'
  | 'paySchedule'
  | 'kiosk'
  | 'fileAttachment'
  | 'leavePolicy'
  | 'timeOffRequest'
  | 'tasks';
type Making = { world: World; org: OrgFixture; manager: FixtureUser; things: Things };
type Group = {
  keys: readonly string[];
  /** Groups this one is made from: when one of them is spent, so is this. */
  from?: readonly GroupName[];
  make: (making: Making, n: number) => Promise<Things>;
};

const created = ({ world, org }: Making) => creator(world, org);

function payScheduleBody(name: string) {
  return {
    name,
    frequency: 'monthly',
    first_period_start_date: '2024-01-01',
    workweek_start_day: 0,
  };
}

/**
 * Each thing by the parameter and field names that name it: a worker under the manager (with
 * their profile), a pending invitee under them, a team they manage with the worker in it, an
 * overtime rule, a workers' compensation code, a pay record of the worker, a rule group of each
 * kind, a cost code, a project with its work site, group and customer, the worker's time cards,
 * a company location, a pay schedule.
 */
const GROUPS: Record<GroupName, Group> = {
  worker: {
    keys: ['employee_id', 'profile_id'],
    make: async ({ world, org, manager }, n) => {
      const worker = await world.server.fixtures.member(org.orgId, ROLE.worker, {
        label: `target${n}`,
        name: `Tara Target${n}`,
        primaryManagerId: manager.employeeId,
      });
      return { employee_id: worker.employeeId, profile_id: worker.profileId };
    },
  },
  invitee: {
    keys: ['pending_employee_id'],
    make: async ({ world, org, manager }, n) => {
      const invitee = await world.server.fixtures.member(org.orgId, ROLE.worker, {
        label: `invitee${n}`,
        name: `Ivo Invitee${n}`,
        status: 'pending',
        primaryManagerId: manager.employeeId,
      });
      return { pending_employee_id: invitee.employeeId };
    },
  },
  team: {
    keys: ['employee_group_id'],
    from: ['worker'],
    make: async ({ world, org, manager, things }, n) => ({
      employee_group_id: await world.server.fixtures.team(org.orgId, {
        name: `Fuzz crew ${n}`,
        employeeIds: [things.employee_id!],
        managerIds: [manager.employeeId],
      }),
    }),
  },
  overtimeRule: {
    keys: ['overtime_rule_id'],
    make: async (making, n) => ({
      overtime_rule_id: await created(making)('/overtime_rules', { name: `Fuzz overtime ${n}` }),
    }),
  },
  wcCode: {
    keys: ['wc_code_id'],
    make: async (making, n) => ({
      wc_code_id: await created(making)('/wc_codes', { code: `F${n}`, rate_per_100: 1 }),
    }),
  },
  compensation: {
    keys: ['compensation_id'],
    from: ['worker'],
    make: async (making) => ({
      compensation_id: await created(making)(
        `/employee/${making.things.employee_id}/saas_compensation`,
        { effective_dt_unix: 1_700_000_000, pay_type: 'hourly', pay_rate: 30 },
      ),
    }),
  },
  // Groups besides the default, which cannot be deleted.
  ruleGroup: {
    keys: ['rule_group_id'],
    make: async (making, n) => ({
      rule_group_id: await created(making)('/rule_groups', { name: `Fuzz rules ${n}` }),
    }),
  },
  projectTimeRuleGroup: {
    keys: ['project_time_rule_group_id'],
    make: async (making, n) => ({
      project_time_rule_group_id: await created(making)('/project_time_rule_groups', {
        name: `Fuzz project rules ${n}`,
      }),
    }),
  },
  jobCode: {
    keys: ['job_code_id'],
    make: async (making, n) => ({
      job_code_id: await created(making)('/job_codes', { code: `FZ-${n}`, name: `Fuzz code ${n}` }),
    }),
  },
  projects: {
    keys: ['project_id', 'work_site_id', 'project_group_id', 'customer_id'],
    make: (making, n) => projectThings(created(making), n, making.manager.employeeId),
  },
  timeCards: {
    keys: ['time_card_id', 'approved_time_card_id', 'open_time_card_id', 'on_break_time_card_id'],
    from: ['worker'],
    make: ({ world, org, manager, things }) =>
      timeCardThings(world.server, org, creator(world, org), {
        employeeId: things.employee_id!,
        managerId: manager.employeeId,
      }),
  },
  companyLocation: {
    keys: ['company_location_id'],
    make: async (making, n) => ({
      company_location_id: await created(making)('/company_locations', {
        name: `Fuzz yard ${n}`,
        geofence_radius_meters: 100,
        place: { latitude: 37.77, longitude: -122.42 },
      }),
    }),
  },
  // The organisation's first schedule is its default, which cannot be deleted: name a second.
  paySchedule: {
    keys: ['pay_schedule_id'],
    make: async (making, n) => {
      const create = created(making);
      await create('/pay_schedules', payScheduleBody(`Fuzz pay ${n}`));
      return {
        pay_schedule_id: await create('/pay_schedules', payScheduleBody(`Fuzz pay ${n} second`)),
      };
    },
  },
  kiosk: {
    keys: ['kiosk_id'],
    make: async (making, n) => ({
      kiosk_id: await created(making)('/kiosks', { name: `Fuzz kiosk ${n}` }),
    }),
  },
  // An uploaded attachment (state success) of the administrator's.
  fileAttachment: {
    keys: ['file_attachment_id'],
    make: async ({ world, org }) => ({
      file_attachment_id: await uploadedAttachment(world.server, org.admin, org.orgId),
    }),
  },
  leavePolicy: {
    keys: ['leave_policy_id'],
    make: async (making, n) => ({
      leave_policy_id: await created(making)('/leave_policies', leavePolicyBody(n)),
    }),
  },
  // A pending request of the things' worker.
  timeOffRequest: {
    keys: ['time_off_request_id'],
    from: ['worker', 'leavePolicy'],
    make: async (making) => ({
      time_off_request_id: await created(making)(
        '/time_off_requests',
        timeOffRequestBody(making.things.employee_id!, making.things.leave_policy_id!),
      ),
    }),
  },
  // A tag, and a task of the things' worker with a checklist item and a note (task-things.ts).
  tasks: {
    keys: ['tag_id', 'task_id', 'checklist_item_id', 'note_id'],
    from: ['worker'],
    make: ({ world, org, things }) =>
      taskThings(world.server, org, creator(world, org), things.employee_id!),
  },
};

const GROUP_NAMES = Object.keys(GROUPS) as GroupName[];
const groupOfKey = new Map<string, GroupName>(
  GROUP_NAMES.flatMap((name) => GROUPS[name].keys.map((key) => [key, name] as const)),
);
/** Things that stay for the pool's life: the organisation and the things' manager. */
const FIXED_KEYS = ['org_id', 'id', 'manager_id'];

/**
 * The thing keys an operation's requests name: its valid request and every mutation of it,
 * built over a stand-in that records which keys they look up.
 */
export function keysOf(world: World, operation: Operation): ReadonlySet<string> {
  const keys = new Set<string>();
  const known = (key: string | symbol) =>
    typeof key === 'string' && (groupOfKey.has(key) || FIXED_KEYS.includes(key));
  const recorder = new Proxy({} as Things, {
    has: (_target, key) => {
      if (known(key)) keys.add(key as string);
      return known(key);
    },
    get: (_target, key) => {
      if (!known(key)) return undefined;
      keys.add(key as string);
      return 1;
    },
  });
  const base = baseRequest(world, operation, recorder);
  for (const mutation of requestMutations(operation, recorder, world.otherThings))
    mutation.apply(base);
  return keys;
}

export type ThingPool = {
  /** The things of `keys` (and those already made), each made if it is not there yet. */
  take(keys: Iterable<string>): Promise<Things>;
  /** A write over `keys` went through: those things, and things made from them, are made anew. */
  spend(keys: Iterable<string>): void;
};

/** A pool of `org`'s things, made by its administrator, for `manager` (by default its first). */
export function thingPool(
  world: World,
  org: OrgFixture,
  manager: FixtureUser = org.managers[0]!,
): ThingPool {
  const made = new Map<GroupName, Things>();
  const things = (): Things => ({
    org_id: org.orgId,
    id: org.orgId,
    manager_id: manager.employeeId,
    ...Object.assign({}, ...made.values()),
  });

  async function ensure(name: GroupName): Promise<void> {
    if (made.has(name)) return;
    const group = GROUPS[name];
    for (const needed of group.from ?? []) await ensure(needed);
    made.set(name, await group.make({ world, org, manager, things: things() }, nextUnique()));
  }

  function drop(name: GroupName): void {
    if (!made.delete(name)) return;
    for (const other of GROUP_NAMES) if (GROUPS[other].from?.includes(name)) drop(other);
  }

  return {
    async take(keys) {
      for (const key of keys) {
        const name = groupOfKey.get(key);
        if (name) await ensure(name);
      }
      return things();
    },
    spend(keys) {
      for (const key of keys) {
        const name = groupOfKey.get(key);
        if (name) drop(name);
      }
    },
  };
}

/** Every thing, made afresh in `org` for `manager`. */
export function freshThings(world: World, org: OrgFixture, manager?: FixtureUser): Promise<Things> {
  return thingPool(world, org, manager).take(groupOfKey.keys());
}
