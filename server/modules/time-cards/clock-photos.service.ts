import { MESSAGES } from '../../../contract/errors';
import { featureAllowed } from '../../../contract/plans';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { FileAttachmentsService } from '../file-attachments/file-attachments.service';
import type { PlanReader } from './time-card-store';

/** Where a clock action's photo goes in the body (clock-in, clock-out; web and kiosk). */
const PHOTO_FIELD = 'photo_file_attachment_id';

/**
 * The photo a clock action carries: the organisation's plan must include clock-in photos, and the
 * attachment must be an image the acting person uploaded to this organisation, stored whole. It
 * is checked before the action's transaction (the attachment is read on its own connection), and
 * after it only its id is kept on the card.
 */
export class ClockPhotos {
  constructor(
    private readonly files: FileAttachmentsService,
    private readonly plans: PlanReader,
  ) {}

  async check(ctx: OrgContext, attachmentId: number | null | undefined): Promise<void> {
    if (attachmentId === null || attachmentId === undefined) return;
    const plan = ctx.snapshot ? ctx.snapshot.plan : await this.plans.planFields(ctx.orgId);
    if (!featureAllowed(plan, 'clock-in-photo'))
      throw new AppError(403, MESSAGES.featureNotInPlan, {
        field_hints: { [PHOTO_FIELD]: [MESSAGES.featureNotInPlan] },
      });
    if (!(await this.files.isOwnPhoto(ctx.orgId, attachmentId, ctx.profileId)))
      throw fieldError(PHOTO_FIELD, TIME_CARD_TEXT.photoNotFound);
  }

  /** A card photo's link, signed for an hour: whoever may read the card may see its photos. */
  linkOf(orgId: number, attachmentId: number, now: number) {
    return this.files.downloadLink(orgId, attachmentId, now + 3600);
  }
}
