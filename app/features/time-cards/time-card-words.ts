import type {
  ApprovalState,
  BreakType,
  TimeCardExceptionType,
  TimeCardStatus,
} from '../../../contract/time-cards';

/**
 * How time-card states read on every time-card screen (the clock, the summary, a card, the kiosk). The exception names are the spec's seven types
 * (core.md 3) written out as words.
 */

export const STATUS_LABEL: Record<TimeCardStatus, string> = {
  working: 'Working',
  on_break: 'On break',
  completed: 'Clocked out',
};

export const APPROVAL_LABEL: Record<ApprovalState, string> = {
  pending: 'Pending',
  approved: 'Approved',
};

export const BREAK_LABEL: Record<BreakType, string> = {
  meal: 'Meal break',
  rest: 'Rest break',
};

export const EXCEPTION_LABEL: Record<TimeCardExceptionType, string> = {
  clock_started_late: 'Clock started late',
  clock_stopped_early: 'Clock stopped early',
  clocked_in_before_arriving: 'Clocked in before arriving',
  clocked_out_after_leaving: 'Clocked out after leaving',
  clocked_in_while_driving: 'Clocked in while driving',
  clocked_out_while_driving: 'Clocked out while driving',
  no_location_for_gps_time_card: 'No location for GPS time card',
};

/** A card's exceptions in words, or '' when it has none. */
export function exceptionsText(exceptions: readonly TimeCardExceptionType[]): string {
  return exceptions.map((type) => EXCEPTION_LABEL[type]).join(', ');
}
