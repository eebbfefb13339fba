import { formatHours } from '../../../../design-system/format/format-hours';
import { partsOf, type PlainDate } from '../../../../contract/time/plain-date';
import { zonedDate } from '../../../../contract/time/zoned-time';

/** Words of the summary's dates and times, in the organisation's zone. */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as a column reads it: 'Mon 23 Nov' (the same in the US and Australia). */
export function dayLabel(date: PlainDate): string {
  const { year, month, day } = partsOf(date);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${MONTHS[month - 1]}`;
}

/**
 * A day as the hours grid's column reads it: 'Mon 23'. Short, so a week and the total fit a
 * desktop page without scrolling sideways; the range picker above names the month.
 */
export function dayColumnLabel(date: PlainDate): string {
  const { year, month, day } = partsOf(date);
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${day}`;
}

/** Worked time as the grid shows it ('08:30'); nothing worked shows a dash. */
export function hoursText(seconds: number): string {
  return seconds > 0 ? formatHours(seconds) : '—';
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A wall-clock time of the zone: '7:02 AM'. */
export function timeText(unix: number, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(unix * 1000));
}

/** A clock-out: its time, with its day when it is not the clock-in's day. */
export function clockOutText(clockIn: number, clockOut: number, timeZone: string): string {
  const outDay = zonedDate(clockOut, timeZone);
  const time = timeText(clockOut, timeZone);
  return outDay === zonedDate(clockIn, timeZone) ? time : `${dayLabel(outDay)}, ${time}`;
}
