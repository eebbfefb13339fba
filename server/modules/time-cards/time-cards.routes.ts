import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import { nowUnix } from '../../lib/time';
import { startIntervalJob } from '../../lib/interval-job';
import type { ApprovalService } from './approval.service';
import { BREAK_REMINDER_INTERVAL_MS } from './break-reminders';
import type { BreakReminderJob } from './break-reminders-job';
import type { ClockNeedsService } from './clock-needs.service';
import type { ClockPhotos } from './clock-photos.service';
import type { ClockService } from './clock.service';
import type { GpsActivityService } from './gps-activity.service';
import type { TimeCardEditService } from './edit.service';
import { IDEMPOTENCY_CLEANUP_INTERVAL_MS, type IdempotencyStore } from './idempotency';
import type { ManualTimeCardService } from './manual.service';
import type { SignOffService } from './sign-off';
import type { TimeCardSummaryService } from './summary.service';
import type { TimeCardActions } from './time-card-actions';
import type { TimeCardReader } from './time-card-reader';

type Services = {
  timeCardReader: TimeCardReader;
  timeCardSummary: TimeCardSummaryService;
  timeCardActions: TimeCardActions;
  clock: ClockService;
  clockNeeds: ClockNeedsService;
  clockPhotos: ClockPhotos;
  manualTimeCards: ManualTimeCardService;
  timeCardEdits: TimeCardEditService;
  timeCardApprovals: ApprovalService;
  idempotencyKeys: IdempotencyStore;
  timeCardSignOffs: SignOffService;
  breakReminders: BreakReminderJob;
  gpsActivity: GpsActivityService;
};

export function timeCardRoutes(app: FastifyInstance, deps: ModuleDeps<Services>) {
  const {
    timeCardReader: reader,
    timeCardSummary: summary,
    timeCardActions: actions,
    clock,
    clockNeeds,
    clockPhotos,
    manualTimeCards,
    timeCardEdits: edits,
    timeCardApprovals: approvals,
    idempotencyKeys,
    timeCardSignOffs: signOffs,
    breakReminders,
    gpsActivity,
  } = deps.services;
  const options = deps.routeOptions.standard;

  route(app, api.timeCards, async (request) => reader.list(orgOf(request), request.query), options);
  route(
    app,
    api.clockNeeds,
    async (request) => clockNeeds.get(orgOf(request), request.query, nowUnix()),
    options,
  );
  route(
    app,
    api.timeCardSummary,
    async (request) => summary.get(orgOf(request), request.query, nowUnix()),
    options,
  );
  route(
    app,
    api.timeCard,
    async (request) => reader.get(orgOf(request), request.params.time_card_id),
    options,
  );
  route(
    app,
    api.timeCardGpsActivity,
    async (request) => gpsActivity.get(orgOf(request), request.params.time_card_id, nowUnix()),
    options,
  );
  route(
    app,
    api.clockIn,
    async (request, reply) => {
      const ctx = orgOf(request);
      await clockPhotos.check(ctx, request.body.photo_file_attachment_id);
      return actions.run(request, reply, ctx, 'clockIn', (db, now) =>
        clock.clockIn(ctx, db, request.body, now),
      );
    },
    options,
  );
  route(
    app,
    api.startBreak,
    async (request, reply) => {
      const ctx = orgOf(request);
      return actions.run(request, reply, ctx, 'startBreak', (db, now) =>
        clock.startBreak(ctx, db, request.params.time_card_id, request.body, now),
      );
    },
    options,
  );
  route(
    app,
    api.endBreak,
    async (request, reply) => {
      const ctx = orgOf(request);
      return actions.run(request, reply, ctx, 'endBreak', (db, now) =>
        clock.endBreak(ctx, db, request.params.time_card_id, request.body, now),
      );
    },
    options,
  );
  route(
    app,
    api.switchTimeCard,
    async (request, reply) => {
      const ctx = orgOf(request);
      return actions.run(request, reply, ctx, 'switchTimeCard', (db, now) =>
        clock.switchProject(ctx, db, request.params.time_card_id, request.body, now),
      );
    },
    options,
  );
  route(
    app,
    api.clockOut,
    async (request, reply) => {
      const ctx = orgOf(request);
      await clockPhotos.check(ctx, request.body.photo_file_attachment_id);
      return actions.run(request, reply, ctx, 'clockOut', (db, now) =>
        clock.clockOut(ctx, db, request.params.time_card_id, request.body, now),
      );
    },
    options,
  );
  route(
    app,
    api.createManualTimeCard,
    async (request, reply) => {
      const ctx = orgOf(request);
      return actions.run(request, reply, ctx, 'createManualTimeCard', (db, now) =>
        manualTimeCards.create(ctx, db, request.body, now),
      );
    },
    options,
  );
  route(
    app,
    api.patchTimeCard,
    async (request, reply) => {
      const ctx = orgOf(request);
      return actions.run(request, reply, ctx, 'patchTimeCard', (db, now) =>
        edits.patch(ctx, db, request.params.time_card_id, request.body, now),
      );
    },
    options,
  );
  route(
    app,
    api.deleteTimeCard,
    async (request) => {
      const ctx = orgOf(request);
      return actions.plain(ctx, (db, now) =>
        edits.remove(ctx, db, request.params.time_card_id, request.query.reason, now),
      );
    },
    options,
  );
  route(
    app,
    api.approveTimeCards,
    async (request) => {
      const ctx = orgOf(request);
      return actions.plain(ctx, (db, now) => approvals.approve(ctx, db, request.body, now));
    },
    options,
  );
  route(
    app,
    api.unapproveTimeCards,
    async (request) => {
      const ctx = orgOf(request);
      return actions.plain(ctx, (db, now) => approvals.unapprove(ctx, db, request.body, now));
    },
    options,
  );

  route(
    app,
    api.signOffTimeCards,
    async (request) => {
      const ctx = orgOf(request);
      return actions.plain(ctx, (db, now) => signOffs.signOff(ctx, db, request.body, now));
    },
    options,
  );

  startIntervalJob(app, {
    name: 'Break reminders',
    intervalMs: BREAK_REMINDER_INTERVAL_MS,
    run: () => breakReminders.run(nowUnix()),
    done: 'reminders sent',
  });
  startIntervalJob(app, {
    name: 'Idempotency keys',
    intervalMs: IDEMPOTENCY_CLEANUP_INTERVAL_MS,
    run: () => idempotencyKeys.removeExpired(nowUnix()),
    done: 'expired keys removed',
  });
}
