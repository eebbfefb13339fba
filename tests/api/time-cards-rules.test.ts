import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { TIME_CARD_TEXT } from '../../contract/time-card-text';
import { zTimeCardResponse, zTimeCardSignOffResponse } from '../../contract/time-cards';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import type { RuleGroupTable } from '../../server/modules/rule-groups/rule-groups.tables';
import { nowUnix } from '../../server/lib/time';
import { Outbox } from '../../server/mail/outbox';
import { MembershipRepository } from '../../server/modules/membership/membership.repository';
import { BreakReminderJob } from '../../server/modules/time-cards/break-reminders-job';
import { CardHistoryRepository } from '../../server/modules/time-cards/card-history.repository';
import { CardPartsRepository } from '../../server/modules/time-cards/card-parts.repository';
import { LocationReadingsRepository } from '../../server/modules/time-cards/location-readings.repository';
import { MemberRulesRepository } from '../../server/modules/time-cards/member-rules.repository';
import { ReferencesRepository } from '../../server/modules/time-cards/references.repository';
import { TimeCardStore } from '../../server/modules/time-cards/time-card-store';
import { TimeCardsRepository } from '../../server/modules/time-cards/time-cards.repository';
import { VisibilityRepository } from '../../server/modules/visibility/visibility.repository';
import { VisibilityService } from '../../server/modules/visibility/visibility.service';
import { timeCardsWorld } from './time-cards-world';

/**
 * The rule-group rules of time cards (issue 14; server/modules/time-cards/README.md "Rules"):
 * automatic and required meal breaks, break reminders through the outbox, the geofence clock-in
 * restriction and clock-out trim, and the worker's sign-off; each only on a plan with its feature.
 */
const t = timeCardsWorld();
const { world, HOUR } = t;
const db = () => world.server.db;

/** Plans of migration 0001: 1 Starter, 3 Pro, 5 Enterprise. */
async function orgOnPlan(planId: number): Promise<OrgFixture> {
  const org = await world.server.fixtures.org({ managers: 0, workers: 1 });
  await db()
    .updateTable('organisations')
    .set({ plan_id: planId })
    .where('id', '=', org.orgId)
    .execute();
  return org;
}

let groups = 0;
/** Puts the member in a rule group of their own with these settings. */
async function rules(
  member: FixtureUser,
  values: Partial<Omit<Insertable<RuleGroupTable>, 'id' | 'org_id' | 'name'>>,
  orgId = world.org.orgId,
) {
  groups += 1;
  const now = nowUnix();
  const group = await db()
    .insertInto('rule_groups')
    .values({
      org_id: orgId,
      name: `Rules ${groups}`,
      is_organization_default: 0,
      time_tracking: 1,
      created_at_unix: now,
      updated_at_unix: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .updateTable('employees')
    .set({ rule_group_id: group.id })
    .where('id', '=', member.employeeId)
    .execute();
}

const MEALS = {
  first_meal_break_after_seconds: 5 * 3600,
  first_meal_break_duration_seconds: 1800,
  second_meal_break_after_seconds: 10 * 3600,
  second_meal_break_duration_seconds: 1800,
};

const cardPath = (id: number, orgId = world.org.orgId) => `/orgs/${orgId}/time_cards/${id}`;

async function detail(user: FixtureUser, id: number, orgId = world.org.orgId) {
  const response = await t.call(user, 'GET', cardPath(id, orgId));
  expect(response.status, response.text).toBe(200);
  return zTimeCardResponse.parse(response.body).data;
}

/** Moves a running card's clock-in back (an administrator's edit), so it has run that long. */
async function backdate(
  id: number,
  clockIn: number,
  orgId = world.org.orgId,
  admin = world.org.admin,
) {
  const response = await t.call(admin, 'PATCH', cardPath(id, orgId), {
    clock_in_dt_unix: clockIn,
    reason: 'Started earlier',
  });
  expect(response.status, response.text).toBe(200);
}

describe('automatic meal breaks', () => {
  it('inserts the meal break a manual card typed without breaks lacks, marked automatic and audited', async () => {
    const worker = await t.freshWorker();
    await rules(worker, { has_auto_meal_breaks: 1, ...MEALS });
    const card = await t.manual(world.org.admin, worker.employeeId, { hours: 8 });
    expect(card.breaks).toMatchObject([
      {
        break_type: 'meal',
        is_automatic: true,
        is_paid: false,
        start_dt_unix: card.clock_in_dt_unix + 5 * HOUR,
        end_dt_unix: card.clock_in_dt_unix + 5 * HOUR + 1800,
      },
    ]);
    expect(card.totals).toMatchObject({ break_seconds: 1800, worked_seconds: 8 * HOUR - 1800 });
    expect(card.history.map((entry) => entry.action)).toEqual(['auto_meal_break', 'create']);
    expect(card.history[0]).toMatchObject({
      actor: null,
      reason: TIME_CARD_TEXT.autoMealBreakReason,
      fields: ['breaks'],
    });

    // Typed breaks are the truth: nothing is added to a card sent with breaks.
    const end = nowUnix() - 3 * 24 * HOUR;
    const typed = await t.ok(
      await t.call(world.org.admin, 'POST', `${t.base()}/manual_time_cards`, {
        employee_id: worker.employeeId,
        clock_in_dt_unix: end - 8 * HOUR,
        clock_out_dt_unix: end,
        breaks: [
          { break_type: 'rest', start_dt_unix: end - 6 * HOUR, end_dt_unix: end - 5.5 * HOUR },
        ],
      }),
    );
    expect(typed.breaks).toMatchObject([{ break_type: 'rest', is_automatic: false }]);
  });

  it('inserts it when a card that ran past the threshold is clocked out, after the clock-out in the history', async () => {
    const worker = await t.freshWorker();
    await rules(worker, { has_auto_meal_breaks: 1, ...MEALS });
    const running = await t.clockIn(worker);
    const clockIn = nowUnix() - 6 * HOUR;
    await backdate(running.id, clockIn);
    const done = await t.ok(await t.action(worker, running.id, 'clock_out'));
    expect(done.breaks).toMatchObject([
      {
        is_automatic: true,
        start_dt_unix: clockIn + 5 * HOUR,
        end_dt_unix: clockIn + 5 * HOUR + 1800,
      },
    ]);
    expect(done.history.slice(0, 2).map((entry) => entry.action)).toEqual([
      'auto_meal_break',
      'clock_out',
    ]);
    expect(done.break_warnings).toEqual([]);
  });

  it('adds nothing when the member took their meal break, or on a plan without the feature', async () => {
    const worker = await t.freshWorker();
    await rules(worker, { has_auto_meal_breaks: 1, ...MEALS });
    const end = nowUnix() - 24 * HOUR;
    const taken = await t.ok(
      await t.call(world.org.admin, 'POST', `${t.base()}/manual_time_cards`, {
        employee_id: worker.employeeId,
        clock_in_dt_unix: end - 8 * HOUR,
        clock_out_dt_unix: end,
        breaks: [
          { break_type: 'meal', start_dt_unix: end - 5 * HOUR, end_dt_unix: end - 4.5 * HOUR },
        ],
      }),
    );
    expect(taken.breaks).toMatchObject([{ is_automatic: false }]);

    const starter = await orgOnPlan(1);
    const member = starter.workers[0]!;
    await rules(
      member,
      { has_auto_meal_breaks: 1, is_first_meal_break_required: 1, ...MEALS },
      starter.orgId,
    );
    const card = await t.ok(
      await t.call(
        starter.admin,
        'POST',
        `/orgs/${starter.orgId}/manual_time_cards`,
        t.manualBody(member.employeeId),
      ),
    );
    expect(card.breaks).toEqual([]);
    expect(card.break_warnings).toEqual([]);
  });
});

describe('required meal breaks', () => {
  it('marks a card that ran past the threshold without the meal break, until one is added', async () => {
    const worker = await t.freshWorker();
    await rules(worker, {
      is_first_meal_break_required: 1,
      is_second_meal_break_required: 1,
      ...MEALS,
    });
    const card = await t.manual(world.org.admin, worker.employeeId, { hours: 8 });
    expect(card.breaks).toEqual([]);
    expect(card.break_warnings).toEqual(['first_meal_break_missing']);
    expect(card.exceptions).toEqual([]);
    const listed = await t.list(world.org.admin, `?employee_ids=${worker.employeeId}`);
    expect(listed.data[0]!.break_warnings).toEqual(['first_meal_break_missing']);

    const fixed = await t.ok(
      await t.call(world.org.admin, 'PATCH', cardPath(card.id), {
        breaks: [
          {
            break_type: 'meal',
            start_dt_unix: card.clock_in_dt_unix + 4 * HOUR,
            end_dt_unix: card.clock_in_dt_unix + 4.5 * HOUR,
          },
        ],
        reason: 'Lunch was taken',
      }),
    );
    expect(fixed.break_warnings).toEqual([]);

    const long = await t.manual(world.org.admin, worker.employeeId, {
      endsAgo: 3 * 24 * HOUR,
      hours: 12,
      extra: {
        breaks: [
          {
            break_type: 'meal',
            start_dt_unix: nowUnix() - 3 * 24 * HOUR - 9 * HOUR,
            end_dt_unix: nowUnix() - 3 * 24 * HOUR - 8.5 * HOUR,
          },
        ],
      },
    });
    expect(long.break_warnings).toEqual(['second_meal_break_missing']);
  });
});

describe('break reminders', () => {
  const job = () => {
    const database = db();
    const store = new TimeCardStore(
      new TimeCardsRepository(),
      new CardPartsRepository(),
      new LocationReadingsRepository(),
      new CardHistoryRepository(),
      new ReferencesRepository(),
      new MemberRulesRepository(),
      new MembershipRepository(database),
      new VisibilityService(new VisibilityRepository(database)),
    );
    return new BreakReminderJob(
      database,
      store,
      new Outbox(database, world.server.app.log, null, 'crewcard@test'),
    );
  };
  const mailTo = async (email: string) =>
    (await world.server.outbox()).filter((row) => row.recipient === email);

  it('sends one reminder through the outbox before the meal break is due, never twice', async () => {
    const worker = await t.freshWorker();
    await rules(worker, { is_send_meal_break_reminders: 1, ...MEALS });
    const card = await t.clockIn(worker);
    await backdate(card.id, nowUnix() - 5 * HOUR + 5 * 60);
    const reminders = job();
    expect(await reminders.run(nowUnix())).toBeGreaterThanOrEqual(1);
    const sent = await mailTo(worker.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      channel: 'email',
      subject: TIME_CARD_TEXT.mealBreakReminderSubject,
    });
    expect(sent[0]!.text_body).toContain('meal break is due in');
    await reminders.run(nowUnix());
    await job().run(nowUnix());
    expect(await mailTo(worker.email)).toHaveLength(1);
    await t.ok(await t.action(worker, card.id, 'clock_out'));
  });

  it('sends none far from the threshold, nor on a plan without time clock rules', async () => {
    const worker = await t.freshWorker();
    await rules(worker, { is_send_meal_break_reminders: 1, ...MEALS });
    const card = await t.clockIn(worker);
    await job().run(nowUnix());
    expect(await mailTo(worker.email)).toHaveLength(0);
    await t.ok(await t.action(worker, card.id, 'clock_out'));

    const starter = await orgOnPlan(1);
    const member = starter.workers[0]!;
    await rules(member, { is_send_meal_break_reminders: 1, ...MEALS }, starter.orgId);
    const running = await t.ok(
      await t.call(member, 'POST', `/orgs/${starter.orgId}/time_cards`, {}),
    );
    await backdate(running.id, nowUnix() - 5 * HOUR + 5 * 60, starter.orgId, starter.admin);
    await job().run(nowUnix());
    expect(await mailTo(member.email)).toHaveLength(0);
  });
});

describe('geofence rules', () => {
  const inside = { latitude: 38.5708, longitude: -121.4835 };
  const outside = { latitude: 38.58, longitude: -121.4835 };

  it('refuses a clock-in on a project with geofences from outside them or without a position', async () => {
    const worker = await t.freshWorker();
    await rules(worker, { restrict_geofence_clockin: 1 });
    const path = t.cardsPath();
    const onProject = { org_project_id: world.project.id };
    const noPosition = await t.call(worker, 'POST', path, onProject);
    expect(noPosition.status).toBe(403);
    expect(noPosition.body.message).toBe(TIME_CARD_TEXT.geofenceNoLocation('Main building'));
    const away = await t.call(worker, 'POST', path, { ...onProject, ...outside });
    expect(away.status).toBe(403);
    expect(away.body.message).toBe(TIME_CARD_TEXT.geofenceOutside('Main building'));
    const card = await t.ok(await t.call(worker, 'POST', path, { ...onProject, ...inside }));
    await t.ok(await t.action(worker, card.id, 'clock_out'));
    // Without a project there is no geofence to be inside.
    const free = await t.clockIn(worker);
    await t.ok(await t.action(worker, free.id, 'clock_out'));
  });

  it('trims the payable end to the last reading on site when the member left before clocking out', async () => {
    await t.setOrg({ time_round_minutes: 0 });
    const worker = await t.freshWorker();
    await rules(worker, { automatic_geofence_clockout_trim: 1 });
    const card = await t.clockIn(worker, {
      org_project_id: world.project.id,
      work_site_id: world.project.siteId,
    });
    const now = nowUnix();
    const clockIn = now - 3 * HOUR;
    await backdate(card.id, clockIn);
    const lastOnSite = now - HOUR;
    const done = await t.ok(
      await t.action(worker, card.id, 'clock_out', {
        ...outside,
        location_readings: [
          { recorded_at_unix: now - 2.5 * HOUR, ...inside },
          { recorded_at_unix: lastOnSite, ...inside },
          { recorded_at_unix: now - 40 * 60, ...outside },
          { recorded_at_unix: now - 20 * 60, ...outside },
        ],
      }),
    );
    expect(done.payable_clock_out_dt_unix).toBe(lastOnSite);
    expect(done.clock_out_dt_unix).toBeGreaterThanOrEqual(now);
    expect(done.totals.paid_seconds).toBe(lastOnSite - clockIn);
    expect(done.totals.worked_seconds).toBe(done.clock_out_dt_unix! - clockIn);
    const trim = done.history.find((entry) => entry.action === 'geofence_trim');
    expect(trim).toMatchObject({
      actor: null,
      reason: TIME_CARD_TEXT.geofenceTrimReason,
      fields: ['payable_clock_out_dt_unix'],
    });
  });

  it('applies neither rule without them in the rule group', async () => {
    const worker = await t.freshWorker();
    const card = await t.clockIn(worker, { org_project_id: world.project.id });
    const done = await t.ok(await t.action(worker, card.id, 'clock_out', outside));
    expect(done.payable_clock_out_dt_unix).toBeNull();
  });
});

describe('sign-off', () => {
  it('signs off the worker’s own clocked-out cards of a period, once, and an edit clears it', async () => {
    const enterprise = await orgOnPlan(5);
    const worker = enterprise.workers[0]!;
    const manual = async (endsAgo: number) =>
      t.ok(
        await t.call(
          enterprise.admin,
          'POST',
          `/orgs/${enterprise.orgId}/manual_time_cards`,
          t.manualBody(worker.employeeId, { endsAgo, hours: 4 }),
        ),
      );
    const [first, second, old] = [
      await manual(24 * HOUR),
      await manual(48 * HOUR),
      await manual(20 * 24 * HOUR),
    ];
    const running = await t.ok(
      await t.call(worker, 'POST', `/orgs/${enterprise.orgId}/time_cards`, {}),
    );
    const path = `/orgs/${enterprise.orgId}/time_cards/sign_off`;
    const period = { start_dt_unix: nowUnix() - 7 * 24 * HOUR, end_dt_unix: nowUnix() + HOUR };

    const response = await t.call(worker, 'POST', path, period);
    expect(response.status, response.text).toBe(200);
    const signed = zTimeCardSignOffResponse.parse(response.body);
    expect(signed.data.time_card_ids).toEqual([second.id, first.id]);
    expect(signed.message).toBe(TIME_CARD_TEXT.signedOff(2));
    const card = await detail(worker, first.id, enterprise.orgId);
    expect(card.signed_off_at_unix).toBe(signed.data.signed_off_at_unix);
    expect(card.history[0]).toMatchObject({
      action: 'sign_off',
      actor: { profile_id: worker.profileId },
      fields: ['signed_off_at_unix'],
    });
    expect((await detail(worker, old.id, enterprise.orgId)).signed_off_at_unix).toBeNull();
    expect((await detail(worker, running.id, enterprise.orgId)).signed_off_at_unix).toBeNull();

    const again = await t.call(worker, 'POST', path, period);
    expect(again.body).toMatchObject({
      data: { time_card_ids: [] },
      message: TIME_CARD_TEXT.nothingToSignOff,
    });

    const edited = await t.ok(
      await t.call(enterprise.admin, 'PATCH', `/orgs/${enterprise.orgId}/time_cards/${first.id}`, {
        note: 'Fixed the note',
        reason: 'Typo',
      }),
    );
    expect(edited.signed_off_at_unix).toBeNull();
    expect(edited.history[0]).toMatchObject({ action: 'update', reason: 'Typo' });
    expect(edited.history[0]!.fields.sort()).toEqual(['note', 'signed_off_at_unix']);
  });

  it('refuses a plan without time-card sign-offs, and a period in the wrong order', async () => {
    const worker = world.org.workers[0]!;
    const period = { start_dt_unix: nowUnix() - 7 * 24 * HOUR, end_dt_unix: nowUnix() };
    const pro = await t.call(worker, 'POST', `${t.cardsPath()}/sign_off`, period);
    expect(pro.status).toBe(403);
    expect(pro.body.message).toBe(MESSAGES.featureNotInPlan);

    const enterprise = await orgOnPlan(5);
    const wrong = await t.call(
      enterprise.workers[0]!,
      'POST',
      `/orgs/${enterprise.orgId}/time_cards/sign_off`,
      {
        start_dt_unix: period.end_dt_unix,
        end_dt_unix: period.start_dt_unix,
      },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.field_hints).toHaveProperty('end_dt_unix');
  });
});
