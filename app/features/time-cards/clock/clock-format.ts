import { pad2, type FormatLocale } from '../../../../design-system/format/format-locale';

// One Intl formatter per zone and locale: building one costs far more than using it.
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The time of day of an instant on the organisation's clock: '7:05 AM' (US), '7:05 am' (AU). */
export function timeOfDay(unix: number, timeZone: string, locale: FormatLocale = 'us'): string {
  const key = `${locale}|${timeZone}`;
  let formatter = timeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'au' ? 'en-AU' : 'en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
    });
    timeFormatters.set(key, formatter);
  }
  return formatter.format(new Date(unix * 1000));
}

/** A running clock's face, hours:minutes:seconds ('0:04:09', '10:30:00'); never negative. */
export function clockFace(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${Math.floor(total / 3600)}:${pad2(Math.floor((total % 3600) / 60))}:${pad2(total % 60)}`;
}

/**
 * The same length in words for a screen reader, to the minute ('4 hours 9 minutes'): read when
 * the member reaches the clock, never announced as it ticks.
 */
export function spokenDuration(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
