import { describe, expect, it } from 'vitest';
import { zClockNeedsResponse } from '../../contract/clock-needs';
import { MESSAGES } from '../../contract/errors';
import { TIME_CARD_TEXT } from '../../contract/time-card-text';
import type { FixtureUser } from '../../server/db/fixtures';
import { timeCardsWorld } from './time-cards-world';

/**
 * GET time_cards/clock_needs (issue 14): what a member's rules ask at their clock actions, for
 * themselves or for the crew a manager clocks in, refused as POST time_cards refuses.
 */
const t = timeCardsWorld();
const { world } = t;

const path = (query = '', orgId = world.org.orgId) =>
  `/orgs/${orgId}/time_cards/clock_needs${query}`;

async function needsOf(user: FixtureUser, query = '') {
  const response = await t.call(user, 'GET', path(query));
  expect(response.status, response.text).toBe(200);
  return zClockNeedsResponse.parse(response.body).data;
}

/** Puts the member in rule groups of their own: a photo at clock-in, projects and cost codes. */
async function strictRules(member: FixtureUser) {
  const { fixtures, db } = world.server;
  const ruleGroupId = await fixtures.ruleGroup(world.org.orgId, { require_clock_in_photo: 1 });
  const projectTimeRuleGroupId = await fixtures.projectTimeRuleGroup(world.org.orgId, {
    require_team_members_to_assign_time_to_projects: 1,
    require_team_members_to_assign_time_to_cost_codes: 1,
    require_team_members_to_assign_time_to_cost_codes_on_clockout: 1,
  });
  await db
    .updateTable('employees')
    .set({ rule_group_id: ruleGroupId, project_time_rule_group_id: projectTimeRuleGroupId })
    .where('id', '=', member.employeeId)
    .execute();
}

describe('what the rules ask at the clock', () => {
  it('answers the caller’s own needs, and follows their rule groups', async () => {
    const worker = await t.freshWorker();
    expect(await needsOf(worker)).toEqual({
      employee_id: worker.employeeId,
      needs: { project: false, cost_code: false, cost_code_on_clock_out: false, photo: false },
    });
    await strictRules(worker);
    expect((await needsOf(worker)).needs).toEqual({
      project: true,
      cost_code: true,
      cost_code_on_clock_out: true,
      photo: true,
    });
  });

  it('answers a manager for their own worker, as crew clock-in allows, and no one else', async () => {
    const [mine, theirs] = [world.org.workers[0]!, world.org.workers[1]!];
    const manager = world.org.managers[0]!;
    expect((await needsOf(manager, `?employee_id=${mine.employeeId}`)).employee_id).toBe(
      mine.employeeId,
    );
    const refused = await t.call(manager, 'GET', path(`?employee_id=${theirs.employeeId}`));
    expect(refused.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    const worker = await t.call(mine, 'GET', path(`?employee_id=${theirs.employeeId}`));
    expect(worker.status).toBe(403);
    expect((await needsOf(world.org.admin, `?employee_id=${theirs.employeeId}`)).employee_id).toBe(
      theirs.employeeId,
    );
  });

  it('refuses a member of another organisation and another organisation’s path', async () => {
    const stranger = world.other.workers[0]!;
    const unknown = await t.call(
      world.org.admin,
      'GET',
      path(`?employee_id=${stranger.employeeId}`),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.field_hints).toEqual({ employee_id: [TIME_CARD_TEXT.unknownMember] });
    const foreign = await t.call(world.org.admin, 'GET', path('', world.other.orgId));
    expect(foreign.status).toBe(403);
    const bad = await t.call(world.org.admin, 'GET', path('?employee_id=abc'));
    expect(bad.status).toBe(400);
  });
});
