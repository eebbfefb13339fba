import { describe, expect, it } from 'vitest';
import {
  TIME_INPUT_PLACEHOLDER,
  TIME_OPTIONS,
  addMinutes,
  filterTimeOptions,
  formatTime,
  fromMinutes,
  minuteChoices,
  nearestOptionIndex,
  normalizeTimeText,
  parseTime,
  readTypedTime,
  roundToStep,
  timeOptions,
} from './time-options';

describe('the option list', () => {
  it('has 96 quarter-hour options from 12:00 AM to 11:45 PM', () => {
    expect(TIME_OPTIONS).toHaveLength(96);
    expect(TIME_OPTIONS[0]).toEqual({ hour: 0, minute: 0, label: '12:00 AM' });
    expect(TIME_OPTIONS[1]?.label).toBe('12:15 AM');
    expect(TIME_OPTIONS[4]?.label).toBe('1:00 AM');
    expect(TIME_OPTIONS[48]).toEqual({ hour: 12, minute: 0, label: '12:00 PM' });
    expect(TIME_OPTIONS[95]).toEqual({ hour: 23, minute: 45, label: '11:45 PM' });
    expect(TIME_OPTIONS[96]).toBeUndefined();
  });

  it('can be built at another step', () => {
    expect(timeOptions(30)).toHaveLength(48);
  });

  it('offers minutes 0-59 or 0, 15, 30, 45', () => {
    expect(minuteChoices(1)).toHaveLength(60);
    expect(minuteChoices(1)[59]).toBe(59);
    expect(minuteChoices(15)).toEqual([0, 15, 30, 45]);
  });

  it('has the spec placeholder', () => {
    expect(TIME_INPUT_PLACEHOLDER).toBe('HH:MM AM or PM');
  });
});

describe('formatTime', () => {
  it('writes a 12-hour time with AM or PM', () => {
    expect(formatTime({ hour: 0, minute: 0 })).toBe('12:00 AM');
    expect(formatTime({ hour: 9, minute: 5 })).toBe('9:05 AM');
    expect(formatTime({ hour: 12, minute: 30 })).toBe('12:30 PM');
    expect(formatTime({ hour: 23, minute: 59 })).toBe('11:59 PM');
  });
});

describe('wrapping within a day', () => {
  it('wraps past midnight both ways', () => {
    expect(fromMinutes(24 * 60)).toEqual({ hour: 0, minute: 0 });
    expect(fromMinutes(-15)).toEqual({ hour: 23, minute: 45 });
    expect(addMinutes({ hour: 23, minute: 45 }, 15)).toEqual({ hour: 0, minute: 0 });
    expect(addMinutes({ hour: 0, minute: 0 }, -15)).toEqual({ hour: 23, minute: 45 });
    expect(addMinutes({ hour: 22, minute: 0 }, 3 * 60)).toEqual({ hour: 1, minute: 0 });
  });

  it('rounds to the quarter hour, wrapping at midnight', () => {
    expect(roundToStep({ hour: 9, minute: 7 }, 15)).toEqual({ hour: 9, minute: 0 });
    expect(roundToStep({ hour: 9, minute: 8 }, 15)).toEqual({ hour: 9, minute: 15 });
    expect(roundToStep({ hour: 9, minute: 53 }, 15)).toEqual({ hour: 10, minute: 0 });
    expect(roundToStep({ hour: 23, minute: 53 }, 15)).toEqual({ hour: 0, minute: 0 });
    expect(roundToStep({ hour: 9, minute: 7 }, 1)).toEqual({ hour: 9, minute: 7 });
  });
});

describe('parsing typed text', () => {
  it('upper-cases what is typed', () => {
    expect(normalizeTimeText('p')).toBe('P');
    expect(normalizeTimeText('9:30 am')).toBe('9:30 AM');
  });

  it('reads 12-hour times in any case and spacing', () => {
    expect(parseTime('9:30 AM')).toEqual({ hour: 9, minute: 30 });
    expect(parseTime('9:30 pm')).toEqual({ hour: 21, minute: 30 });
    expect(parseTime('09:30PM')).toEqual({ hour: 21, minute: 30 });
    expect(parseTime('9p')).toEqual({ hour: 21, minute: 0 });
    expect(parseTime('930a')).toEqual({ hour: 9, minute: 30 });
    expect(parseTime('1:15 p.m.')).toEqual({ hour: 13, minute: 15 });
    expect(parseTime('  7:05 am ')).toEqual({ hour: 7, minute: 5 });
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(parseTime('12:00 AM')).toEqual({ hour: 0, minute: 0 });
    expect(parseTime('12:15 PM')).toEqual({ hour: 12, minute: 15 });
  });

  it('reads a time without AM or PM as morning up to 11, noon at 12, else 24-hour', () => {
    expect(parseTime('9')).toEqual({ hour: 9, minute: 0 });
    expect(parseTime('12')).toEqual({ hour: 12, minute: 0 });
    expect(parseTime('0:30')).toEqual({ hour: 0, minute: 30 });
    expect(parseTime('21:30')).toEqual({ hour: 21, minute: 30 });
    expect(parseTime('2130')).toEqual({ hour: 21, minute: 30 });
  });

  it('refuses what is not a time', () => {
    expect(parseTime('')).toBeNull();
    expect(parseTime('P')).toBeNull();
    expect(parseTime('lunch')).toBeNull();
    expect(parseTime('13 PM')).toBeNull();
    expect(parseTime('0 AM')).toBeNull();
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9:60')).toBeNull();
    expect(parseTime('9:5')).toBeNull();
  });

  it('rounds typed minutes when minutes come in quarters', () => {
    expect(parseTime('9:07 AM', 15)).toEqual({ hour: 9, minute: 0 });
    expect(parseTime('11:55 PM', 15)).toEqual({ hour: 0, minute: 0 });
    expect(parseTime('9:07 AM', 1)).toEqual({ hour: 9, minute: 7 });
  });
});

describe('the typed forms that read as a time', () => {
  it.each([
    ['0:00', 0, 0],
    ['00:00', 0, 0],
    ['0', 0, 0],
    ['7', 7, 0],
    ['7a', 7, 0],
    ['7A', 7, 0],
    ['7 am', 7, 0],
    ['7p', 19, 0],
    ['7:30', 7, 30],
    ['07:30', 7, 30],
    ['7:30 pm', 19, 30],
    ['7:30PM', 19, 30],
    ['7:30 p.m.', 19, 30],
    ['730pm', 19, 30],
    ['730', 7, 30],
    ['19:30', 19, 30],
    ['1930', 19, 30],
    ['12', 12, 0],
    ['12a', 0, 0],
    ['12:45 AM', 0, 45],
    ['12p', 12, 0],
    ['23:59', 23, 59],
  ])('reads %j as %i:%i', (text, hour, minute) => {
    expect(parseTime(text)).toEqual({ hour, minute });
  });

  it.each([
    '25:99',
    '24:00',
    '12:60',
    '25',
    '13 PM',
    '0 AM',
    '00 PM',
    '9:5',
    '7:300',
    '12345',
    'ABC',
    '7 x',
    ':30',
    '-1',
  ])('refuses %j', (text) => {
    expect(parseTime(text)).toBeNull();
  });
});

describe('readTypedTime, what Enter or leaving the field commits', () => {
  it('keeps a readable time as typed', () => {
    expect(readTypedTime('0:00')).toEqual({ kind: 'time', value: { hour: 0, minute: 0 } });
    expect(readTypedTime('7:30 PM')).toEqual({ kind: 'time', value: { hour: 19, minute: 30 } });
    expect(readTypedTime('9:07', 15)).toEqual({ kind: 'time', value: { hour: 9, minute: 0 } });
  });

  it('clears on blank text, spaces included', () => {
    expect(readTypedTime('')).toEqual({ kind: 'empty' });
    expect(readTypedTime('   ')).toEqual({ kind: 'empty' });
    expect(readTypedTime('\t ')).toEqual({ kind: 'empty' });
  });

  it('reports anything else with the field error', () => {
    for (const text of ['25:99', '24:00', '12:60', 'ABC', 'P'])
      expect(readTypedTime(text)).toEqual({
        kind: 'invalid',
        message: 'Enter a time like 7:30 AM',
      });
  });
});

describe('filtering by typed text', () => {
  const labels = (text: string) => filterTimeOptions(text).options.map((option) => option.label);

  it('shows every option for empty text', () => {
    expect(filterTimeOptions('')).toEqual({ options: TIME_OPTIONS, isFallback: false });
  });

  it('keeps the options holding the text, upper-cased', () => {
    const pm = filterTimeOptions('p');
    expect(pm.isFallback).toBe(false);
    expect(pm.options).toHaveLength(48);
    expect(pm.options.every((option) => option.label.endsWith('PM'))).toBe(true);
    expect(labels('1:3')).toEqual(['1:30 AM', '11:30 AM', '1:30 PM', '11:30 PM']);
    expect(labels('9:45 p')).toEqual(['9:45 PM']);
  });

  it('ignores spaces and a leading zero', () => {
    expect(labels('09:45PM')).toEqual(['9:45 PM']);
    expect(labels('9:45pm')).toEqual(['9:45 PM']);
  });

  it('falls back to the full list when nothing matches', () => {
    const none = filterTimeOptions('x');
    expect(none.isFallback).toBe(true);
    expect(none.options).toHaveLength(96);
    expect(filterTimeOptions('9:07').options).toHaveLength(96);
  });
});

describe('nearestOptionIndex', () => {
  it('finds the option at or just before a time', () => {
    expect(nearestOptionIndex(TIME_OPTIONS, { hour: 9, minute: 0 })).toBe(36);
    expect(nearestOptionIndex(TIME_OPTIONS, { hour: 9, minute: 10 })).toBe(36);
    expect(nearestOptionIndex(TIME_OPTIONS, { hour: 23, minute: 59 })).toBe(95);
    expect(nearestOptionIndex([], { hour: 1, minute: 0 })).toBe(0);
  });
});
