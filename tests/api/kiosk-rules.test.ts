import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { KIOSK_TEXT } from '../../contract/kiosk-text';
import { TIME_CARD_TEXT } from '../../contract/time-card-text';
import { kioskWorld } from './kiosk-world';

/** The member's rules and the organisation's plan apply at a kiosk (issue 14). */
const k = kioskWorld();
const { world } = k;

describe('rules at a kiosk', () => {
  it('refuses a member whose time-clock rule group does not allow kiosks', async () => {
    const kiosk = await k.openKiosk();
    const member = world.org.workers[0]!;
    expect((await k.setPin(member, '3141')).status).toBe(200);
    const groupId = await world.server.fixtures.ruleGroup(world.org.orgId, {
      name: 'No kiosks',
      allow_clock_in_and_clock_out_from_kiosks: 0,
    });
    await world.server.db
      .updateTable('employees')
      .set({ rule_group_id: groupId })
      .where('id', '=', member.employeeId)
      .execute();
    const identify = await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '3141' });
    expect(identify.body).toEqual({ status_code: 403, message: KIOSK_TEXT.kioskNotAllowed });
    const clock = await k.device(kiosk.token, 'POST', '/kiosk/clock', {
      pin: '3141',
      action: 'clock_in',
    });
    expect(clock.body).toEqual({ status_code: 403, message: KIOSK_TEXT.kioskNotAllowed });
    // A right PIN is not a wrong one: it never counts towards the throttle.
    const attempts = await world.server.db
      .selectFrom('kiosk_pin_attempts')
      .select('id')
      .where('kiosk_id', '=', kiosk.id)
      .execute();
    expect(attempts).toEqual([]);
  });

  it('applies the member’s project rules and the clock-in photo', async () => {
    const kiosk = await k.openKiosk();
    const member = world.org.workers[1]!;
    expect((await k.setPin(member, '2718')).status).toBe(200);
    const groupId = await world.server.fixtures.ruleGroup(world.org.orgId, {
      name: 'Kiosk with photo',
      allow_clock_in_and_clock_out_from_kiosks: 1,
      require_clock_in_photo: 1,
    });
    await world.server.db
      .updateTable('employees')
      .set({ rule_group_id: groupId })
      .where('id', '=', member.employeeId)
      .execute();
    const who = await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '2718' });
    expect(who.body.data.needs).toMatchObject({ photo: true });
    const clock = await k.device(kiosk.token, 'POST', '/kiosk/clock', {
      pin: '2718',
      action: 'clock_in',
    });
    expect(clock.status).toBe(400);
    expect(clock.body.field_hints).toEqual({
      photo_file_attachment_id: [TIME_CARD_TEXT.photoRequired],
    });
  });

  it('refuses everything kiosk on a plan without the kiosk', async () => {
    const kiosk = await k.openKiosk(world.other);
    expect((await k.setPin(world.other.workers[0]!, '1618', world.other)).status).toBe(200);
    const basic = await world.server.db
      .selectFrom('product_plans')
      .select('id')
      .where('tier', '=', 'basic')
      .executeTakeFirstOrThrow();
    await world.server.db
      .updateTable('organisations')
      .set({ plan_id: basic.id })
      .where('id', '=', world.other.orgId)
      .execute();
    const refused = { status_code: 403, message: MESSAGES.featureNotInPlan };
    const admin = world.other.admin;
    const base = `/orgs/${world.other.orgId}`;
    expect((await k.as(admin, 'GET', `${base}/kiosks`)).body).toEqual(refused);
    expect((await k.as(admin, 'POST', `${base}/kiosks`, { name: 'Nope' })).body).toEqual(refused);
    expect(
      (
        await k.as(
          admin,
          'PUT',
          `${base}/employee/${world.other.workers[0]!.employeeId}/kiosk_pin`,
          {
            pin: '4444',
          },
        )
      ).body,
    ).toEqual(refused);
    expect((await k.device(kiosk.token, 'GET', '/kiosk')).body).toEqual(refused);
    expect((await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '1618' })).body).toEqual(
      refused,
    );
    expect(
      (await k.device(kiosk.token, 'POST', '/kiosk/clock', { pin: '1618', action: 'clock_in' }))
        .body,
    ).toEqual(refused);
  });
});
