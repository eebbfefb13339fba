import type { Route } from './endpoint';

/** Time cards: the clock (clock in, breaks, switch, clock out), manual cards, edits, approval. */
export const timeCardRoutes = {
  timeCards: { method: 'GET', path: '/orgs/{org_id}/time_cards', auth: 'private' },
  /** Hours per member per day of a range (contract/time-card-summary.ts). */
  timeCardSummary: { method: 'GET', path: '/orgs/{org_id}/time_cards/summary', auth: 'private' },
  /** What the member's rules ask at clock actions (contract/clock-needs.ts). */
  clockNeeds: { method: 'GET', path: '/orgs/{org_id}/time_cards/clock_needs', auth: 'private' },
  clockIn: { method: 'POST', path: '/orgs/{org_id}/time_cards', auth: 'private' },
  timeCard: { method: 'GET', path: '/orgs/{org_id}/time_cards/{time_card_id}', auth: 'private' },
  /** The card's GPS activity for its map (contract/gps-activity.ts). */
  timeCardGpsActivity: {
    method: 'GET',
    path: '/orgs/{org_id}/time_cards/{time_card_id}/gps_activity',
    auth: 'private',
  },
  patchTimeCard: {
    method: 'PATCH',
    path: '/orgs/{org_id}/time_cards/{time_card_id}',
    auth: 'private',
  },
  deleteTimeCard: {
    method: 'DELETE',
    path: '/orgs/{org_id}/time_cards/{time_card_id}',
    auth: 'private',
  },
  startBreak: {
    method: 'POST',
    path: '/orgs/{org_id}/time_cards/{time_card_id}/start_break',
    auth: 'private',
  },
  endBreak: {
    method: 'POST',
    path: '/orgs/{org_id}/time_cards/{time_card_id}/end_break',
    auth: 'private',
  },
  switchTimeCard: {
    method: 'POST',
    path: '/orgs/{org_id}/time_cards/{time_card_id}/switch',
    auth: 'private',
  },
  clockOut: {
    method: 'POST',
    path: '/orgs/{org_id}/time_cards/{time_card_id}/clock_out',
    auth: 'private',
  },
  createManualTimeCard: {
    method: 'POST',
    path: '/orgs/{org_id}/manual_time_cards',
    auth: 'private',
  },
  approveTimeCards: { method: 'POST', path: '/orgs/{org_id}/time_cards/approve', auth: 'private' },
  unapproveTimeCards: {
    method: 'POST',
    path: '/orgs/{org_id}/time_cards/unapprove',
    auth: 'private',
  },
  signOffTimeCards: {
    method: 'POST',
    path: '/orgs/{org_id}/time_cards/sign_off',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
