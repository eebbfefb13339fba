import { describe, expect, it } from 'vitest';
import { effectivePermissions, roleActor, type Actor } from './actor';
import { POLICY_IDS, can, isTeamManagerRole, type PolicyId, type PersonTarget } from './policies';
import {
  MANAGER_VARIANT_MAX,
  MANAGER_VARIANT_MIN,
  MANAGER_VARIANTS,
  PERMISSION,
  ROLE,
} from './roles';

/**
 * The matrix of roles × policies, written out by hand: a change of any rule, or a new policy
 * without its row, fails here first. Every actor acts in organisation 7; provider staff act on
 * it from org 0, without an employee record there.
 */
const ACTORS: Record<string, Actor> = {
  worker: roleActor(7, ROLE.worker, { employeeId: 50 }),
  'manager (2)': roleActor(7, ROLE.manager, { employeeId: 20 }),
  'manager 21': roleActor(7, 21, { employeeId: 21 }),
  'manager 35': roleActor(7, 35, { employeeId: 35 }),
  // A per-person override (employee_permissions): variant 21 with financial access switched on.
  'manager 21 +15': roleActor(7, 21, {
    employeeId: 22,
    permissions: effectivePermissions(21, [
      { permission_id: PERMISSION.viewProjectFinancials, value: 1 },
    ]),
  }),
  admin: roleActor(7, ROLE.admin, { employeeId: 3 }),
  'provider admin': roleActor(7, ROLE.providerAdmin),
  'provider recruiter': roleActor(7, ROLE.providerRecruiter),
};
const COLUMNS = Object.keys(ACTORS);

// prettier-ignore
const MATRIX: Record<PolicyId, string> = {
  //                        worker  mgr2  mgr21  mgr35  mgr21+15  admin  p-admin  p-recruiter
  'adminPages.view':       '0       1     1      1      1         1      1        1',
  'timeCards.view':        '0       1     1      1      1         1      1        1',
  'employees.list':        '0       1     1      1      1         1      1        1',
  'crewReports.view':      '0       1     1      1      1         1      1        0',
  'tasks.view':            '0       1     1      1      1         1      1        0',
  'orgSettings.edit':      '0       0     0      0      0         1      1        0',
  'orgSetup.edit':         '0       0     0      0      0         1      1        0',
  'org.create':            '0       0     0      0      0         1      1        1',
  'payroll.process':       '0       1     1      1      1         1      1        0',
  'sites.manage':          '0       1     1      1      1         1      1        0',
  'employee.invite':       '0       1     1      1      1         1      1        1',
  'employee.add':          '0       1     1      1      1         1      1        1',
  'employee.edit':         '0       1     1      1      1         1      1        0',
  'employee.editAll':      '0       0     0      0      0         1      1        0',
  'employee.changeRole':   '0       0     0      0      0         1      1        0',
  'employee.setActive':    '0       0     0      0      0         1      1        0',
  'employee.assignTeams':  '0       1     1      1      1         1      1        0',
  'team.view':             '0       1     1      1      1         1      1        1',
  'team.manage':           '0       0     0      0      0         1      1        1',
  'compensation.view':     '0       0     0      1      1         1      1        0',
  'compensation.edit':     '0       0     0      1      1         1      1        0',
  'paySettings.view':      '0       1     1      1      1         1      1        1',
  'projects.view':         '1       1     1      1      1         1      1        1',
  'projects.create':       '0       0     0      1      0         1      1        0',
  'projects.edit':         '0       1     1      1      1         1      1        0',
  'projects.viewFinancials':'0      0     0      1      1         1      1        0',
  'ruleGroups.view':       '0       1     1      1      1         1      1        1',
  'ruleGroups.assign':     '0       0     0      0      0         1      1        0',
  'timeCards.read':        '1       1     1      1      1         1      1        0',
  'timeCards.clock':       '1       1     1      1      1         1      0        0',
  'timeCards.edit':        '1       1     1      1      1         1      1        0',
  'timeCards.approve':     '0       1     1      1      1         1      0        0',
};

describe('the policy table', () => {
  it('has a row of the matrix for every policy', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...POLICY_IDS].sort());
  });

  it('answers every role × policy as the matrix says (for anyone, without a target)', () => {
    const wrong: string[] = [];
    for (const policy of POLICY_IDS) {
      const expected = MATRIX[policy].split(/\s+/);
      expect(expected, policy).toHaveLength(COLUMNS.length);
      COLUMNS.forEach((column, index) => {
        const answer = can(ACTORS[column]!, policy) ? '1' : '0';
        if (answer !== expected[index]) wrong.push(`${policy} as ${column}: ${answer}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('follows each manager variant’s own permissions: financial access (15) and payroll (104)', () => {
    for (let variant = MANAGER_VARIANT_MIN; variant <= MANAGER_VARIANT_MAX; variant++) {
      const actor = roleActor(7, variant, { employeeId: 9 });
      const holds = (id: number) => (MANAGER_VARIANTS[variant] as readonly number[]).includes(id);
      expect(can(actor, 'compensation.view'), `variant ${variant}`).toBe(holds(15));
      expect(can(actor, 'payroll.process'), `variant ${variant}`).toBe(holds(104));
      expect(can(actor, 'team.manage'), `variant ${variant}`).toBe(false);
      expect(can(actor, 'employee.edit'), `variant ${variant}`).toBe(true);
    }
  });

  it('honours per-person overrides both ways', () => {
    const off = roleActor(7, 35, {
      employeeId: 9,
      permissions: effectivePermissions(35, [
        { permission_id: PERMISSION.viewProjectFinancials, value: 0 },
      ]),
    });
    expect(can(off, 'compensation.view')).toBe(false);
    expect(can(ACTORS['manager 21 +15']!, 'compensation.view')).toBe(true);
  });

  it('gives nothing to someone without a role the table knows', () => {
    const stranger = roleActor(7, 36, { employeeId: 9 });
    expect(POLICY_IDS.filter((policy) => can(stranger, policy))).toEqual([]);
  });
});

describe('row-level answers', () => {
  const ownWorker: PersonTarget = { employeeId: 60, isMyWorker: true };
  const otherWorker: PersonTarget = { employeeId: 61, isMyWorker: false };
  const self = (actor: Actor): PersonTarget => ({
    employeeId: actor.employeeId ?? -1,
    isMyWorker: false,
  });
  /** own worker, someone else's worker, oneself: as '1 0 0'. */
  const rows = (actor: Actor, policy: PersonPolicy) =>
    [ownWorker, otherWorker, self(actor)].map((t) => (can(actor, policy, t) ? 1 : 0)).join(' ');
  type PersonPolicy =
    | 'employee.edit'
    | 'employee.changeRole'
    | 'employee.setActive'
    | 'employee.assignTeams'
    | 'compensation.view'
    | 'compensation.edit';
  const a = (name: string) => ACTORS[name]!;

  it('lets managers run only their own workers, never themselves', () => {
    expect(rows(a('manager 21'), 'employee.edit')).toBe('1 0 0');
    expect(rows(a('manager 21'), 'employee.assignTeams')).toBe('1 0 0');
    expect(rows(a('manager 21'), 'employee.changeRole')).toBe('0 0 0');
    expect(rows(a('manager 21'), 'employee.setActive')).toBe('0 0 0');
    expect(rows(a('worker'), 'employee.edit')).toBe('0 0 0');
  });

  it('lets administrators edit everyone, themselves too, but not change their own role or status', () => {
    expect(rows(a('admin'), 'employee.edit')).toBe('1 1 1');
    expect(rows(a('admin'), 'employee.changeRole')).toBe('1 1 0');
    expect(rows(a('admin'), 'employee.setActive')).toBe('1 1 0');
    expect(rows(a('provider admin'), 'employee.changeRole')).toBe('1 1 1');
  });

  it('shows pay to managers with 15 for their own workers only, to administrators for all', () => {
    expect(rows(a('manager 35'), 'compensation.view')).toBe('1 0 0');
    expect(rows(a('manager 21 +15'), 'compensation.edit')).toBe('1 0 0');
    expect(rows(a('manager 21'), 'compensation.view')).toBe('0 0 0');
    expect(rows(a('admin'), 'compensation.view')).toBe('1 1 1');
    expect(rows(a('provider admin'), 'compensation.view')).toBe('1 1 1');
  });

  it('gives roles as assignableRoles says: managers and recruiters workers only', () => {
    const gives = (actor: Actor) =>
      [1, 2, 3, 4, 5, 21, 35].filter((roleId) => can(actor, 'employee.add', { roleId }));
    expect(gives(a('admin'))).toEqual([1, 2, 3, 21, 35]);
    expect(gives(a('provider admin'))).toEqual([1, 2, 3, 21, 35]);
    expect(gives(a('manager 21'))).toEqual([1]);
    expect(gives(a('provider recruiter'))).toEqual([1]);
    expect(gives(a('worker'))).toEqual([]);
    // Org 0 holds provider staff, added by provider admins.
    expect(gives(roleActor(0, ROLE.providerAdmin))).toEqual([4, 5]);
    expect(gives(roleActor(0, ROLE.providerRecruiter))).toEqual([]);
    expect(can(a('admin'), 'employee.changeRole', { ...otherWorker, roleId: 4 })).toBe(false);
    expect(can(a('admin'), 'employee.changeRole', { ...otherWorker, roleId: 21 })).toBe(true);
  });

  it('names managers (every variant) and administrators as team managers', () => {
    expect([1, 2, 3, 4, 21, 35, 36].map(isTeamManagerRole)).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('project policies with a target', () => {
  it('lets a manager without 14 edit only the projects they are assigned to', () => {
    const manager = ACTORS['manager 21']!;
    expect(can(manager, 'projects.edit', { isAssigned: true })).toBe(true);
    expect(can(manager, 'projects.edit', { isAssigned: false })).toBe(false);
    expect(can(ACTORS['manager 35']!, 'projects.edit', { isAssigned: false })).toBe(true);
    expect(can(ACTORS.worker!, 'projects.edit', { isAssigned: true })).toBe(false);
  });
});

describe('time card policies with a target', () => {
  const a = (name: string) => ACTORS[name]!;
  const ownWorker = { employeeId: 60, isMyWorker: true };
  const otherWorker = { employeeId: 61, isMyWorker: false };
  /** own worker, someone else's worker, oneself: as '1 0 0'. */
  const rows = (
    actor: Actor,
    policy: 'timeCards.read' | 'timeCards.clock' | 'timeCards.edit' | 'timeCards.approve',
    mayEditOwn = false,
  ) =>
    [ownWorker, otherWorker, { employeeId: actor.employeeId ?? -1, isMyWorker: false }]
      .map((target) => (can(actor, policy, { ...target, mayEditOwn }) ? 1 : 0))
      .join(' ');

  it('reads: own cards for everyone, workers’ for their managers, all with 13', () => {
    expect(rows(a('worker'), 'timeCards.read')).toBe('0 0 1');
    expect(rows(a('manager 21'), 'timeCards.read')).toBe('1 0 1');
    expect(rows(a('manager 35'), 'timeCards.read')).toBe('1 1 1');
    expect(rows(a('admin'), 'timeCards.read')).toBe('1 1 1');
    expect(rows(a('provider admin'), 'timeCards.read')).toBe('1 1 1');
  });

  it('clocks: oneself, administrators anyone, managers their own workers only (13 and 17 do not widen it)', () => {
    expect(rows(a('worker'), 'timeCards.clock')).toBe('0 0 1');
    expect(rows(a('manager 21'), 'timeCards.clock')).toBe('1 0 1');
    expect(rows(a('manager 35'), 'timeCards.clock')).toBe('1 0 1');
    expect(rows(a('admin'), 'timeCards.clock')).toBe('1 1 1');
    expect(rows(a('provider admin'), 'timeCards.clock')).toBe('0 0 0');
  });

  it('edits: own cards only when the organisation allows it, workers’ for managers, all with 17', () => {
    expect(rows(a('worker'), 'timeCards.edit')).toBe('0 0 0');
    expect(rows(a('worker'), 'timeCards.edit', true)).toBe('0 0 1');
    expect(rows(a('manager 21'), 'timeCards.edit')).toBe('1 0 0');
    expect(rows(a('manager 35'), 'timeCards.edit')).toBe('1 1 1');
    expect(rows(a('admin'), 'timeCards.edit')).toBe('1 1 1');
    expect(rows(a('provider admin'), 'timeCards.edit')).toBe('1 1 1');
  });

  it('approves: time approvers with 104, never their own cards', () => {
    expect(rows(a('manager 21'), 'timeCards.approve')).toBe('1 0 0');
    expect(rows(a('manager 35'), 'timeCards.approve')).toBe('1 0 0');
    expect(rows(a('admin'), 'timeCards.approve')).toBe('1 1 0');
    expect(rows(roleActor(7, 22, { employeeId: 22 }), 'timeCards.approve')).toBe('0 0 0');
    expect(rows(a('worker'), 'timeCards.approve')).toBe('0 0 0');
  });
});
