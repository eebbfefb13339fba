import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  zApproveTimeCards,
  zClockIn,
  zClockOut,
  zEndBreak,
  zManualTimeCard,
  zSignOffTimeCards,
  zStartBreak,
  zSwitch,
  zTimeCardPatch,
  zUnapproveTimeCards,
} from '../../contract/time-card-inputs';
import type { TimeCardSummaryQuery } from '../../contract/time-card-summary';
import type { TimeCardListQuery } from '../../contract/time-cards';
import { uuid } from '../lib/uuid';
import { ApiError } from './api-error';
import { request } from './client';
import { invalidates, keys, useInvalidate } from './keys';

// Bodies as the schemas accept them (defaults may be left out).
type ClockInBody = z.input<typeof zClockIn>;
type StartBreakBody = z.input<typeof zStartBreak>;
type EndBreakBody = z.input<typeof zEndBreak>;
type SwitchBody = z.input<typeof zSwitch>;
type ClockOutBody = z.input<typeof zClockOut>;
type ManualBody = z.input<typeof zManualTimeCard>;
type PatchBody = z.input<typeof zTimeCardPatch>;
type ApproveBody = z.input<typeof zApproveTimeCards>;
type UnapproveBody = z.input<typeof zUnapproveTimeCards>;
type SignOffBody = z.input<typeof zSignOffTimeCards>;

/**
 * Time cards (…/time_cards, …/manual_time_cards). Every write makes every list and card stale:
 * totals, statuses and approval show in all of them.
 */

export type TimeCardListInput = { orgId: number } & Partial<TimeCardListQuery>;

/** GET /orgs/{org_id}/time_cards: one page; the last page shows while the next loads. */
export function useTimeCards({ orgId, ...query }: TimeCardListInput, enabled = true) {
  return useQuery({
    queryKey: keys.org(orgId).timeCards.list(query),
    queryFn: ({ signal }) => request('timeCards', { params: { org_id: orgId }, query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type TimeCardSummaryInput = { orgId: number } & TimeCardSummaryQuery;

/**
 * GET /orgs/{org_id}/time_cards/summary: hours per member per day of a range, counted by the
 * server. Its key sits under the time-cards branch, so every time-card write (invalidates.timeCards)
 * refreshes it; the last answer shows while the next range loads.
 */
export function useTimeCardSummary({ orgId, ...query }: TimeCardSummaryInput, enabled = true) {
  return useQuery({
    queryKey: [...keys.org(orgId).timeCards.all, 'summary', query] as const,
    queryFn: ({ signal }) =>
      request('timeCardSummary', { params: { org_id: orgId }, query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /orgs/{org_id}/time_cards/{time_card_id}: breaks, allocations, exceptions, history. */
export function useTimeCard(orgId: number, timeCardId: number | null) {
  return useQuery({
    queryKey: keys.org(orgId).timeCards.one(timeCardId ?? 0),
    queryFn: ({ signal }) =>
      request('timeCard', { params: { org_id: orgId, time_card_id: timeCardId! } }, { signal }),
    enabled: timeCardId !== null,
  });
}

/**
 * What the member's rules ask at the clock (a project, a cost code, a photo): the caller's own,
 * or a crew member's (`employeeId`) for a manager clocking them in.
 */
export function useClockNeeds(orgId: number, employeeId: number | null = null) {
  return useQuery({
    queryKey: keys.org(orgId).timeCards.needs(employeeId),
    queryFn: ({ signal }) =>
      request(
        'clockNeeds',
        {
          params: { org_id: orgId },
          query: employeeId === null ? {} : { employee_id: employeeId },
        },
        { signal },
      ),
    select: (answer) => answer.data.needs,
  });
}

/** The Idempotency-Key of each action, by its variables (the same object on every retry). */
const actionKeys = new WeakMap<object, string>();

/**
 * A time-card write. One action keeps one Idempotency-Key through its retries: a clock action
 * whose connection dropped (weak signal on site) is sent again up to three times, and when the
 * first attempt did reach the server, the retry answers its result instead of acting twice.
 */
function useTimeCardMutation<Input extends object, Output>(
  orgId: number,
  send: (input: Input, idempotencyKey: string) => Promise<Output>,
) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: Input) => {
      const key = actionKeys.get(input) ?? uuid();
      actionKeys.set(input, key);
      return send(input, key);
    },
    retry: (failures, error) => error instanceof ApiError && error.status === 0 && failures < 3,
    onSuccess: () => invalidate(invalidates.timeCards(orgId)),
  });
}

export function useClockIn(orgId: number) {
  return useTimeCardMutation(orgId, (body: ClockInBody, idempotencyKey) =>
    request('clockIn', { params: { org_id: orgId }, body }, { idempotencyKey }),
  );
}

type CardAction<Body> = { timeCardId: number; body: Body };
const cardParams = (orgId: number, timeCardId: number) => ({
  org_id: orgId,
  time_card_id: timeCardId,
});

export function useStartBreak(orgId: number) {
  return useTimeCardMutation(orgId, ({ timeCardId, body }: CardAction<StartBreakBody>, key) =>
    request('startBreak', { params: cardParams(orgId, timeCardId), body }, { idempotencyKey: key }),
  );
}

export function useEndBreak(orgId: number) {
  return useTimeCardMutation(
    orgId,
    ({ timeCardId, body = {} }: { timeCardId: number; body?: EndBreakBody }, key) =>
      request('endBreak', { params: cardParams(orgId, timeCardId), body }, { idempotencyKey: key }),
  );
}

export function useSwitchTimeCard(orgId: number) {
  return useTimeCardMutation(orgId, ({ timeCardId, body }: CardAction<SwitchBody>, key) =>
    request(
      'switchTimeCard',
      { params: cardParams(orgId, timeCardId), body },
      { idempotencyKey: key },
    ),
  );
}

export function useClockOut(orgId: number) {
  return useTimeCardMutation(orgId, ({ timeCardId, body }: CardAction<ClockOutBody>, key) =>
    request('clockOut', { params: cardParams(orgId, timeCardId), body }, { idempotencyKey: key }),
  );
}

export function useCreateManualTimeCard(orgId: number) {
  return useTimeCardMutation(orgId, (body: ManualBody, idempotencyKey) =>
    request('createManualTimeCard', { params: { org_id: orgId }, body }, { idempotencyKey }),
  );
}

export function usePatchTimeCard(orgId: number) {
  return useTimeCardMutation(orgId, ({ timeCardId, body }: CardAction<PatchBody>, key) =>
    request(
      'patchTimeCard',
      { params: cardParams(orgId, timeCardId), body },
      { idempotencyKey: key },
    ),
  );
}

export function useDeleteTimeCard(orgId: number) {
  return useTimeCardMutation(
    orgId,
    ({ timeCardId, reason }: { timeCardId: number; reason?: string }) =>
      request('deleteTimeCard', {
        params: cardParams(orgId, timeCardId),
        query: reason ? { reason } : {},
      }),
  );
}

export function useApproveTimeCards(orgId: number) {
  return useTimeCardMutation(orgId, (body: ApproveBody) =>
    request('approveTimeCards', { params: { org_id: orgId }, body }),
  );
}

export function useUnapproveTimeCards(orgId: number) {
  return useTimeCardMutation(orgId, (body: UnapproveBody) =>
    request('unapproveTimeCards', { params: { org_id: orgId }, body }),
  );
}

/** POST …/time_cards/sign_off: the member signs off their own completed cards of a period. */
export function useSignOffTimeCards(orgId: number) {
  return useTimeCardMutation(orgId, (body: SignOffBody) =>
    request('signOffTimeCards', { params: { org_id: orgId }, body }),
  );
}
