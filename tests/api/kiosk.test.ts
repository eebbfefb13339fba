import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import {
  zKioskClockResponse,
  zKioskCreateResponse,
  zKioskIdentifyResponse,
  zKioskListResponse,
} from '../../contract/kiosk';
import { KIOSK_TEXT } from '../../contract/kiosk-text';
import { sha256 } from '../../server/lib/secrets';
import { kioskWorld } from './kiosk-world';

/**
 * The kiosk (issue 14): kiosk tokens (answered once, stored hashed, one organisation, never a
 * session, revocable), members' PINs (unique per organisation, stored hashed), and the clock
 * through a kiosk with every rule of the member.
 */
const k = kioskWorld();
const { world } = k;

describe('kiosk tokens', () => {
  it('answers the token once and keeps only its hash; lists kiosks without tokens', async () => {
    const response = await k.as(world.org.admin, 'POST', `/orgs/${world.org.orgId}/kiosks`, {
      name: '  Site office tablet ',
    });
    expect(response.status, response.text).toBe(200);
    const created = zKioskCreateResponse.parse(response.body);
    expect(created.data).toMatchObject({
      name: 'Site office tablet',
      revoked_at_unix: null,
      last_used_at_unix: null,
      created_by: { profile_id: world.org.admin.profileId, display_name: 'Ada Admin' },
    });
    expect(created.data.token).toMatch(/^kiosk_[\w-]{40,}$/);
    const row = await world.server.db
      .selectFrom('kiosks')
      .selectAll()
      .where('id', '=', created.data.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(created.data.token));
    expect(JSON.stringify(row)).not.toContain(created.data.token);

    const list = await k.as(world.org.admin, 'GET', `/orgs/${world.org.orgId}/kiosks`);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(created.data.token);
    expect(zKioskListResponse.parse(list.body).data.map((kiosk) => kiosk.id)).toContain(
      created.data.id,
    );

    const audit = await world.server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'kiosk')
      .where('entity_id', '=', created.data.id)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['open']);
    expect(JSON.stringify(audit)).not.toContain(created.data.token);
  });

  it('lets only those who edit the organisation’s settings open kiosks', async () => {
    for (const user of [world.org.managers[0]!, world.org.workers[0]!]) {
      const response = await k.as(user, 'POST', `/orgs/${world.org.orgId}/kiosks`, { name: 'X' });
      expect([response.status, response.body.message]).toEqual([403, MESSAGES.forbidden]);
    }
  });

  it('names its kiosk and organisation to the device, and answers 401 once revoked', async () => {
    const kiosk = await k.openKiosk(world.org, 'Yard');
    const device = await k.device(kiosk.token, 'GET', '/kiosk');
    expect(device.status, device.text).toBe(200);
    expect(device.body.data).toMatchObject({
      id: kiosk.id,
      name: 'Yard',
      org_id: world.org.orgId,
      org_name: world.org.name,
    });

    const revoked = await k.as(
      world.org.admin,
      'DELETE',
      `/orgs/${world.org.orgId}/kiosks/${kiosk.id}`,
    );
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.data.revoked_at_unix).not.toBeNull();
    const after = await k.device(kiosk.token, 'GET', '/kiosk');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ status_code: 401, message: KIOSK_TEXT.kioskClosed });
    const identify = await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '1234' });
    expect(identify.status).toBe(401);

    // Another organisation's administrator finds no such kiosk.
    const foreign = await k.as(
      world.other.admin,
      'DELETE',
      `/orgs/${world.other.orgId}/kiosks/${kiosk.id}`,
    );
    expect(foreign.status).toBe(404);
  });

  it('is never a session: refused as a bearer token and without the Kiosk scheme', async () => {
    const kiosk = await k.openKiosk();
    const me = await world.server.call('GET', '/v1/me', { token: kiosk.token });
    expect(me.status).toBe(401);
    const orgCall = await world.server.call('GET', `/v1/orgs/${world.org.orgId}/kiosks`, {
      token: kiosk.token,
    });
    expect(orgCall.status).toBe(401);
    const asBearer = await world.server.call('GET', '/v1/kiosk', { token: kiosk.token });
    expect(asBearer.body).toEqual({ status_code: 401, message: KIOSK_TEXT.noKiosk });
    const unknown = await k.device('kiosk_nothing', 'GET', '/kiosk');
    expect(unknown.status).toBe(401);
  });
});

describe('kiosk PINs', () => {
  it('keeps a PIN hashed and unique in the organisation; clears it', async () => {
    const [first, second] = world.org.workers;
    const set = await k.setPin(first!, '482916');
    expect(set.status, set.text).toBe(200);
    expect(set.body.data).toMatchObject({ employee_id: first!.employeeId, has_pin: true });
    const row = await world.server.db
      .selectFrom('kiosk_pins')
      .selectAll()
      .where('employee_id', '=', first!.employeeId)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('482916');

    const taken = await k.setPin(second!, '482916');
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      status_code: 409,
      message: KIOSK_TEXT.pinTaken,
      field_hints: { pin: [KIOSK_TEXT.pinTaken] },
    });
    // The same PIN again for its holder is fine; another organisation may use it too.
    expect((await k.setPin(first!, '482916')).status).toBe(200);
    expect((await k.setPin(world.other.workers[0]!, '482916', world.other)).status).toBe(200);

    for (const pin of ['123', '1234567', '12a4']) {
      const bad = await k.setPin(second!, pin);
      expect([bad.status, bad.body.field_hints?.pin]).toEqual([400, [KIOSK_TEXT.pinFormat]]);
    }

    const path = `/orgs/${world.org.orgId}/employee/${first!.employeeId}/kiosk_pin`;
    const read = await k.as(world.org.admin, 'GET', path);
    expect(read.body.data.has_pin).toBe(true);
    const cleared = await k.as(world.org.admin, 'DELETE', path);
    expect(cleared.body.data).toMatchObject({ has_pin: false, updated_at_unix: null });
    // Cleared, the PIN is free for someone else.
    expect((await k.setPin(second!, '482916')).status).toBe(200);

    const audit = await world.server.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'kiosk_pin')
      .where('entity_id', '=', first!.employeeId)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['set', 'change', 'clear']);
  });

  it('lets administrators set PINs, not managers or the member themself', async () => {
    const worker = world.org.workers[2]!;
    const path = `/orgs/${world.org.orgId}/employee/${worker.employeeId}/kiosk_pin`;
    for (const user of [world.org.managers[0]!, worker]) {
      const response = await k.as(user, 'PUT', path, { pin: '7777' });
      expect(response.status).toBe(403);
    }
    const foreign = await k.as(
      world.org.admin,
      'PUT',
      `/orgs/${world.org.orgId}/employee/${world.other.workers[0]!.employeeId}/kiosk_pin`,
      { pin: '7777' },
    );
    expect(foreign.status).toBe(404);
  });
});

describe('clocking at a kiosk', () => {
  it('clocks a member in, through a break and out, with source kiosk and the member as actor', async () => {
    const kiosk = await k.openKiosk();
    const member = await world.server.fixtures.member(world.org.orgId, 3, {
      label: 'kioskworker',
      name: 'Kim Kiosk',
    });
    expect((await k.setPin(member, '2468')).status).toBe(200);

    const who = await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '2468' });
    expect(who.status, who.text).toBe(200);
    const identified = zKioskIdentifyResponse.parse(who.body).data;
    expect(identified).toMatchObject({
      employee_id: member.employeeId,
      display_name: 'Kim Kiosk',
      card: null,
      actions: ['clock_in'],
    });

    const clock = (body: Record<string, unknown>, key?: string) =>
      k.device(
        kiosk.token,
        'POST',
        '/kiosk/clock',
        { pin: '2468', ...body },
        key ? { 'idempotency-key': key } : {},
      );
    const inResponse = await clock({ action: 'clock_in' }, 'kiosk-key-1');
    expect(inResponse.status, inResponse.text).toBe(200);
    const clockedIn = zKioskClockResponse.parse(inResponse.body);
    expect(clockedIn.message).toBe(KIOSK_TEXT.done.clock_in('Kim Kiosk'));
    expect(clockedIn.data.card).toMatchObject({ status: 'working', clock_out_dt_unix: null });
    const cardId = clockedIn.data.card.id;
    // A retry with the same key answers the first answer and changes nothing.
    const retry = await clock({ action: 'clock_in' }, 'kiosk-key-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.card.id).toBe(cardId);
    const again = await clock({ action: 'clock_in' });
    expect(again.status).toBe(409);

    const card = await world.server.db
      .selectFrom('time_cards')
      .selectAll()
      .where('employee_id', '=', member.employeeId)
      .execute();
    expect(card.map((row) => row.source)).toEqual(['kiosk']);
    const keys = await world.server.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('profile_id', '=', member.profileId)
      .execute();
    expect(keys).toHaveLength(1);
    expect(JSON.stringify(keys)).not.toContain('2468');

    const onBreak = await clock({ action: 'start_break', break_type: 'rest' });
    expect(onBreak.body.data.card).toMatchObject({ status: 'on_break', break_type: 'rest' });
    const now = zKioskIdentifyResponse.parse(
      (await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '2468' })).body,
    ).data;
    expect(now.actions).toEqual(['end_break', 'clock_out']);
    expect((await clock({ action: 'end_break' })).body.data.card.status).toBe('working');
    const out = await clock({ action: 'clock_out' });
    expect(out.status, out.text).toBe(200);
    expect(out.body.data.card).toMatchObject({ id: cardId, status: 'completed' });
    expect((await clock({ action: 'clock_out' })).body).toEqual({
      status_code: 409,
      message: KIOSK_TEXT.notClockedIn,
    });

    const audit = await world.server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'time_card')
      .where('entity_id', '=', cardId)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'clock_in',
      'start_break',
      'end_break',
      'clock_out',
    ]);
    expect(audit.every((row) => row.actor_profile_id === member.profileId)).toBe(true);
    const used = await k.as(world.org.admin, 'GET', `/orgs/${world.org.orgId}/kiosks`);
    const listed = zKioskListResponse.parse(used.body).data.find((each) => each.id === kiosk.id);
    expect(listed?.last_used_at_unix).not.toBeNull();
  });

  it('does not let one organisation’s kiosk reach another’s members', async () => {
    const kiosk = await k.openKiosk();
    const outsider = world.other.managers[0]!;
    expect((await k.setPin(outsider, '918273', world.other)).status).toBe(200);
    const response = await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '918273' });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ pin: [KIOSK_TEXT.wrongPin] });
    const clock = await k.device(kiosk.token, 'POST', '/kiosk/clock', {
      pin: '918273',
      action: 'clock_in',
    });
    expect(clock.status).toBe(400);
    const cards = await world.server.db
      .selectFrom('time_cards')
      .select('id')
      .where('employee_id', '=', outsider.employeeId)
      .execute();
    expect(cards).toEqual([]);
  });

  it('throttles a kiosk after ten wrong PINs in fifteen minutes: the eleventh is 429', async () => {
    const kiosk = await k.openKiosk(world.org, 'Throttled');
    const member = world.org.workers[3]!;
    expect((await k.setPin(member, '5550')).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '0000' });
      expect(wrong.status, `attempt ${attempt}`).toBe(400);
    }
    const eleventh = await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '0000' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({
      status_code: 429,
      message: KIOSK_TEXT.tooManyWrongPins(15),
    });
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The right PIN waits too, on this kiosk only.
    const right = await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '5550' });
    expect(right.status).toBe(429);
    const other = await k.openKiosk(world.org, 'Not throttled');
    expect((await k.device(other.token, 'POST', '/kiosk/identify', { pin: '5550' })).status).toBe(
      200,
    );
  });
});
