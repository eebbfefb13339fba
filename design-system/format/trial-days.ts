import { toDate, type DateInput } from './format-locale';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left in a trial: the time from `now` to the expiry rounded up to 24-hour days (one
 * second left is a day left), and 0 once the expiry has passed.
 */
export function trialDaysLeft(expiresAt: DateInput, now: DateInput = new Date()): number {
  const left = toDate(expiresAt).getTime() - toDate(now).getTime();
  if (!(left > 0)) return 0;
  return Math.ceil(left / DAY_MS);
}
