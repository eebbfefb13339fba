import { randomBytes } from 'node:crypto';
import type { Updateable } from 'kysely';
import { DEFAULT_MANAGER_VARIANT, ROLE } from '../../contract/access';
import { nowUnix } from '../lib/time';
import { newOrganisationValues } from '../modules/orgs/org-values';
import { insertDefaultRuleGroups } from '../modules/rule-groups/rule-groups.repository';
import type { Db } from './connection';
import { addToGroup, insertMembership, insertPerson } from './people';
import type {
  ProjectTimeRuleGroupTable,
  RuleGroupTable,
} from '../modules/rule-groups/rule-groups.tables';

export type FixtureUser = {
  profileId: number;
  employeeId: number;
  email: string;
  password: string;
  displayName: string;
  roleId: number;
};

export type OrgFixture = {
  orgId: number;
  name: string;
  admin: FixtureUser;
  managers: FixtureUser[];
  workers: FixtureUser[];
};

export type FixtureOptions = {
  /** The password every fixture person gets, and its hash (hashed once per test file). */
  password: string;
  passwordHash: string;
};

/** Unique addresses per call, so fixtures never collide inside one database. */
function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@fixture.crewcard.test`;
}

/**
 * Test fixtures straight into the database: organisations with an admin, managers and workers
 * (workers spread over the managers as primary managers), provider staff, single people.
 */
export class Fixtures {
  constructor(
    private readonly db: Db,
    private readonly options: FixtureOptions,
  ) {}

  async person(
    input: {
      label?: string;
      name?: string;
      withPassword?: boolean;
      mobile?: string;
      isInactive?: boolean;
    } = {},
  ) {
    const email = uniqueEmail(input.label ?? 'person');
    const displayName = input.name ?? 'Pat Example';
    const profileId = await insertPerson(this.db, {
      email,
      displayName,
      passwordHash: input.withPassword === false ? null : this.options.passwordHash,
      mobile: input.mobile ?? null,
      isInactive: input.isInactive ?? false,
      now: nowUnix(),
    });
    return { profileId, email, password: this.options.password, displayName };
  }

  async member(
    orgId: number,
    roleId: number,
    input: {
      label?: string;
      name?: string;
      primaryManagerId?: number | null;
      status?: 'active' | 'saas_disabled' | 'pending' | 'removed';
      mobile?: string;
      inviteExpiry?: number;
    } = {},
  ): Promise<FixtureUser> {
    const isPending = input.status === 'pending';
    const person = await this.person({
      label: input.label,
      name: input.name,
      withPassword: !isPending,
      mobile: input.mobile,
    });
    const employeeId = await this.join(
      orgId,
      person.profileId,
      roleId,
      person.displayName,
      input,
      person.email,
    );
    return { ...person, employeeId, roleId };
  }

  /**
   * One worker in each state but active, named so the lists' order tells them apart: Aaron Gone
   * (deactivated, under `managerId`), Ian Invited (pending), Eve Expired (an invitation that ran
   * out) and Rob Removed.
   */
  async workersInEveryState(
    orgId: number,
    managerId: number,
    { invitedName = 'Ian Invited' }: { invitedName?: string } = {},
  ): Promise<Record<'deactivated' | 'invited' | 'expired' | 'removed', FixtureUser>> {
    const worker = (input: Parameters<Fixtures['member']>[2]) =>
      this.member(orgId, ROLE.worker, input);
    return {
      deactivated: await worker({
        label: 'gone',
        name: 'Aaron Gone',
        status: 'saas_disabled',
        primaryManagerId: managerId,
      }),
      invited: await worker({ label: 'invited', name: invitedName, status: 'pending' }),
      expired: await worker({
        label: 'expired',
        name: 'Eve Expired',
        status: 'pending',
        inviteExpiry: 1000,
      }),
      removed: await worker({ label: 'removed', name: 'Rob Removed', status: 'removed' }),
    };
  }

  /** Adds an existing person to an organisation. */
  async join(
    orgId: number,
    profileId: number,
    roleId: number,
    displayName: string,
    input: {
      primaryManagerId?: number | null;
      status?: 'active' | 'saas_disabled' | 'pending' | 'removed';
      inviteExpiry?: number;
    } = {},
    knownEmail?: string,
  ): Promise<number> {
    const now = nowUnix();
    const email =
      knownEmail ??
      (
        await this.db
          .selectFrom('profiles')
          .select('email')
          .where('id', '=', profileId)
          .executeTakeFirstOrThrow()
      ).email;
    return insertMembership(this.db, {
      orgId,
      profileId,
      roleId,
      displayName,
      email,
      status: input.status ?? 'active',
      primaryManagerId: input.primaryManagerId ?? null,
      inviteExpiry: input.inviteExpiry ?? (input.status === 'pending' ? now + 7 * 86400 : null),
      now,
    });
  }

  async org(
    input: { name?: string; managers?: number; workers?: number; managerRole?: number } = {},
  ): Promise<OrgFixture> {
    const now = nowUnix();
    const name = input.name ?? `Fixture Co ${randomBytes(3).toString('hex')}`;
    const org = await this.db
      .insertInto('organisations')
      .values(newOrganisationValues({ name, countryCode: 'us', companySize: '6-10', now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertDefaultRuleGroups(this.db, org.id, now);
    const admin = await this.member(org.id, ROLE.admin, { label: 'admin', name: 'Ada Admin' });
    const managers: FixtureUser[] = [];
    for (let i = 0; i < (input.managers ?? 2); i++) {
      managers.push(
        await this.member(org.id, input.managerRole ?? DEFAULT_MANAGER_VARIANT, {
          label: `manager${i + 1}`,
          name: `Manny Manager${i + 1}`,
        }),
      );
    }
    const workers: FixtureUser[] = [];
    for (let i = 0; i < (input.workers ?? 4); i++) {
      const manager = managers.length ? managers[i % managers.length]! : null;
      workers.push(
        await this.member(org.id, ROLE.worker, {
          label: `worker${i + 1}`,
          name: `Wren Worker${String(i + 1).padStart(2, '0')}`,
          primaryManagerId: manager?.employeeId ?? null,
        }),
      );
    }
    return { orgId: org.id, name, admin, managers, workers };
  }

  /** A team (employee group) of an organisation with its members and managers. */
  async team(
    orgId: number,
    input: {
      name?: string;
      employeeIds?: number[];
      managerIds?: number[];
      createdAt?: number;
      archivedAt?: number | null;
    } = {},
  ): Promise<number> {
    const now = input.createdAt ?? nowUnix();
    const name = input.name ?? `Fixture team ${randomBytes(3).toString('hex')}`;
    const id = await addToGroup(
      this.db,
      orgId,
      name,
      input.employeeIds ?? [],
      input.managerIds ?? [],
      now,
    );
    if (input.archivedAt != null) {
      await this.db
        .updateTable('employee_groups')
        .set({ archived_at_unix: input.archivedAt })
        .where('id', '=', id)
        .execute();
    }
    return id;
  }

  /**
   * A time-clock rule group of an organisation besides its default (there is no call that
   * creates one yet): the settings given, the column defaults for the rest.
   */
  async ruleGroup(
    orgId: number,
    input: { name?: string } & Omit<Updateable<RuleGroupTable>, 'id' | 'org_id' | 'name'> = {},
  ): Promise<number> {
    const now = nowUnix();
    const row = await this.db
      .insertInto('rule_groups')
      .values({
        is_organization_default: 0,
        created_at_unix: now,
        updated_at_unix: now,
        ...input,
        org_id: orgId,
        name: input.name ?? `Fixture rules ${randomBytes(3).toString('hex')}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A project-time rule group of an organisation besides its default, as ruleGroup. */
  async projectTimeRuleGroup(
    orgId: number,
    input: { name?: string } & Omit<
      Updateable<ProjectTimeRuleGroupTable>,
      'id' | 'org_id' | 'name'
    > = {},
  ): Promise<number> {
    const now = nowUnix();
    const row = await this.db
      .insertInto('project_time_rule_groups')
      .values({
        is_organization_default: 0,
        created_at_unix: now,
        updated_at_unix: now,
        ...input,
        org_id: orgId,
        name: input.name ?? `Fixture project rules ${randomBytes(3).toString('hex')}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The ids of an organisation's default time-clock and project-time groups. */
  async defaultRuleGroups(
    orgId: number,
  ): Promise<{ ruleGroupId: number; projectTimeRuleGroupId: number }> {
    const [timeClock, projectTime] = await Promise.all([
      this.db
        .selectFrom('rule_groups')
        .select('id')
        .where('org_id', '=', orgId)
        .where('is_organization_default', '=', 1)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('project_time_rule_groups')
        .select('id')
        .where('org_id', '=', orgId)
        .where('is_organization_default', '=', 1)
        .executeTakeFirstOrThrow(),
    ]);
    return { ruleGroupId: timeClock.id, projectTimeRuleGroupId: projectTime.id };
  }

  /** A provider admin (role 4) or recruiter (5): an active membership of org 0. */
  async providerStaff(roleId: number = ROLE.providerAdmin): Promise<FixtureUser> {
    return this.member(0, roleId, { label: 'staff', name: 'Stella Staff' });
  }
}
