import type { FileStorage } from '../modules/file-attachments/storage/file-storage';
import type { Db } from './connection';
import { storeDemoImage } from './seed-demo-attachment';
import { demoSelfie, type Rgb } from './demo-png';

/** Hard-hat colours, one per member, so each crew member's photos look their own. */
const HATS: Rgb[] = [
  [250, 204, 21],
  [255, 255, 255],
  [37, 99, 235],
  [220, 38, 38],
  [22, 163, 74],
];

/**
 * Clock-in photos on the demo's recent cards: each member of `members` took one at every
 * completed web clock-in of the last `days` days, kept as their own attachment (bytes in the file
 * storage, record success), as the clock's photo flow leaves them, so a card's page shows one.
 */
export async function seedDemoPhotos(
  db: Db,
  input: { orgId: number; members: number[]; storage: FileStorage; now: number; days?: number },
): Promise<number> {
  const { storage } = input;
  const since = input.now - (input.days ?? 7) * 86_400;
  const cards = await db
    .selectFrom('time_cards as tc')
    .innerJoin('employees as e', 'e.id', 'tc.employee_id')
    .select(['tc.id', 'tc.employee_id', 'tc.clock_in_dt_unix', 'e.profile_id'])
    .where('tc.org_id', '=', input.orgId)
    .where('tc.employee_id', 'in', input.members)
    .where('tc.source', '=', 'web')
    .where('tc.clock_out_dt_unix', 'is not', null)
    .where('tc.clock_in_dt_unix', '>=', since)
    .orderBy('tc.id')
    .execute();
  for (const card of cards) {
    const bytes = demoSelfie(HATS[input.members.indexOf(card.employee_id) % HATS.length]!);
    const takenAt = Number(card.clock_in_dt_unix);
    const attachmentId = await storeDemoImage(db, storage, {
      orgId: input.orgId,
      key: `demo-clock-in-${card.id}`,
      displayName: 'Clock-in photo',
      fileName: `clock-in-${card.id}.png`,
      bytes,
      uploadedByProfileId: card.profile_id,
      at: takenAt,
    });
    await db
      .insertInto('time_card_photos')
      .values({
        org_id: input.orgId,
        time_card_id: card.id,
        file_attachment_id: attachmentId,
        kind: 'clock_in',
        taken_at_unix: takenAt,
      })
      .execute();
  }
  return cards.length;
}
