import { expect } from 'vitest';
import type { OrgFixture } from '../../server/db/fixtures';
import { ORG_SCOPED_PATH } from '../../server/http/guards';
import type { TestServer } from './harness';

/**
 * The org-scoped call families of the issue, each recognised by its path. The first family whose
 * pattern matches a route owns it, so `/employee/:employee_id/rule_group` is a rule-group call and
 * `/employee/:employee_id/saas_compensation` a compensation call, not an employee call.
 */
export const ORG_FAMILIES = [
  ['compensation', /\/saas_compensation(\/|$)/],
  ['rule groups', /rule_groups?(\/|$)/],
  ['overtime rules', /\/overtime_rules(\/|$)/],
  ['wc codes', /\/wc_codes(\/|$)/],
  ['teams', /employee_group/],
  ['employees', /\/(employee|employees|send_invites)(\/|$)/],
  ['organisation', /^\/v1\/orgs\/:org_id$/],
] as const satisfies ReadonlyArray<readonly [string, RegExp]>;

export type OrgFamily = (typeof ORG_FAMILIES)[number][0] | 'other';
export const FAMILY_NAMES = ORG_FAMILIES.map(([name]) => name);

export type OrgRoute = { method: string; url: string; family: OrgFamily };

export function familyOf(url: string): OrgFamily {
  return ORG_FAMILIES.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other';
}

/** Every registered route under /v1/orgs/:org_id, read from the running server, with its family. */
export function orgScopedRoutes(server: TestServer): OrgRoute[] {
  return server.app.registeredRoutes
    .filter((route) => ORG_SCOPED_PATH.test(route.url) && route.method !== 'HEAD')
    .map((route) => ({ method: route.method, url: route.url, family: familyOf(route.url) }));
}

export const isWrite = (route: { method: string }) => route.method !== 'GET';

/** Real ids of one organisation's things, by the path parameter that names them. */
export type OrgThings = Record<string, number>;

/**
 * Gives an organisation one of each thing the org-scoped paths name, made by its administrator
 * through the API (a team, an overtime rule, a workers' compensation code, a pay record of its
 * first worker), plus its default rule groups. Returns the ids by path parameter name.
 */
export async function thingsOf(server: TestServer, org: OrgFixture): Promise<OrgThings> {
  const token = (await server.signIn(org.admin.email)).access_token;
  const worker = org.workers[0]!;
  const created = async (method: string, path: string, body: unknown): Promise<number> => {
    const response = await server.call(method, `/v1/orgs/${org.orgId}${path}`, { token, body });
    expect(response.status, `${method} ${path}: ${response.text}`).toBe(200);
    return (response.body as { data: { id: number } }).data.id;
  };
  const groups = await server.fixtures.defaultRuleGroups(org.orgId);
  return {
    org_id: org.orgId,
    employee_id: worker.employeeId,
    employee_group_id: await server.fixtures.team(org.orgId, {
      name: `${org.name} crew`,
      employeeIds: [worker.employeeId],
    }),
    overtime_rule_id: await created('POST', '/overtime_rules', {
      name: `${org.name} overtime`,
      daily_overtime_after_hours: 8,
    }),
    wc_code_id: await created('POST', '/wc_codes', { code: '5403', rate_per_100: 2.5 }),
    compensation_id: await created('POST', `/employee/${worker.employeeId}/saas_compensation`, {
      effective_dt_unix: 1_700_000_000,
      pay_type: 'hourly',
      pay_rate: 30,
    }),
    rule_group_id: groups.ruleGroupId,
    project_time_rule_group_id: groups.projectTimeRuleGroupId,
  };
}

/** A route's path with its parameters filled from `things`; unknown parameters fail loudly. */
export function pathOf(url: string, things: OrgThings): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const id = things[name];
    if (id === undefined) throw new Error(`No test id for :${name} in ${url}`);
    return String(id);
  });
}

/**
 * Bodies that would succeed if a guard let them through, so a refusal is the guard's doing and
 * not a validation error. Keyed by "METHOD url"; a route without an entry gets a generic body.
 */
export function validBodies(things: OrgThings, memberIds: number[]): Record<string, unknown> {
  return {
    'PATCH /v1/orgs/:org_id': { name: 'Taken Over Co', time_round_minutes: 15 },
    'POST /v1/orgs/:org_id/employees': {
      display_name: 'Ivy Intruder',
      email: `ivy-${Math.random().toString(36).slice(2)}@example.com`,
      role_id: 3,
      send_invite: false,
    },
    'PATCH /v1/orgs/:org_id/employee/:employee_id': { title: 'Taken over', role_id: 3 },
    'PATCH /v1/orgs/:org_id/employees': {
      employee_ids: memberIds,
      employee_group_ids: [things.employee_group_id],
    },
    'POST /v1/orgs/:org_id/send_invites': { employee_ids: memberIds },
    'POST /v1/orgs/:org_id/employees/:employee_id/update_saas_enabled': { is_enabled: false },
    'POST /v1/orgs/:org_id/employee_group': { name: 'Takeover crew', employee_ids: memberIds },
    'PATCH /v1/orgs/:org_id/employee_group/:employee_group_id': { name: 'Taken over crew' },
    'PATCH /v1/orgs/:org_id/employee_groups': {
      employee_group_ids: [things.employee_group_id],
      is_archived: true,
    },
    'POST /v1/orgs/:org_id/employee/:employee_id/saas_compensation': {
      effective_dt_unix: 1_710_000_000,
      pay_type: 'hourly',
      pay_rate: 99,
    },
    'PATCH /v1/orgs/:org_id/employee/:employee_id/saas_compensation/:compensation_id': {
      pay_type: 'hourly',
      pay_rate: 1,
    },
    'POST /v1/orgs/:org_id/overtime_rules': { name: 'Takeover overtime' },
    'PATCH /v1/orgs/:org_id/overtime_rules/:overtime_rule_id': { is_archived: true },
    'POST /v1/orgs/:org_id/wc_codes': { code: '9999', rate_per_100: 1 },
    'PATCH /v1/orgs/:org_id/wc_codes/:wc_code_id': { is_archived: true },
  };
}

export function bodyFor(route: OrgRoute, bodies: Record<string, unknown>): unknown {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  return bodies[`${route.method} ${route.url}`] ?? { name: 'Taken Over', is_enabled: false };
}

/** Tables holding an organisation's data, each row carrying org_id. */
const ORG_TABLES = [
  'employees',
  'employee_secondary_managers',
  'employee_groups',
  'employee_group_members',
  'employee_group_managers',
  'employee_permissions',
  'invites',
  'overtime_rules',
  'wc_codes',
  'compensations',
  'rule_groups',
  'project_time_rule_groups',
  'time_cards',
  'time_card_breaks',
  'time_card_allocations',
  'file_attachments',
  'leave_policies',
  'time_off_requests',
  'tasks',
  'task_checklist_items',
  'task_notes',
  'task_tags',
  'task_occurrence_exceptions',
] as const;

/** Everything stored for an organisation, to compare before and after an attack. */
export async function snapshotOf(server: TestServer, orgId: number) {
  const snapshot: Record<string, unknown[]> = {
    organisations: await server.db
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', orgId)
      .execute(),
  };
  for (const table of ORG_TABLES) {
    const rows = await server.db
      .selectFrom(table)
      .selectAll()
      .where('org_id', '=', orgId)
      .execute();
    snapshot[table] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return snapshot;
}
