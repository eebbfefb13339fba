import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { TIME_CARD_ERROR_CODE, TIME_CARD_TEXT } from '../../contract/time-card-text';
import { zTimeCardResponse } from '../../contract/time-cards';
import { nowUnix } from '../../server/lib/time';
import { timeCardsWorld } from './time-cards-world';

/**
 * Manual cards, edits with a reason and their history, soft deletion, approval and the lock it
 * puts on a card (issue 14).
 */
const t = timeCardsWorld();
const { world, HOUR } = t;
const manualPath = () => `${t.base()}/manual_time_cards`;
const cardPath = (id: number) => `${t.cardsPath()}/${id}`;

async function read(id: number) {
  const response = await t.call(world.org.admin, 'GET', cardPath(id));
  expect(response.status, response.text).toBe(200);
  return zTimeCardResponse.parse(response.body).data;
}

describe('manual time cards', () => {
  it('adds a card with breaks and allocations laid over the time worked', async () => {
    await t.setOrg({ is_split_tc_enabled: 1 });
    try {
      const worker = await t.freshWorker();
      const body = t.manualBody(worker.employeeId, { hours: 8.5 });
      const meal = {
        break_type: 'meal',
        start_dt_unix: body.clock_in_dt_unix + 4 * HOUR,
        end_dt_unix: body.clock_in_dt_unix + 4.5 * HOUR,
      };
      const card = await t.ok(
        await t.call(world.org.managers[0]!, 'POST', manualPath(), {
          ...body,
          breaks: [meal],
          allocations: [
            {
              org_project_id: world.project.id,
              seconds: 5 * HOUR,
              job_code_id: world.project.codeId,
            },
            { org_project_id: world.secondProject.id, seconds: 3 * HOUR },
          ],
          note: 'Forgot to clock',
          reason: 'Phone was dead',
        }),
      );
      expect(card).toMatchObject({
        source: 'manual',
        status: 'completed',
        note: 'Forgot to clock',
        totals: { worked_seconds: 8 * HOUR, break_seconds: 0.5 * HOUR, paid_seconds: 8 * HOUR },
      });
      expect(card.allocations.map((a) => [a.org_project_id, a.worked_seconds])).toEqual([
        [world.project.id, 5 * HOUR],
        [world.secondProject.id, 3 * HOUR],
      ]);
      // The meal break falls in the first stretch, which so ends half an hour later.
      expect(card.allocations[0]!.end_dt_unix).toBe(body.clock_in_dt_unix + 5.5 * HOUR);
      expect(card.history).toMatchObject([
        {
          action: 'create',
          reason: 'Phone was dead',
          actor: { profile_id: world.org.managers[0]!.profileId },
        },
      ]);
    } finally {
      await t.setOrg({ is_split_tc_enabled: 0 });
    }
  });

  it('refuses a clock-out before the clock-in, times in the future and breaks outside the card', async () => {
    const worker = await t.freshWorker();
    const body = t.manualBody(worker.employeeId);
    const refused = async (extra: Record<string, unknown>, hints: Record<string, string[]>) => {
      const response = await t.call(world.org.admin, 'POST', manualPath(), { ...body, ...extra });
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    };
    await refused(
      { clock_out_dt_unix: body.clock_in_dt_unix - 60 },
      { clock_out_dt_unix: [TIME_CARD_TEXT.clockOutBeforeIn] },
    );
    const future = nowUnix() + HOUR;
    await refused(
      { clock_in_dt_unix: future - 60, clock_out_dt_unix: future },
      { clock_in_dt_unix: [TIME_CARD_TEXT.future], clock_out_dt_unix: [TIME_CARD_TEXT.future] },
    );
    await refused(
      {
        breaks: [
          {
            break_type: 'rest',
            start_dt_unix: body.clock_out_dt_unix - 60,
            end_dt_unix: body.clock_out_dt_unix + 60,
          },
        ],
      },
      { 'breaks.0.start_dt_unix': [TIME_CARD_TEXT.breakOutsideCard] },
    );
    await refused(
      { allocations: [{ org_project_id: world.project.id, seconds: HOUR }] },
      { allocations: [TIME_CARD_TEXT.allocationsTotal('8h 0m')] },
    );
    await refused(
      {
        allocations: [
          { org_project_id: world.project.id, seconds: 4 * HOUR },
          { org_project_id: world.secondProject.id, seconds: 4 * HOUR },
        ],
      },
      { allocations: [TIME_CARD_TEXT.allocationsSplit] },
    );
  });

  it('refuses a card overlapping another of the member, and a second running one', async () => {
    const worker = await t.freshWorker();
    const first = await t.manual(world.org.admin, worker.employeeId);
    const overlap = await t.call(world.org.admin, 'POST', manualPath(), {
      ...t.manualBody(worker.employeeId, { hours: 2 }),
      clock_in_dt_unix: first.clock_out_dt_unix! - 60,
      clock_out_dt_unix: first.clock_out_dt_unix! + HOUR,
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({
      message: TIME_CARD_TEXT.overlap,
      field_hints: { clock_in_dt_unix: [TIME_CARD_TEXT.overlap] },
    });
    // Touching is not overlapping.
    await t.ok(
      await t.call(world.org.admin, 'POST', manualPath(), {
        employee_id: worker.employeeId,
        clock_in_dt_unix: first.clock_out_dt_unix!,
        clock_out_dt_unix: first.clock_out_dt_unix! + HOUR,
      }),
    );
    // A running card covers everything from its clock-in on.
    const running = await t.clockIn(worker);
    const start = running.clock_in_dt_unix - 2 * HOUR;
    await t.ok(
      await t.call(world.org.admin, 'PATCH', cardPath(running.id), {
        clock_in_dt_unix: start,
        reason: 'Started earlier',
      }),
    );
    const before = await t.call(world.org.admin, 'POST', manualPath(), {
      employee_id: worker.employeeId,
      clock_in_dt_unix: start - HOUR,
      clock_out_dt_unix: start,
    });
    expect(before.status).toBe(200);
    const during = await t.call(world.org.admin, 'POST', manualPath(), {
      employee_id: worker.employeeId,
      clock_in_dt_unix: start + HOUR,
      clock_out_dt_unix: start + 1.5 * HOUR,
    });
    expect([during.status, during.body.message]).toEqual([409, TIME_CARD_TEXT.overlap]);
    // Nor may the running card's start move back over another card.
    const back = await t.call(world.org.admin, 'PATCH', cardPath(running.id), {
      clock_in_dt_unix: start - 30 * 60,
      reason: 'Earlier still',
    });
    expect([back.status, back.body.message]).toEqual([409, TIME_CARD_TEXT.overlap]);
  });

  it('asks to confirm a card over 24 hours', async () => {
    const worker = await t.freshWorker();
    const body = t.manualBody(worker.employeeId, { hours: 25 });
    const unconfirmed = await t.call(world.org.admin, 'POST', manualPath(), body);
    expect(unconfirmed.body).toEqual({
      status_code: 400,
      message: TIME_CARD_TEXT.needsLongConfirmation,
      field_hints: { confirm_over_24_hours: [TIME_CARD_TEXT.needsLongConfirmation] },
      error_code: TIME_CARD_ERROR_CODE.needsLongConfirmation,
    });
    await t.ok(
      await t.call(world.org.admin, 'POST', manualPath(), { ...body, confirm_over_24_hours: true }),
    );
    // Clocking out a card that ran over a day asks too.
    const other = await t.freshWorker();
    const card = await t.clockIn(other);
    await t.ok(
      await t.call(world.org.admin, 'PATCH', cardPath(card.id), {
        clock_in_dt_unix: card.clock_in_dt_unix - 25 * HOUR,
        reason: 'Never clocked out',
      }),
    );
    const out = await t.action(other, card.id, 'clock_out');
    expect(out.body.error_code).toBe(TIME_CARD_ERROR_CODE.needsLongConfirmation);
    await t.ok(await t.action(other, card.id, 'clock_out', { confirm_over_24_hours: true }));
  });

  it('lets workers add and edit their own cards only when the organisation allows it', async () => {
    const worker = await t.freshWorker();
    const own = await t.manual(world.org.admin, worker.employeeId);
    const add = await t.call(
      worker,
      'POST',
      manualPath(),
      t.manualBody(worker.employeeId, { endsAgo: 72 * HOUR }),
    );
    expect(add.body).toEqual({ status_code: 403, message: TIME_CARD_TEXT.editingOff });
    const edit = await t.call(worker, 'PATCH', cardPath(own.id), { note: 'Mine', reason: 'Typo' });
    expect(edit.body).toEqual({ status_code: 403, message: TIME_CARD_TEXT.editingOff });
    const remove = await t.call(worker, 'DELETE', cardPath(own.id));
    expect(remove.status).toBe(403);
    expect((await read(own.id)).history).toHaveLength(1);

    await t.setOrg({ enable_time_card_editing: 1 });
    try {
      await t.ok(await t.call(worker, 'PATCH', cardPath(own.id), { note: 'Mine', reason: 'Typo' }));
      await t.ok(
        await t.call(
          worker,
          'POST',
          manualPath(),
          t.manualBody(worker.employeeId, { endsAgo: 72 * HOUR }),
        ),
      );
      // Still only their own.
      const someone = await t.freshWorker();
      const theirs = await t.manual(world.org.admin, someone.employeeId);
      const foreign = await t.call(worker, 'PATCH', cardPath(theirs.id), {
        note: 'x',
        reason: 'x',
      });
      expect(foreign.status).toBe(404);
      const forThem = await t.call(worker, 'POST', manualPath(), t.manualBody(someone.employeeId));
      expect(forThem.status).toBe(403);
    } finally {
      await t.setOrg({ enable_time_card_editing: 0 });
    }
  });
});

describe('editing with a reason, and the history', () => {
  it('changes times, breaks and note with a reason, and keeps who, when, which fields, before and after', async () => {
    const worker = await t.freshWorker();
    const card = await t.manual(world.org.admin, worker.employeeId);
    const noReason = await t.call(world.org.managers[0]!, 'PATCH', cardPath(card.id), {
      note: 'x',
    });
    expect(noReason.body.field_hints).toEqual({ reason: [TIME_CARD_TEXT.reasonRequired] });

    const newOut = card.clock_out_dt_unix! - HOUR;
    const edited = await t.ok(
      await t.call(world.org.managers[0]!, 'PATCH', cardPath(card.id), {
        clock_out_dt_unix: newOut,
        breaks: [
          {
            break_type: 'meal',
            start_dt_unix: card.clock_in_dt_unix + 3 * HOUR,
            end_dt_unix: card.clock_in_dt_unix + 3.5 * HOUR,
          },
        ],
        note: 'Left early',
        reason: 'Foreman’s log',
      }),
    );
    expect(edited).toMatchObject({
      clock_out_dt_unix: newOut,
      note: 'Left early',
      totals: { worked_seconds: 6.5 * HOUR, break_seconds: 0.5 * HOUR },
    });
    expect(edited.allocations).toMatchObject([
      { start_dt_unix: card.clock_in_dt_unix, end_dt_unix: newOut },
    ]);
    const [update] = edited.history;
    expect(update).toMatchObject({
      action: 'update',
      reason: 'Foreman’s log',
      actor: {
        profile_id: world.org.managers[0]!.profileId,
        display_name: world.org.managers[0]!.displayName,
      },
      before: { clock_out_dt_unix: card.clock_out_dt_unix, note: null, breaks: [] },
      after: { clock_out_dt_unix: newOut, note: 'Left early' },
    });
    expect(update!.fields.sort()).toEqual(['allocations', 'breaks', 'clock_out_dt_unix', 'note']);
    const rows = await t.auditOf(card.id);
    expect(rows.map((row) => [row.action, row.reason, row.actor_profile_id])).toEqual([
      ['create', null, world.org.admin.profileId],
      ['update', 'Foreman’s log', world.org.managers[0]!.profileId],
    ]);
    expect(JSON.parse(rows[1]!.before_json!).clock_out_dt_unix).toBe(card.clock_out_dt_unix);

    // An edit that changes nothing writes no history.
    await t.ok(
      await t.call(world.org.admin, 'PATCH', cardPath(card.id), {
        note: 'Left early',
        reason: 'Again',
      }),
    );
    expect(await t.auditOf(card.id)).toHaveLength(2);
  });

  it('keeps a manager to their own workers’ cards, unless they edit all (17)', async () => {
    const theirs = await t.freshWorker(world.org.managers[1]);
    const card = await t.manual(world.org.admin, theirs.employeeId);
    const manager = world.org.managers[0]!;
    const patch = await t.call(manager, 'PATCH', cardPath(card.id), { note: 'x', reason: 'x' });
    expect(patch.body).toEqual({ status_code: 404, message: MESSAGES.notFound });
    const add = await t.call(
      manager,
      'POST',
      manualPath(),
      t.manualBody(theirs.employeeId, { endsAgo: 72 * HOUR }),
    );
    expect(add.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    // 13 reads it, but only 17 edits it.
    const viewer = await t.call(world.viewAll, 'PATCH', cardPath(card.id), {
      note: 'x',
      reason: 'x',
    });
    expect(viewer.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    await t.ok(
      await t.call(world.editAll, 'PATCH', cardPath(card.id), { note: 'Checked', reason: 'Audit' }),
    );
  });

  it('deletes softly: the card is gone from reads, the member may record that time again, the audit row stays', async () => {
    const worker = await t.freshWorker();
    const card = await t.manual(world.org.admin, worker.employeeId);
    const deleted = await t.call(
      world.org.admin,
      'DELETE',
      `${cardPath(card.id)}?reason=Duplicate`,
    );
    expect(deleted.body).toEqual({ message: TIME_CARD_TEXT.deleted });
    expect((await t.call(world.org.admin, 'GET', cardPath(card.id))).status).toBe(404);
    const stored = await world.server.db
      .selectFrom('time_cards')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(stored.deleted_at_unix).not.toBeNull();
    const rows = await t.auditOf(card.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'delete',
      reason: 'Duplicate',
      actor_profile_id: world.org.admin.profileId,
    });
    expect(JSON.parse(rows.at(-1)!.after_json!).deleted).toBe(true);
    await t.manual(world.org.admin, worker.employeeId);
  });
});

describe('approval', () => {
  it('approves clocked-out cards of the approver’s people, locks them, and unapproves with a reason', async () => {
    const worker = await t.freshWorker(world.org.managers[0]);
    const card = await t.manual(world.org.admin, worker.employeeId);
    const manager = world.org.managers[0]!;
    const approved = await t.call(manager, 'POST', `${t.cardsPath()}/approve`, {
      time_card_ids: [card.id],
    });
    expect(approved.body).toEqual({
      data: { time_card_ids: [card.id] },
      message: TIME_CARD_TEXT.approved(1),
    });
    const locked = await read(card.id);
    expect(locked).toMatchObject({
      approval_state: 'approved',
      is_locked: true,
      can_edit: false,
      approved_by: { employee_id: manager.employeeId, display_name: manager.displayName },
    });

    for (const [method, path, body] of [
      ['PATCH', cardPath(card.id), { note: 'x', reason: 'x' }],
      ['DELETE', cardPath(card.id), undefined],
    ] as const) {
      const response = await t.call(world.org.admin, method, path, body);
      expect(response.body, method).toEqual({ status_code: 409, message: TIME_CARD_TEXT.locked });
    }

    const noReason = await t.call(manager, 'POST', `${t.cardsPath()}/unapprove`, {
      time_card_ids: [card.id],
    });
    expect(noReason.body.field_hints).toEqual({ reason: [TIME_CARD_TEXT.reasonRequired] });
    await t.call(manager, 'POST', `${t.cardsPath()}/unapprove`, {
      time_card_ids: [card.id],
      reason: 'Wrong project',
    });
    const unlocked = await read(card.id);
    expect(unlocked).toMatchObject({
      approval_state: 'pending',
      is_locked: false,
      approved_by: null,
    });
    expect(unlocked.history[0]).toMatchObject({
      action: 'unapprove',
      reason: 'Wrong project',
      fields: ['approval_state'],
    });
    await t.ok(
      await t.call(world.org.admin, 'PATCH', cardPath(card.id), {
        note: 'Fixed',
        reason: 'Wrong project',
      }),
    );
  });

  it('refuses running cards, one’s own cards, other managers’ people and approvers without approval rights', async () => {
    const manager = world.org.managers[0]!;
    const worker = await t.freshWorker(manager);
    const running = await t.clockIn(worker);
    const open = await t.call(manager, 'POST', `${t.cardsPath()}/approve`, {
      time_card_ids: [running.id],
    });
    expect(open.body).toEqual({ status_code: 409, message: TIME_CARD_TEXT.notApprovable });

    const own = await t.manual(world.org.admin, manager.employeeId);
    const self = await t.call(manager, 'POST', `${t.cardsPath()}/approve`, {
      time_card_ids: [own.id],
    });
    expect(self.body).toEqual({ status_code: 403, message: TIME_CARD_TEXT.ownApproval });

    const theirs = await t.manual(
      world.org.admin,
      (await t.freshWorker(world.org.managers[1])).employeeId,
    );
    const other = await t.call(manager, 'POST', `${t.cardsPath()}/approve`, {
      time_card_ids: [theirs.id],
    });
    expect(other.status).toBe(404);
    // 13 and 17 without approval rights (104): refused by the route.
    const editAll = await t.call(world.editAll, 'POST', `${t.cardsPath()}/approve`, {
      time_card_ids: [theirs.id],
    });
    expect(editAll.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    // All or nothing: nothing of a mixed list is approved.
    const mine = await t.manual(world.org.admin, worker.employeeId);
    const mixed = await t.call(manager, 'POST', `${t.cardsPath()}/approve`, {
      time_card_ids: [mine.id, theirs.id],
    });
    expect(mixed.status).toBe(404);
    expect((await read(mine.id)).approval_state).toBe('pending');
    // A worker approves nothing.
    const byWorker = await t.call(worker, 'POST', `${t.cardsPath()}/approve`, {
      time_card_ids: [mine.id],
    });
    expect(byWorker.status).toBe(403);
  });
});
