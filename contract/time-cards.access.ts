import { policy, withFeature, type AccessTableFor } from './access-entries';
import type { timeCardRoutes } from './time-cards.routes';

/**
 * Time cards are the time-tracking feature (every plan tier). The route admits the role kinds a
 * policy allows for someone; whose cards a caller reaches (their own, their workers', everyone's
 * with 13 or 17, the people they approve) is the service's row-level check.
 */
const tracked = <const Id extends Parameters<typeof policy>[0]>(id: Id) =>
  withFeature('time-tracking', policy(id));

export const timeCardAccess: AccessTableFor<typeof timeCardRoutes> = {
  timeCards: tracked('timeCards.read'),
  timeCardSummary: tracked('timeCards.read'),
  clockNeeds: tracked('timeCards.clock'),
  clockIn: tracked('timeCards.clock'),
  timeCard: tracked('timeCards.read'),
  timeCardGpsActivity: tracked('timeCards.read'),
  patchTimeCard: tracked('timeCards.edit'),
  deleteTimeCard: tracked('timeCards.edit'),
  startBreak: tracked('timeCards.clock'),
  endBreak: tracked('timeCards.clock'),
  switchTimeCard: tracked('timeCards.clock'),
  clockOut: tracked('timeCards.clock'),
  createManualTimeCard: tracked('timeCards.edit'),
  approveTimeCards: tracked('timeCards.approve'),
  unapproveTimeCards: tracked('timeCards.approve'),
  // Each member signs off their own cards (the service takes the caller's own); an Enterprise
  // feature, whose plans include time tracking.
  signOffTimeCards: withFeature('time-card-signoffs', policy('timeCards.clock')),
};
