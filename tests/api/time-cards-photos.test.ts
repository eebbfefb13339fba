import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { TIME_CARD_TEXT } from '../../contract/time-card-text';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { SAMPLES, uploadThrough, type UploadedFile } from './file-attachments-world';
import { timeCardsWorld } from './time-cards-world';

/**
 * The clock-in photo (issue 14): a clock action's photo is an image attachment the acting person
 * uploaded to the organisation, on a plan with clock-in photos; the card keeps it and its page
 * shows it through a signed link.
 */
const t = timeCardsWorld();
const { world } = t;

const PHOTO: UploadedFile = { name: 'clock-in.png', mime: 'image/png', bytes: SAMPLES.png };

function upload(user: FixtureUser, file: UploadedFile = PHOTO, org: OrgFixture = world.org) {
  return uploadThrough(
    world.server,
    (method, path, body) => t.call(user, method, path, body),
    org.orgId,
    file,
  );
}

const clockInPath = (org: OrgFixture = world.org) => `/orgs/${org.orgId}/time_cards`;

describe('the photo of a clock action', () => {
  it('keeps the member’s own photo on the card, and its page links to the image', async () => {
    const worker = await t.freshWorker();
    const photo = await upload(worker);
    const card = await t.clockIn(worker, { photo_file_attachment_id: photo.id });
    expect(card.photos).toMatchObject([{ file_attachment_id: photo.id, kind: 'clock_in' }]);
    const shown = await t.call(worker, 'GET', `${clockInPath()}/${card.id}`);
    const link: string = shown.body.data.photos[0].download_url;
    expect(link).toMatch(/^\/v1\/files\//);
    const image = await fetch(`${world.server.url}${link}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(SAMPLES.png);
    // Their manager reads the card, and sees the photo too.
    const managerView = await t.call(world.org.managers[0]!, 'GET', `${clockInPath()}/${card.id}`);
    expect(managerView.body.data.photos[0].download_url).toMatch(/^\/v1\/files\//);

    const clockOutPhoto = await upload(worker);
    const out = await t.action(worker, card.id, 'clock_out', {
      photo_file_attachment_id: clockOutPhoto.id,
    });
    expect(out.status, out.text).toBe(200);
    expect(out.body.data.photos.map((p: { kind: string }) => p.kind).sort()).toEqual([
      'clock_in',
      'clock_out',
    ]);
  });

  it('refuses a photo that is not the acting person’s own finished image of this organisation', async () => {
    const worker = await t.freshWorker();
    const refused = async (attachmentId: number) => {
      const response = await t.call(worker, 'POST', clockInPath(), {
        photo_file_attachment_id: attachmentId,
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body.field_hints).toEqual({
        photo_file_attachment_id: [TIME_CARD_TEXT.photoNotFound],
      });
    };
    // Someone else's photo, even their manager's.
    await refused((await upload(world.org.managers[0]!)).id);
    // A file that is no image.
    await refused(
      (await upload(worker, { name: 'plan.pdf', mime: 'application/pdf', bytes: SAMPLES.pdf })).id,
    );
    // An upload not finished.
    const started = await t.call(worker, 'POST', `/orgs/${world.org.orgId}/file_attachments`, {
      upload_state: 'initiated',
      upload_method: 'signed_url',
      display_name: 'half.png',
      file_name: 'half.png',
      mime_type: 'image/png',
      file_size_bytes: SAMPLES.png.length,
    });
    await refused(started.body.data.id);
    // Another organisation's attachment, and one that does not exist.
    await refused((await upload(world.other.workers[0]!, PHOTO, world.other)).id);
    await refused(2_000_000_000);
    // Nothing was clocked.
    expect((await t.list(worker)).data).toEqual([]);
  });

  it('refuses a photo on a plan without clock-in photos', async () => {
    const org = await world.server.fixtures.org({ managers: 0, workers: 1 });
    const worker = org.workers[0]!;
    const photo = await upload(worker, PHOTO, org);
    await world.server.db
      .updateTable('organisations')
      .set({ plan_id: 1 })
      .where('id', '=', org.orgId)
      .execute();
    const response = await t.call(worker, 'POST', clockInPath(org), {
      photo_file_attachment_id: photo.id,
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      message: MESSAGES.featureNotInPlan,
      field_hints: { photo_file_attachment_id: [MESSAGES.featureNotInPlan] },
    });
  });

  it('takes the photo the rules require', async () => {
    const worker = await t.freshWorker();
    const groupId = await world.server.fixtures.ruleGroup(world.org.orgId, {
      require_clock_in_photo: 1,
    });
    await world.server.db
      .updateTable('employees')
      .set({ rule_group_id: groupId })
      .where('id', '=', worker.employeeId)
      .execute();
    const without = await t.call(worker, 'POST', clockInPath(), {});
    expect(without.body.field_hints).toEqual({
      photo_file_attachment_id: [TIME_CARD_TEXT.photoRequired],
    });
    const card = await t.clockIn(worker, { photo_file_attachment_id: (await upload(worker)).id });
    expect(card.photos).toHaveLength(1);
  });
});
