import { defineModule } from '../../http/module';
import type { EmployeeUpdateService } from '../employees/employee-update.service';
import type { FileAttachmentsService } from '../file-attachments/file-attachments.service';
import type { ProjectActivityService } from '../projects/project-activity.service';
import type { VisibilityService } from '../visibility/visibility.service';
import { ApprovalService } from './approval.service';
import { BreakReminderJob } from './break-reminders-job';
import { CardHistoryRepository } from './card-history.repository';
import { CardPartsRepository } from './card-parts.repository';
import { ClockNeedsService } from './clock-needs.service';
import { ClockPhotos } from './clock-photos.service';
import { ClockService } from './clock.service';
import { GpsPlacesRepository } from './gps-activity.repository';
import { GpsActivityService } from './gps-activity.service';
import { TimeCardEditService } from './edit.service';
import { IdempotencyStore } from './idempotency';
import { LocationReadingsRepository } from './location-readings.repository';
import { ManualTimeCardService } from './manual.service';
import { MemberRulesRepository } from './member-rules.repository';
import { ReferencesRepository } from './references.repository';
import { SignOffService } from './sign-off';
import { SummaryRepository } from './summary.repository';
import { TimeCardSummaryService } from './summary.service';
import { TimeCardActions } from './time-card-actions';
import { TimeCardReader } from './time-card-reader';
import { TimeCardStore, type PlanReader } from './time-card-store';
import { TimeCardsRepository } from './time-cards.repository';
import { timeCardRoutes } from './time-cards.routes';

type Needs = {
  /** The org guard's lookups (membership module): the organisation's plan. */
  memberships: PlanReader;
  visibility: VisibilityService;
  employeeUpdate: EmployeeUpdateService;
  projectActivity: ProjectActivityService;
  /** Clock photos are attachments (file-attachments module). */
  fileAttachments: FileAttachmentsService;
};

/**
 * Time cards (issue 14; README.md in this folder gives the model and the decisions): the clock,
 * manual cards, edits with history, approvals, idempotent retries. Deactivating a member clocks
 * out their running card, through the employees module's deactivation hook.
 */
export const timeCardsModule = defineModule({
  name: 'time-cards',
  build: (
    { db, outbox },
    { memberships, visibility, employeeUpdate, projectActivity, fileAttachments }: Needs,
  ) => {
    const facts = new MemberRulesRepository();
    const store = new TimeCardStore(
      new TimeCardsRepository(),
      new CardPartsRepository(),
      new LocationReadingsRepository(),
      new CardHistoryRepository(),
      new ReferencesRepository(),
      facts,
      memberships,
      visibility,
    );
    const clock = new ClockService(store);
    const clockPhotos = new ClockPhotos(fileAttachments, memberships);
    const timeCardReader = new TimeCardReader(db, store, clockPhotos);
    const idempotencyKeys = new IdempotencyStore(db);
    employeeUpdate.onDeactivate((trx, ctx, employeeId, now) =>
      clock.clockOutOnDeactivation(trx, ctx.orgId, ctx.profileId, employeeId, now),
    );
    return {
      timeCardReader,
      timeCardSummary: new TimeCardSummaryService(new SummaryRepository(db)),
      timeCardActions: new TimeCardActions(
        db,
        store,
        idempotencyKeys,
        timeCardReader,
        projectActivity,
      ),
      clock,
      clockNeeds: new ClockNeedsService(db, store),
      clockPhotos,
      manualTimeCards: new ManualTimeCardService(store),
      timeCardEdits: new TimeCardEditService(store),
      timeCardApprovals: new ApprovalService(store),
      idempotencyKeys,
      timeCardSignOffs: new SignOffService(store),
      breakReminders: new BreakReminderJob(db, store, outbox),
      gpsActivity: new GpsActivityService(db, store, new GpsPlacesRepository()),
    };
  },
  routes: timeCardRoutes,
});
