import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../contract/time/zoned-time';
import { timeCardsWorld } from './time-cards-world';

/**
 * GET time_cards: filters, paging, whose cards each caller sees, and each card's totals with
 * paid time rounded by the organisation's step; exceptions computed from location readings.
 */
const t = timeCardsWorld();
const { world, HOUR } = t;
const LA = 'America/Los_Angeles';
const local = (date: string, hours: number) => zonedToUnix(date as never, hours * 3600, LA);

describe('GET time_cards', () => {
  it('filters by time, member, team, project, status and approval, newest first, in pages', async () => {
    const worker = await t.freshWorker();
    const teammate = await t.freshWorker();
    const team = await world.server.fixtures.team(world.org.orgId, {
      name: 'List crew',
      employeeIds: [teammate.employeeId],
    });
    const old = await t.manual(world.org.admin, worker.employeeId, { endsAgo: 72 * HOUR });
    const recent = await t.ok(
      await t.call(world.org.admin, 'POST', `${t.base()}/manual_time_cards`, {
        ...t.manualBody(worker.employeeId, { endsAgo: 24 * HOUR }),
        allocations: [{ org_project_id: world.project.id, seconds: 8 * HOUR }],
      }),
    );
    const running = await t.clockIn(teammate);
    await t.call(world.org.admin, 'POST', `${t.cardsPath()}/approve`, { time_card_ids: [old.id] });

    const ids = async (query: string) =>
      (await t.list(world.org.admin, query)).data.map((card) => card.id);
    const mine = `?employee_ids=${worker.employeeId},${teammate.employeeId}`;
    expect(await ids(mine)).toEqual([running.id, recent.id, old.id]);
    expect(await ids(`${mine}&start_dt_unix=${recent.clock_in_dt_unix}`)).toEqual([
      running.id,
      recent.id,
    ]);
    expect(await ids(`${mine}&end_dt_unix=${recent.clock_in_dt_unix}`)).toEqual([old.id]);
    expect(await ids(`?employee_group_ids=${team}`)).toEqual([running.id]);
    expect(await ids(`${mine}&org_project_ids=${world.project.id}`)).toEqual([recent.id]);
    expect(await ids(`${mine}&status=working`)).toEqual([running.id]);
    expect(await ids(`${mine}&approval_state=approved`)).toEqual([old.id]);
    const page = await t.list(world.org.admin, `${mine}&limit=2&page=2`);
    expect(page.data.map((card) => card.id)).toEqual([old.id]);
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, total: 3, per_page: 2, to: 3 });

    const bad = await t.call(world.org.admin, 'GET', `${t.cardsPath()}?employee_ids=1;2`);
    expect(bad.status).toBe(400);
  });

  it('shows workers their own cards, managers their workers’ and their own, 13 everyone’s', async () => {
    const manager = world.org.managers[1]!;
    const mine = await t.freshWorker(manager);
    const theirs = await t.freshWorker(world.org.managers[0]);
    const a = await t.manual(world.org.admin, mine.employeeId);
    const b = await t.manual(world.org.admin, theirs.employeeId);
    const c = await t.manual(world.org.admin, manager.employeeId, { endsAgo: 300 * HOUR });
    const seen = async (user: typeof manager) => {
      const cards = (await t.list(user, '?limit=500')).data.map((card) => card.id);
      return [a.id, b.id, c.id].filter((id) => cards.includes(id));
    };
    expect(await seen(mine)).toEqual([a.id]);
    expect(await seen(manager)).toEqual([a.id, c.id]);
    expect(await seen(world.viewAll)).toEqual([a.id, b.id, c.id]);
    expect(await seen(world.org.admin)).toEqual([a.id, b.id, c.id]);
    // Naming someone out of reach finds nothing rather than an error.
    expect((await t.list(mine, `?employee_ids=${theirs.employeeId}`)).data).toEqual([]);
    const rows = (await t.list(manager, `?employee_ids=${mine.employeeId},${manager.employeeId}`))
      .data;
    expect(rows.map((card) => [card.id, card.can_edit, card.can_approve])).toEqual([
      [a.id, true, true],
      [c.id, false, false],
    ]);
  });

  it('keeps worked and break time raw and rounds paid time to the organisation’s step', async () => {
    await t.setOrg({ time_round_minutes: 15 });
    try {
      const worker = await t.freshWorker();
      const card = await t.ok(
        await t.call(world.org.admin, 'POST', `${t.base()}/manual_time_cards`, {
          employee_id: worker.employeeId,
          clock_in_dt_unix: local('2025-03-04', 7 + 3 / 60),
          clock_out_dt_unix: local('2025-03-04', 15 + 38 / 60),
          breaks: [
            {
              break_type: 'meal',
              start_dt_unix: local('2025-03-04', 11),
              end_dt_unix: local('2025-03-04', 11.5),
            },
            {
              break_type: 'rest',
              start_dt_unix: local('2025-03-04', 9),
              end_dt_unix: local('2025-03-04', 9 + 1 / 6),
            },
          ],
        }),
      );
      const [row] = (await t.list(world.org.admin, `?employee_ids=${worker.employeeId}`)).data;
      expect(row!.totals).toEqual({
        worked_seconds: 8 * HOUR + 35 * 60 - 40 * 60,
        break_seconds: 40 * 60,
        unpaid_break_seconds: 30 * 60,
        paid_seconds: 8 * HOUR + 45 * 60 - 30 * 60,
        round_minutes: 15,
        rounded_clock_in_dt_unix: local('2025-03-04', 7),
        rounded_clock_out_dt_unix: local('2025-03-04', 15.75),
      });
      expect(card.clock_in_dt_unix).toBe(local('2025-03-04', 7 + 3 / 60));
    } finally {
      await t.setOrg({ time_round_minutes: 0 });
    }
  });
});

describe('exceptions', () => {
  /** Points on the project's work site (38.5708, -121.4835, 80 m) and well off it. */
  const ON = { latitude: 38.5709, longitude: -121.4835 };
  const OFF = { latitude: 38.575, longitude: -121.4835 };

  it('marks a clock started late from readings on site before the clock-in', async () => {
    const worker = await t.freshWorker();
    const now = Math.floor(Date.now() / 1000);
    const card = await t.clockIn(worker, {
      org_project_id: world.project.id,
      work_site_id: world.project.siteId,
      ...ON,
      location_readings: [
        { recorded_at_unix: now - 30 * 60, ...ON },
        { recorded_at_unix: now - 10 * 60, ...ON },
      ],
    });
    expect(card.exceptions).toEqual(['clock_started_late']);
    expect(card.location_readings.map((reading) => reading.kind)).toEqual(['clock_in']);
  });

  it('marks a clock stopped early when later readings show the member still on site', async () => {
    const worker = await t.freshWorker();
    const card = await t.ok(
      await t.call(world.org.admin, 'POST', `${t.base()}/manual_time_cards`, {
        ...t.manualBody(worker.employeeId, { endsAgo: HOUR }),
        allocations: [
          {
            org_project_id: world.project.id,
            work_site_id: world.project.siteId,
            seconds: 8 * HOUR,
          },
        ],
      }),
    );
    expect(card.exceptions).toEqual([]);
    const out = card.clock_out_dt_unix!;
    await t.clockIn(worker, {
      ...OFF,
      location_readings: [
        { recorded_at_unix: out + 60, ...ON },
        { recorded_at_unix: out + 20 * 60, ...ON },
        { recorded_at_unix: out + 40 * 60, ...OFF },
      ],
    });
    const [again] = (
      await t.list(world.org.admin, `?employee_ids=${worker.employeeId}&status=completed`)
    ).data;
    expect(again!.exceptions).toEqual(['clock_stopped_early']);
  });

  it('marks a card without a single reading when the organisation requires location tracking', async () => {
    await t.setOrg({ requires_location_tracking: 1 });
    try {
      const worker = await t.freshWorker();
      const silent = await t.clockIn(worker);
      expect(silent.exceptions).toEqual(['no_location_for_gps_time_card']);
      const done = await t.ok(await t.action(worker, silent.id, 'clock_out', ON));
      expect(done.exceptions).toEqual([]);
    } finally {
      await t.setOrg({ requires_location_tracking: 0 });
    }
  });
});
