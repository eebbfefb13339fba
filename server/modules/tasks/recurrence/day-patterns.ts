import { daysInMonth, type WeekdayCode } from '../../../../contract/time/plain-date';
import { civilDay, dayNumber, monthIndexOf, monthOfIndex, weekdayOfDay } from './calendar-days';
import type { MonthlyPosition, RecurrenceRule } from './rule';

/**
 * The days a rule repeats on after its start day, as day numbers (calendar-days.ts). Each answer
 * is computed from the start by arithmetic on days, weeks or months, never by walking from the
 * start day by day, so a series years old costs no more to read at today's date than a new one.
 * Only days after the start count: the start itself is the series' first occurrence (RFC 5545
 * DTSTART) whether the rule matches it or not.
 *
 * Classes rather than closures: a list reads thousands of series, and the server's runtime names
 * every closure it creates (a property write each), which cost more than the arithmetic.
 */
export interface DayPattern {
  /** The first matching day on or after `day` (and after the start), or null when none is left. */
  next(day: number): number | null;
  /** The last matching day on or before `day` and after the start, or null. */
  prev(day: number): number | null;
  /** How many matching days lie after the start and before `day`. */
  rank(day: number): number;
}

/** Every `interval` days from the start (FREQ=DAILY without BYDAY). */
class EveryNDays implements DayPattern {
  constructor(
    private readonly start: number,
    private readonly interval: number,
  ) {}

  next(day: number): number {
    return this.start + this.interval * Math.max(1, Math.ceil((day - this.start) / this.interval));
  }

  prev(day: number): number | null {
    const steps = Math.floor((day - this.start) / this.interval);
    return steps >= 1 ? this.start + this.interval * steps : null;
  }

  rank(day: number): number {
    return Math.max(0, Math.ceil((day - this.start) / this.interval) - 1);
  }
}

/**
 * Chosen weekdays in every `interval`-th week, weeks beginning on `weekStart` and counted from
 * the start's week (FREQ=WEEKLY, and FREQ=DAILY;BYDAY as weekly with interval 1).
 */
class WeekdaysEveryNWeeks implements DayPattern {
  /** Places of the chosen weekdays in a week (0 on its first day), in order. */
  private readonly places: number[];
  /** First day of the start's week. */
  private readonly firstWeek: number;

  constructor(
    private readonly start: number,
    weekdays: readonly WeekdayCode[],
    private readonly interval: number,
    private readonly weekStart: WeekdayCode,
  ) {
    this.places = [];
    for (let place = 0; place < 7; place += 1) {
      if (weekdays.includes(((place + weekStart) % 7) as WeekdayCode)) this.places.push(place);
    }
    this.firstWeek = start - this.placeOf(start);
  }

  private placeOf(day: number): number {
    return (weekdayOfDay(day) - this.weekStart + 7) % 7;
  }

  private weekOf(day: number): number {
    return Math.floor((day - this.firstWeek) / 7);
  }

  private dayOf(week: number, place: number): number {
    return this.firstWeek + week * 7 + place;
  }

  private isActive(week: number): boolean {
    return week % this.interval === 0;
  }

  /** Matching days from the start's week up to, not including, `day` (the start's own too). */
  private countBefore(day: number): number {
    const week = this.weekOf(day);
    let count = Math.ceil(week / this.interval) * this.places.length;
    if (this.isActive(week)) {
      const place = this.placeOf(day);
      for (const candidate of this.places) if (candidate < place) count += 1;
    }
    return count;
  }

  next(from: number): number {
    const day = Math.max(from, this.start + 1);
    const week = this.weekOf(day);
    if (this.isActive(week)) {
      const place = this.placeOf(day);
      for (const candidate of this.places)
        if (candidate >= place) return this.dayOf(week, candidate);
    }
    return this.dayOf(week + this.interval - (week % this.interval), this.places[0]!);
  }

  prev(day: number): number | null {
    if (day <= this.start) return null;
    const week = this.weekOf(day);
    let found: number | null = null;
    if (this.isActive(week)) {
      const place = this.placeOf(day);
      for (const candidate of this.places)
        if (candidate <= place) found = this.dayOf(week, candidate);
    }
    if (found === null) {
      const activeWeek = this.isActive(week) ? week - this.interval : week - (week % this.interval);
      if (activeWeek >= 0) found = this.dayOf(activeWeek, this.places[this.places.length - 1]!);
    }
    return found !== null && found > this.start ? found : null;
  }

  rank(day: number): number {
    if (day <= this.start + 1) return 0;
    return this.countBefore(day) - this.countBefore(this.start + 1);
  }
}

/** One day (or none) in each month, from the start's month on (FREQ=MONTHLY, FREQ=YEARLY). */
abstract class DayInEachMonth implements DayPattern {
  private readonly firstMonth: number;

  constructor(
    private readonly start: number,
    /** Months that can pass without a match, after the one searched from; 0: every month has one. */
    private readonly longestGap: number,
  ) {
    const { year, month } = civilDay(start);
    this.firstMonth = monthIndexOf(year, month);
  }

  /** The matching day of a month, or null when the month has none. */
  protected abstract dayIn(year: number, month: number): number | null;

  private dayOfMonthIndex(index: number): number | null {
    const { year, month } = monthOfIndex(index);
    return this.dayIn(year, month);
  }

  private monthOf(day: number): number {
    const { year, month } = civilDay(day);
    return monthIndexOf(year, month);
  }

  /** Whether a month's match counts before `day`: after the start and before the day. */
  private isBetween(index: number, day: number): boolean {
    const found = this.dayOfMonthIndex(index);
    return found !== null && found > this.start && found < day;
  }

  next(from: number): number | null {
    const day = Math.max(from, this.start + 1);
    const first = this.monthOf(day);
    for (let index = first; index <= first + this.longestGap + 1; index += 1) {
      const found = this.dayOfMonthIndex(index);
      if (found !== null && found >= day) return found;
    }
    return null;
  }

  prev(day: number): number | null {
    for (let index = this.monthOf(day); index >= this.firstMonth; index -= 1) {
      const found = this.dayOfMonthIndex(index);
      if (found !== null && found <= day) return found > this.start ? found : null;
    }
    return null;
  }

  rank(day: number): number {
    const lastMonth = this.monthOf(day);
    if (lastMonth < this.firstMonth) return 0;
    if (this.longestGap === 0) {
      // A match every month: all the months, less the first's and the last's when outside.
      if (lastMonth === this.firstMonth) return this.isBetween(lastMonth, day) ? 1 : 0;
      const ends =
        Number(this.isBetween(this.firstMonth, day)) + Number(this.isBetween(lastMonth, day));
      return lastMonth - this.firstMonth - 1 + ends;
    }
    let count = 0;
    for (let index = this.firstMonth; index <= lastMonth; index += 1) {
      if (this.isBetween(index, day)) count += 1;
    }
    return count;
  }
}

/** A day of every month; months without it are skipped (BYMONTHDAY=31). */
class MonthDay extends DayInEachMonth {
  constructor(
    start: number,
    private readonly monthDay: number,
  ) {
    // Every month has the 1st to the 28th; no two months in a row lack a day from 29 to 31.
    super(start, monthDay <= 28 ? 0 : 1);
  }

  protected dayIn(year: number, month: number): number | null {
    return this.monthDay <= daysInMonth(year, month) ? dayNumber(year, month, this.monthDay) : null;
  }
}

/** The first to fourth, or last, weekday of every month (BYDAY=2TU, BYDAY=-1FR). */
class WeekdayOfMonth extends DayInEachMonth {
  constructor(
    start: number,
    private readonly ordinal: MonthlyPosition,
    private readonly weekday: WeekdayCode,
  ) {
    super(start, 0);
  }

  protected dayIn(year: number, month: number): number {
    if (this.ordinal > 0) {
      const first = dayNumber(year, month, 1);
      return first + ((this.weekday - weekdayOfDay(first) + 7) % 7) + (this.ordinal - 1) * 7;
    }
    const last = dayNumber(year, month, daysInMonth(year, month));
    return last - ((weekdayOfDay(last) - this.weekday + 7) % 7);
  }
}

/** A day of one month every year; 29 February in leap years only. */
class DayOfYear extends DayInEachMonth {
  constructor(
    start: number,
    private readonly month: number,
    private readonly monthDay: number,
  ) {
    // 29 February can be eight years away (2096, then 2104).
    super(start, 12 * 8 + 11);
  }

  protected dayIn(year: number, month: number): number | null {
    if (month !== this.month || this.monthDay > daysInMonth(year, month)) return null;
    return dayNumber(year, month, this.monthDay);
  }
}

/**
 * The days of a rule after `start`, with RFC 5545's defaults from the start where the rule leaves
 * a part out: a weekly rule's weekday, a monthly rule's day, a yearly rule's month and day.
 */
export function dayPatternOf(rule: RecurrenceRule, start: number): DayPattern {
  const startCivil = civilDay(start);
  switch (rule.freq) {
    case 'DAILY':
      return rule.weekdays
        ? new WeekdaysEveryNWeeks(start, rule.weekdays, 1, rule.weekStart)
        : new EveryNDays(start, rule.interval);
    case 'WEEKLY':
      return new WeekdaysEveryNWeeks(
        start,
        rule.weekdays ?? [weekdayOfDay(start)],
        rule.interval,
        rule.weekStart,
      );
    case 'MONTHLY':
      return rule.position
        ? new WeekdayOfMonth(start, rule.position.ordinal, rule.position.weekday)
        : new MonthDay(start, rule.monthDay ?? startCivil.day);
    case 'YEARLY':
      return new DayOfYear(start, rule.month ?? startCivil.month, rule.monthDay ?? startCivil.day);
  }
}
