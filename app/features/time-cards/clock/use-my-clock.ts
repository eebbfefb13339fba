import { useEffect, useState } from 'react';
import type { TimeCardDetail } from '../../../../contract/time-cards';
import { useOrg } from '../../../api/orgs';
import { useTimeCard, useTimeCards } from '../../../api/time-cards';
import { useTimeCardRights } from '../time-card-access';

/**
 * The signed-in member's clock: their newest card (GET time_cards of themselves, one row) and,
 * when it is still running, its detail (breaks, allocations). A member never has two open cards
 * nor overlapping ones, so a running card is always their newest: one small query answers both
 * "am I clocked in?" and "on what?", without a flicker between a "working" and an "on_break" list.
 */
export function useMyClock(orgId: number) {
  const rights = useTimeCardRights(orgId);
  const employeeId = rights.actor?.employeeId ?? null;
  const org = useOrg(orgId).data;
  const newest = useTimeCards(
    { orgId, employee_ids: employeeId === null ? [] : [employeeId], page: 1, limit: 1 },
    employeeId !== null,
  );
  const card = newest.data?.data[0];
  const runningId = card && card.status !== 'completed' ? card.id : null;
  const running = useTimeCard(orgId, runningId);
  return {
    org,
    employeeId,
    isLoading: newest.isPending || (runningId !== null && running.isPending),
    isError: newest.isError || running.isError,
    refetch: () => void newest.refetch(),
    /** The running card with its parts; null when clocked out. */
    running: runningId === null ? null : (running.data?.data ?? null),
    /** When the running card was read (ms), the base of the live duration. */
    readAtMs: running.dataUpdatedAt,
  };
}

/** The current unix second, ticking every second while `isTicking`. */
export function useTickingNow(isTicking: boolean): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return nowMs / 1000;
}

/**
 * The running card's live figures at `nowSeconds` (this device's clock). They are counted from
 * the server's totals at the moment the card was read, never from this device's time against
 * the stamped instants: a phone whose clock is minutes off still shows the right duration.
 */
export function liveFigures(card: TimeCardDetail, readAtMs: number, nowSeconds: number) {
  const sinceRead = Math.max(0, nowSeconds - readAtMs / 1000);
  const { worked_seconds, break_seconds } = card.totals;
  // The server's "now" when it answered: a running card's span is its worked and break time.
  const serverNowAtRead = card.clock_in_dt_unix + worked_seconds + break_seconds;
  const serverNow = serverNowAtRead + sinceRead;
  const runningBreak = card.breaks.find((each) => each.end_dt_unix === null) ?? null;
  return {
    workedSeconds: worked_seconds + (card.status === 'working' ? sinceRead : 0),
    runningBreak,
    breakSeconds: runningBreak ? Math.max(0, serverNow - runningBreak.start_dt_unix) : 0,
  };
}
