import { zClockNeedsParams, zClockNeedsQuery, zClockNeedsResponse } from './clock-needs';
import { endpoint } from './endpoint';
import { zGpsActivityResponse } from './gps-activity';
import { zOrgIdParams } from './orgs';
import { zTimeCardSummaryQuery, zTimeCardSummaryResponse } from './time-card-summary';
import type { SameKeys } from './route-tables';
import {
  zApproveTimeCards,
  zClockIn,
  zClockOut,
  zEndBreak,
  zManualTimeCard,
  zSignOffTimeCards,
  zStartBreak,
  zSwitch,
  zTimeCardDeleteQuery,
  zTimeCardPatch,
  zUnapproveTimeCards,
} from './time-card-inputs';
import {
  zTimeCardApprovalResponse,
  zTimeCardDeleteResponse,
  zTimeCardIdParams,
  zTimeCardListQuery,
  zTimeCardListResponse,
  zTimeCardResponse,
  zTimeCardSignOffResponse,
  zTimeCardWriteResponse,
} from './time-cards';
import { timeCardRoutes } from './time-cards.routes';

/**
 * The clock actions and manual cards (clockIn, startBreak, endBreak, switchTimeCard, clockOut,
 * createManualTimeCard) also read an optional Idempotency-Key header: a retry with the same key
 * and body answers the first result and changes nothing.
 */
export const timeCardApi = {
  timeCards: endpoint({
    ...timeCardRoutes.timeCards,
    params: zOrgIdParams,
    query: zTimeCardListQuery,
    response: zTimeCardListResponse,
  }),
  timeCardSummary: endpoint({
    ...timeCardRoutes.timeCardSummary,
    params: zOrgIdParams,
    query: zTimeCardSummaryQuery,
    response: zTimeCardSummaryResponse,
  }),
  clockNeeds: endpoint({
    ...timeCardRoutes.clockNeeds,
    params: zClockNeedsParams,
    query: zClockNeedsQuery,
    response: zClockNeedsResponse,
  }),
  clockIn: endpoint({
    ...timeCardRoutes.clockIn,
    params: zOrgIdParams,
    body: zClockIn,
    response: zTimeCardWriteResponse,
  }),
  timeCard: endpoint({
    ...timeCardRoutes.timeCard,
    params: zTimeCardIdParams,
    response: zTimeCardResponse,
  }),
  timeCardGpsActivity: endpoint({
    ...timeCardRoutes.timeCardGpsActivity,
    params: zTimeCardIdParams,
    response: zGpsActivityResponse,
  }),
  patchTimeCard: endpoint({
    ...timeCardRoutes.patchTimeCard,
    params: zTimeCardIdParams,
    body: zTimeCardPatch,
    response: zTimeCardWriteResponse,
  }),
  deleteTimeCard: endpoint({
    ...timeCardRoutes.deleteTimeCard,
    params: zTimeCardIdParams,
    query: zTimeCardDeleteQuery,
    response: zTimeCardDeleteResponse,
  }),
  startBreak: endpoint({
    ...timeCardRoutes.startBreak,
    params: zTimeCardIdParams,
    body: zStartBreak,
    response: zTimeCardWriteResponse,
  }),
  endBreak: endpoint({
    ...timeCardRoutes.endBreak,
    params: zTimeCardIdParams,
    body: zEndBreak,
    response: zTimeCardWriteResponse,
  }),
  switchTimeCard: endpoint({
    ...timeCardRoutes.switchTimeCard,
    params: zTimeCardIdParams,
    body: zSwitch,
    response: zTimeCardWriteResponse,
  }),
  clockOut: endpoint({
    ...timeCardRoutes.clockOut,
    params: zTimeCardIdParams,
    body: zClockOut,
    response: zTimeCardWriteResponse,
  }),
  createManualTimeCard: endpoint({
    ...timeCardRoutes.createManualTimeCard,
    params: zOrgIdParams,
    body: zManualTimeCard,
    response: zTimeCardWriteResponse,
  }),
  approveTimeCards: endpoint({
    ...timeCardRoutes.approveTimeCards,
    params: zOrgIdParams,
    body: zApproveTimeCards,
    response: zTimeCardApprovalResponse,
  }),
  unapproveTimeCards: endpoint({
    ...timeCardRoutes.unapproveTimeCards,
    params: zOrgIdParams,
    body: zUnapproveTimeCards,
    response: zTimeCardApprovalResponse,
  }),
  signOffTimeCards: endpoint({
    ...timeCardRoutes.signOffTimeCards,
    params: zOrgIdParams,
    body: zSignOffTimeCards,
    response: zTimeCardSignOffResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof timeCardApi, typeof timeCardRoutes> = true;
