import { describe, expect, it } from 'vitest';
import { FILE_TEXT } from '../../contract/file-attachments-text';
import { KIOSK_TEXT } from '../../contract/kiosk-text';
import { TIME_CARD_TEXT } from '../../contract/time-card-text';
import { SAMPLES } from './file-attachments-world';
import { kioskWorld } from './kiosk-world';
import { multipartForm } from './multipart-form';

/**
 * The kiosk's photo (issue 14): the member behind a PIN takes a photo in one multipart request,
 * kept as their own attachment, which their clock-in then names; a wrong PIN, a file that is no
 * image or a call without the kiosk's token keeps nothing.
 */
const k = kioskWorld();
const { world } = k;

const PNG = { name: 'kiosk.png', type: 'image/png', bytes: SAMPLES.png };

async function sendPhoto(token: string | null, pin: string | null, file = PNG) {
  const form = multipartForm(pin === null ? {} : { pin }, file);
  return world.server.call('POST', '/v1/kiosk/photo', {
    rawBody: form.body,
    headers: {
      'content-type': form.contentType,
      ...(token === null ? {} : { authorization: `Kiosk ${token}` }),
    },
  });
}

const attachmentCount = async () =>
  (await world.server.db.selectFrom('file_attachments').select('id').execute()).length;

describe('a photo at the kiosk', () => {
  it('keeps the member’s photo, which their clock-in names and their card shows', async () => {
    const kiosk = await k.openKiosk();
    const member = world.org.workers[0]!;
    expect((await k.setPin(member, '5150')).status).toBe(200);
    const who = await k.device(kiosk.token, 'POST', '/kiosk/identify', { pin: '5150' });
    expect(who.body.data.takes_photos).toBe(true);

    const taken = await sendPhoto(kiosk.token, '5150');
    expect(taken.status, taken.text).toBe(200);
    const photoId: number = taken.body.data.photo_file_attachment_id;
    const clock = await k.device(kiosk.token, 'POST', '/kiosk/clock', {
      pin: '5150',
      action: 'clock_in',
      photo_file_attachment_id: photoId,
    });
    expect(clock.status, clock.text).toBe(200);
    const card = await k.as(
      world.org.admin,
      'GET',
      `/orgs/${world.org.orgId}/time_cards/${clock.body.data.card.id}`,
    );
    expect(card.body.data.photos).toMatchObject([
      { file_attachment_id: photoId, kind: 'clock_in' },
    ]);
    const image = await fetch(`${world.server.url}${card.body.data.photos[0].download_url}`);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(SAMPLES.png);

    // Another member may not clock in with it: it is not their photo.
    const other = world.org.workers[1]!;
    expect((await k.setPin(other, '6160')).status).toBe(200);
    const borrowed = await k.device(kiosk.token, 'POST', '/kiosk/clock', {
      pin: '6160',
      action: 'clock_in',
      photo_file_attachment_id: photoId,
    });
    expect(borrowed.body.field_hints).toEqual({
      photo_file_attachment_id: [TIME_CARD_TEXT.photoNotFound],
    });
  });

  it('keeps nothing for a wrong or missing PIN, a file that is no image, or no kiosk token', async () => {
    const kiosk = await k.openKiosk();
    const member = world.org.workers[2]!;
    expect((await k.setPin(member, '7170')).status).toBe(200);
    const before = await attachmentCount();

    const wrong = await sendPhoto(kiosk.token, '9999');
    expect(wrong.status).toBe(400);
    expect(wrong.body.field_hints).toEqual({ pin: [KIOSK_TEXT.wrongPin] });
    const missing = await sendPhoto(kiosk.token, null);
    expect(missing.body.field_hints).toEqual({ pin: [KIOSK_TEXT.pinFormat] });
    const pdf = await sendPhoto(kiosk.token, '7170', {
      name: 'kiosk.png',
      type: 'image/png',
      bytes: SAMPLES.pdf,
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.field_hints).toEqual({ file: [FILE_TEXT.imageOnly] });
    const anonymous = await sendPhoto(null, '7170');
    expect(anonymous.status).toBe(401);

    expect(await attachmentCount()).toBe(before);
  });
});
