import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { TIME_CARD_TEXT } from '../../contract/time-card-text';
import { zTimeCardResponse } from '../../contract/time-cards';
import { timeCardsWorld } from './time-cards-world';

/**
 * The clock (issue 14): clock in, breaks, switches and clock out, with every transition, the
 * one-open-card rule, crew clock-in and who may act on whose card.
 */
const t = timeCardsWorld();
const { world } = t;

describe('clocking in and out', () => {
  it('runs working → on_break → working → completed, with totals and an audit row per step', async () => {
    const worker = await t.freshWorker();
    const card = await t.clockIn(worker, {
      org_project_id: world.project.id,
      work_site_id: world.project.siteId,
      note: 'Framing level 2',
    });
    expect(card).toMatchObject({
      employee_id: worker.employeeId,
      status: 'working',
      source: 'web',
      note: 'Framing level 2',
      clock_out_dt_unix: null,
      approval_state: 'pending',
      org_project_ids: [world.project.id],
      timezone: 'America/Los_Angeles',
    });
    expect(card.allocations).toMatchObject([
      {
        org_project_id: world.project.id,
        project_name: 'Midtown Lofts',
        work_site_name: 'Main building',
        end_dt_unix: null,
      },
    ]);

    const onBreak = await t.ok(
      await t.action(worker, card.id, 'start_break', { break_type: 'meal' }),
    );
    expect(onBreak.status).toBe('on_break');
    expect(onBreak.breaks).toMatchObject([
      { break_type: 'meal', is_paid: false, end_dt_unix: null },
    ]);
    const working = await t.ok(await t.action(worker, card.id, 'end_break'));
    expect(working.status).toBe('working');
    expect(working.breaks[0]!.end_dt_unix).not.toBeNull();
    const done = await t.ok(await t.action(worker, card.id, 'clock_out', { note: 'Done' }));
    expect(done).toMatchObject({ status: 'completed', note: 'Done' });
    expect(done.clock_out_dt_unix).toBeGreaterThanOrEqual(done.clock_in_dt_unix);
    expect(done.allocations[0]!.end_dt_unix).toBe(done.clock_out_dt_unix);
    expect(done.totals.worked_seconds + done.totals.break_seconds).toBe(
      done.clock_out_dt_unix! - done.clock_in_dt_unix,
    );

    const audit = await t.auditOf(card.id);
    expect(audit.map((row) => row.action)).toEqual([
      'clock_in',
      'start_break',
      'end_break',
      'clock_out',
    ]);
    expect(audit.every((row) => row.actor_profile_id === worker.profileId)).toBe(true);
    expect(done.history.map((entry) => entry.action)).toEqual([
      'clock_out',
      'end_break',
      'start_break',
      'clock_in',
    ]);
    expect(done.history[0]!.fields).toEqual(
      expect.arrayContaining(['clock_out_dt_unix', 'status', 'note']),
    );
  });

  it('refuses a second clock-in while a card runs, and breaks out of order', async () => {
    const worker = await t.freshWorker();
    const card = await t.clockIn(worker);
    const again = await t.call(worker, 'POST', t.cardsPath(), {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      status_code: 409,
      message: TIME_CARD_TEXT.alreadyClockedIn(null),
    });

    const endFirst = await t.action(worker, card.id, 'end_break');
    expect(endFirst.body.message).toBe(TIME_CARD_TEXT.notOnBreak);
    await t.ok(await t.action(worker, card.id, 'start_break', { break_type: 'rest' }));
    const twice = await t.action(worker, card.id, 'start_break', { break_type: 'rest' });
    expect([twice.status, twice.body.message]).toEqual([409, TIME_CARD_TEXT.alreadyOnBreak]);
    const switchOnBreak = await t.action(worker, card.id, 'switch', {
      org_project_id: world.project.id,
    });
    expect([switchOnBreak.status, switchOnBreak.body.message]).toEqual([
      409,
      TIME_CARD_TEXT.endBreakFirst,
    ]);
    // Clocking out on a break ends the break with the card; a rest break is paid.
    const done = await t.ok(await t.action(worker, card.id, 'clock_out'));
    expect(done.breaks).toMatchObject([
      { break_type: 'rest', is_paid: true, end_dt_unix: done.clock_out_dt_unix },
    ]);
    const out = await t.action(worker, card.id, 'clock_out');
    expect([out.status, out.body.message]).toEqual([409, TIME_CARD_TEXT.completed]);
    // Clocked out, the member may clock in again.
    await t.clockIn(worker);
  });

  it('lets a manager clock in their own workers, not another manager’s, and an administrator anyone', async () => {
    const mine = await t.freshWorker(world.org.managers[0]);
    const theirs = await t.freshWorker(world.org.managers[1]);
    const manager = world.org.managers[0]!;
    const crew = await t.ok(
      await t.call(manager, 'POST', t.cardsPath(), { employee_id: mine.employeeId }),
    );
    expect(crew.employee_id).toBe(mine.employeeId);
    const refused = await t.call(manager, 'POST', t.cardsPath(), {
      employee_id: theirs.employeeId,
    });
    expect(refused.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    const second = await t.call(manager, 'POST', t.cardsPath(), { employee_id: mine.employeeId });
    expect(second.body.message).toBe(TIME_CARD_TEXT.alreadyClockedIn(mine.displayName));
    // Editing all cards (17) does not make one a crew's clock.
    const editAll = await t.call(world.editAll, 'POST', t.cardsPath(), {
      employee_id: theirs.employeeId,
    });
    expect(editAll.status).toBe(403);
    await t.ok(
      await t.call(world.org.admin, 'POST', t.cardsPath(), { employee_id: theirs.employeeId }),
    );
    // A worker clocks only themselves.
    const worker = await t.freshWorker();
    const other = await t.call(worker, 'POST', t.cardsPath(), { employee_id: theirs.employeeId });
    expect(other.status).toBe(403);
  });

  it('keeps a manager to their own workers’ cards: another manager’s worker’s card is not found', async () => {
    const theirs = await t.freshWorker(world.org.managers[1]);
    const card = await t.clockIn(theirs);
    const manager = world.org.managers[0]!;
    for (const name of ['start_break', 'switch', 'clock_out'] as const) {
      const response = await t.action(manager, card.id, name, {
        break_type: 'meal',
        org_project_id: world.project.id,
      });
      expect(response.body, name).toEqual({ status_code: 404, message: MESSAGES.notFound });
    }
    const read = await t.call(manager, 'GET', `${t.cardsPath()}/${card.id}`);
    expect(read.status).toBe(404);
    // With 13 the card is read but not acted on; with 17 it is.
    const viewAll = await t.call(world.viewAll, 'GET', `${t.cardsPath()}/${card.id}`);
    expect(viewAll.status).toBe(200);
    const viewOnly = await t.action(world.viewAll, card.id, 'start_break', { break_type: 'rest' });
    expect(viewOnly.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    await t.ok(await t.action(world.editAll, card.id, 'clock_out'));
    // The worker's own manager reaches it.
    const own = await t.call(world.org.managers[1]!, 'GET', `${t.cardsPath()}/${card.id}`);
    expect(zTimeCardResponse.parse(own.body).data.id).toBe(card.id);
  });

  it('does not reach a card of another organisation, nor clock in its people', async () => {
    const card = await t.ok(
      await t.call(world.other.workers[0]!, 'POST', t.cardsPath(world.other.orgId), {}),
    );
    const foreign = await t.call(world.org.admin, 'GET', `${t.cardsPath()}/${card.id}`);
    expect(foreign.status).toBe(404);
    const out = await t.call(world.org.admin, 'POST', `${t.cardsPath()}/${card.id}/clock_out`, {});
    expect(out.status).toBe(404);
    const crew = await t.call(world.org.admin, 'POST', t.cardsPath(), {
      employee_id: world.other.workers[0]!.employeeId,
    });
    expect(crew.status).toBe(400);
    expect(crew.body.field_hints).toEqual({ employee_id: [TIME_CARD_TEXT.unknownMember] });
    const intruder = await t.call(world.org.admin, 'GET', t.cardsPath(world.other.orgId));
    expect(intruder.body).toEqual({ status_code: 403, message: MESSAGES.notOrgMember });
  });
});

describe('switching projects', () => {
  it('without split time cards, clocks the card out and begins a new one at the same second', async () => {
    const worker = await t.freshWorker();
    const first = await t.clockIn(worker, { org_project_id: world.project.id });
    // Back-date the start so the switch is not in the card's first second.
    await t.ok(
      await t.call(world.org.admin, 'PATCH', `${t.cardsPath()}/${first.id}`, {
        clock_in_dt_unix: first.clock_in_dt_unix - 3600,
        reason: 'Started earlier',
      }),
    );
    const next = await t.ok(
      await t.action(worker, first.id, 'switch', {
        org_project_id: world.secondProject.id,
        work_site_id: world.secondProject.siteId,
      }),
    );
    expect(next.id).not.toBe(first.id);
    expect(next).toMatchObject({ status: 'working', org_project_ids: [world.secondProject.id] });
    const old = zTimeCardResponse.parse(
      (await t.call(worker, 'GET', `${t.cardsPath()}/${first.id}`)).body,
    ).data;
    expect(old.status).toBe('completed');
    expect(old.clock_out_dt_unix).toBe(next.clock_in_dt_unix);
    expect(next.history[0]).toMatchObject({
      action: 'clock_in',
      reason: TIME_CARD_TEXT.switchedFrom(first.id),
    });
  });

  it('with split time cards, closes one allocation and opens the next on the same card', async () => {
    await t.setOrg({ is_split_tc_enabled: 1 });
    try {
      const worker = await t.freshWorker();
      const card = await t.clockIn(worker, { org_project_id: world.project.id });
      await t.ok(
        await t.call(world.org.admin, 'PATCH', `${t.cardsPath()}/${card.id}`, {
          clock_in_dt_unix: card.clock_in_dt_unix - 1800,
          reason: 'Started earlier',
        }),
      );
      const switched = await t.ok(
        await t.action(worker, card.id, 'switch', { org_project_id: world.secondProject.id }),
      );
      expect(switched.id).toBe(card.id);
      expect(switched.allocations).toHaveLength(2);
      expect(switched.allocations[0]!.end_dt_unix).toBe(switched.allocations[1]!.start_dt_unix);
      expect(switched.org_project_ids).toEqual([world.project.id, world.secondProject.id]);
      const done = await t.ok(await t.action(worker, card.id, 'clock_out'));
      expect(done.allocations[1]!.end_dt_unix).toBe(done.clock_out_dt_unix);
    } finally {
      await t.setOrg({ is_split_tc_enabled: 0 });
    }
  });

  it('refuses a project, work site or cost code that is not the organisation’s or does not fit', async () => {
    const worker = await t.freshWorker();
    const card = await t.clockIn(worker);
    const bad = async (body: Record<string, unknown>, hints: Record<string, string[]>) => {
      const response = await t.action(worker, card.id, 'switch', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    };
    await bad({ org_project_id: 999_999 }, { org_project_id: [TIME_CARD_TEXT.unknownProject] });
    await bad(
      { org_project_id: world.project.id, work_site_id: world.secondProject.siteId },
      { work_site_id: [TIME_CARD_TEXT.unknownWorkSite] },
    );
    await bad(
      { org_project_id: world.project.id, job_code_id: 999_999 },
      { job_code_id: [TIME_CARD_TEXT.unknownCostCode] },
    );
  });
});

describe('the member’s rules', () => {
  it('asks for a project and a cost code when their project-time rules say so, and a cost code at clock-out', async () => {
    const worker = await t.freshWorker();
    const group = await world.server.fixtures.projectTimeRuleGroup(world.org.orgId, {
      require_team_members_to_assign_time_to_projects: 1,
      require_team_members_to_assign_time_to_cost_codes_on_clockout: 1,
    });
    await world.server.db
      .updateTable('employees')
      .set({ project_time_rule_group_id: group })
      .where('id', '=', worker.employeeId)
      .execute();
    const none = await t.call(worker, 'POST', t.cardsPath(), {});
    expect(none.body.field_hints).toEqual({ org_project_id: [TIME_CARD_TEXT.projectRequired] });
    const card = await t.clockIn(worker, { org_project_id: world.project.id });
    const out = await t.action(worker, card.id, 'clock_out');
    expect(out.body.field_hints).toEqual({ job_code_id: [TIME_CARD_TEXT.costCodeOnClockOut] });
    const done = await t.ok(
      await t.action(worker, card.id, 'clock_out', { job_code_id: world.project.codeId }),
    );
    expect(done.allocations[0]).toMatchObject({
      job_code_id: world.project.codeId,
      job_code: '03-300',
    });
  });

  it('refuses a clock-in when time tracking is off for the member or a clock-in photo is missing', async () => {
    const worker = await t.freshWorker();
    const group = await world.server.fixtures.ruleGroup(world.org.orgId, {
      time_tracking: 0,
    });
    await world.server.db
      .updateTable('employees')
      .set({ rule_group_id: group })
      .where('id', '=', worker.employeeId)
      .execute();
    const off = await t.call(worker, 'POST', t.cardsPath(), {});
    expect(off.body).toEqual({ status_code: 403, message: TIME_CARD_TEXT.timeTrackingOff });

    const photo = await world.server.fixtures.ruleGroup(world.org.orgId, {
      require_clock_in_photo: 1,
    });
    await world.server.db
      .updateTable('employees')
      .set({ rule_group_id: photo })
      .where('id', '=', worker.employeeId)
      .execute();
    const without = await t.call(worker, 'POST', t.cardsPath(), {});
    expect(without.body.field_hints).toEqual({
      photo_file_attachment_id: [TIME_CARD_TEXT.photoRequired],
    });
    // With the photo it clocks in: time-cards-photos.test.ts.
  });

  it('refuses a clock-in outside the member’s time limits', async () => {
    const worker = await t.freshWorker();
    // An empty window (from noon to noon): before noon too early, from noon on too late.
    const group = await world.server.fixtures.ruleGroup(world.org.orgId, {
      clock_in_from_seconds: 12 * 3600,
      clock_out_by_seconds: 12 * 3600,
    });
    await world.server.db
      .updateTable('employees')
      .set({ rule_group_id: group })
      .where('id', '=', worker.employeeId)
      .execute();
    const response = await t.call(worker, 'POST', t.cardsPath(), {});
    expect(response.status).toBe(403);
    expect([
      TIME_CARD_TEXT.clockInTooEarly('12:00 PM'),
      TIME_CARD_TEXT.clockInTooLate('12:00 PM'),
    ]).toContain(response.body.message);
  });
});

describe('deactivation', () => {
  it('clocks out the running card of a member who is deactivated, with an audit row saying why', async () => {
    const worker = await t.freshWorker();
    const card = await t.clockIn(worker);
    await t.ok(await t.action(worker, card.id, 'start_break', { break_type: 'meal' }));
    const response = await t.call(
      world.org.admin,
      'POST',
      `${t.base()}/employees/${worker.employeeId}/update_saas_enabled`,
      { is_enabled: false },
    );
    expect(response.status, response.text).toBe(200);
    const read = zTimeCardResponse.parse(
      (await t.call(world.org.admin, 'GET', `${t.cardsPath()}/${card.id}`)).body,
    ).data;
    expect(read.status).toBe('completed');
    expect(read.breaks[0]!.end_dt_unix).toBe(read.clock_out_dt_unix);
    expect(read.history[0]).toMatchObject({
      action: 'auto_clock_out',
      reason: TIME_CARD_TEXT.deactivatedReason,
      actor: { profile_id: world.org.admin.profileId },
    });
  });
});
