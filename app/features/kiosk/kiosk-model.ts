import type { KioskCard, KioskClockResponse, KioskMember } from '../../../contract/kiosk';
import { KIOSK_PIN_MIN } from '../../../contract/kiosk-text';
import { BREAK_LABEL } from '../time-cards/time-card-words';
import { timeOfDay } from '../time-cards/clock/clock-format';

/** The member a PIN named, with the PIN the next call carries again. */
export type KioskIdentified = { member: KioskMember; pin: string };
export type KioskDone = KioskClockResponse;

/** How long the confirmation stays before the pad comes back. */
export const DONE_SECONDS = 5;

export const isPinReady = (pin: string) => pin.length >= KIOSK_PIN_MIN;

/** The member's clock in a line: "Clocked in since 7:05 AM on Midtown Lofts". */
export function cardLine(card: KioskCard | null): string {
  if (!card) return 'Not clocked in';
  const since = timeOfDay(card.clock_in_dt_unix, card.timezone);
  if (card.status === 'completed') return 'Clocked out';
  if (card.status === 'on_break')
    return `On a ${(card.break_type ? BREAK_LABEL[card.break_type] : 'break').toLowerCase()}`;
  return `Clocked in since ${since}${card.project_name ? ` on ${card.project_name}` : ''}`;
}
