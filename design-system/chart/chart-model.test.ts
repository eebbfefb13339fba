import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../tokens/contrast';
import {
  CHART_TONE_TOKEN,
  chartTableRows,
  chartValue,
  meterFraction,
  METER_TONES,
  meterTone,
  niceTicks,
  seriesTones,
  seriesValues,
  toneColor,
} from './chart-model';
import type { ChartTone } from './chart-types';

const HOUR = 3600;

describe('niceTicks', () => {
  it('ticks seconds at whole hours (a day of 8h 30m: 0, 5h, 10h)', () => {
    expect(niceTicks([8 * HOUR + 1800, 7 * HOUR], HOUR)).toEqual([0, 5 * HOUR, 10 * HOUR]);
  });

  it('ticks a 40-hour week every 10 hours', () => {
    expect(niceTicks([40 * HOUR, 32 * HOUR], HOUR)).toEqual(
      [0, 10, 20, 30, 40].map((h) => h * HOUR),
    );
  });

  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(niceTicks([12_000, 9_500])).toEqual([0, 5_000, 10_000, 15_000]);
    expect(niceTicks([7])).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks([1_200, 340])).toEqual([0, 500, 1_000, 1_500]);
  });

  it('never steps by less than one unit', () => {
    expect(niceTicks([1800], HOUR)).toEqual([0, HOUR]);
    expect(niceTicks([0.3])).toEqual([0, 1]);
  });

  it('spans one unit when there is nothing above zero', () => {
    expect(niceTicks([], HOUR)).toEqual([0, HOUR]);
    expect(niceTicks([0, 0])).toEqual([0, 1]);
  });

  it('reaches below zero for negative values (a correction)', () => {
    expect(niceTicks([-3, 6])).toEqual([-5, 0, 5, 10]);
  });

  it('ignores values that are not finite', () => {
    expect(niceTicks([Number.NaN, Number.POSITIVE_INFINITY, 4])).toEqual([0, 1, 2, 3, 4]);
  });
});

type Day = { day: string; this_week: number; last_week: number | null };
const week: Day[] = [
  { day: 'Mon', this_week: 8 * HOUR, last_week: 7 * HOUR + 1800 },
  { day: 'Tue', this_week: 9 * HOUR + 900, last_week: null },
];
const series = [
  { key: 'this_week', label: 'This week' },
  { key: 'last_week', label: 'Last week', tone: 'neutral' },
] as const;
const duration = (seconds: number) => `${Math.floor(seconds / HOUR)}h ${(seconds % HOUR) / 60}m`;

describe('chartTableRows', () => {
  it('writes each category with one formatted value per series, in series order', () => {
    expect(
      chartTableRows(week, {
        categoryKey: 'day',
        series,
        formatValue: duration,
        missingValueText: 'None',
      }),
    ).toEqual([
      { category: 'Mon', values: ['8h 0m', '7h 30m'] },
      { category: 'Tue', values: ['9h 15m', 'None'] },
    ]);
  });

  it('writes the category through formatCategory', () => {
    const rows = chartTableRows(week, {
      categoryKey: 'day',
      series,
      formatCategory: (day) => `${String(day)}day`,
      formatValue: duration,
      missingValueText: '—',
    });
    expect(rows.map((row) => row.category)).toEqual(['Monday', 'Tueday']);
    expect(rows[1]?.values).toEqual(['9h 15m', '—']);
  });
});

describe('chartValue and seriesValues', () => {
  it('keeps finite numbers only', () => {
    expect(chartValue(0)).toBe(0);
    expect(chartValue(-2.5)).toBe(-2.5);
    expect(chartValue(null)).toBeNull();
    expect(chartValue(undefined)).toBeNull();
    expect(chartValue(Number.NaN)).toBeNull();
    expect(chartValue('12')).toBeNull();
  });

  it('collects every value of every series, without the missing ones', () => {
    expect(seriesValues(week, series)).toEqual([8 * HOUR, 7 * HOUR + 1800, 9 * HOUR + 900]);
  });
});

describe('series tones', () => {
  it('gives series without a tone the default tones in order, then starts again', () => {
    expect(seriesTones([{}, {}, {}, {}, {}])).toEqual([
      'primary',
      'info',
      'accent',
      'warning',
      'primary',
    ]);
  });

  it("keeps a series' own tone, and only the others take defaults", () => {
    expect(seriesTones([{ tone: 'neutral' }, {}])).toEqual(['neutral', 'primary']);
    expect(seriesTones([{}, { tone: 'danger' }, {}])).toEqual(['primary', 'danger', 'info']);
  });

  it('paints with the token variable, so the theme repaints the bars', () => {
    expect(toneColor('primary')).toBe('var(--cc-primary)');
    expect(toneColor('neutral')).toBe('var(--cc-border-strong)');
  });
});

describe('meters', () => {
  it('fill the share of max, capped at full', () => {
    expect(meterFraction(30 * HOUR, 40 * HOUR)).toBe(0.75);
    expect(meterFraction(44 * HOUR, 40 * HOUR)).toBe(1);
    expect(meterFraction(-1, 40)).toBe(0);
    expect(meterFraction(10, 0)).toBe(0);
    expect(meterFraction(Number.NaN, 40)).toBe(0);
  });

  it('turn warning from 90 % and danger past max', () => {
    expect(meterTone(35 * HOUR, 40 * HOUR)).toBe('primary');
    expect(meterTone(36 * HOUR, 40 * HOUR)).toBe('warning');
    expect(meterTone(40 * HOUR, 40 * HOUR)).toBe('warning');
    expect(meterTone(40 * HOUR + 60, 40 * HOUR)).toBe('danger');
    expect(meterTone(30, 40, 0.75)).toBe('warning');
  });
});

/** The `--cc-*: #hex;` declarations of one block of tokens.css. */
function tokensOf(selector: ':root' | '.dark'): Record<string, string> {
  const css = readFileSync(resolve(import.meta.dirname, '../tokens/tokens.css'), 'utf8');
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('\n}', start));
  return Object.fromEntries(
    [...block.matchAll(/--cc-([\w-]+):\s*(#[0-9a-fA-F]{3,6});/g)].map(([, name, value]) => [
      name!,
      value!,
    ]),
  );
}

const light = tokensOf(':root');
const dark = { ...light, ...tokensOf('.dark') };
const tones = Object.keys(CHART_TONE_TOKEN) as ChartTone[];

describe.each([
  ['light', light],
  ['dark', dark],
])('chart colours in %s', (_scheme, tokens) => {
  const ratio = (a: string, b: string) => contrastRatio(tokens[a]!, tokens[b]!);

  it.each(tones)('a %s bar is 3:1 against the card', (tone) => {
    // WCAG 1.4.11: graphical objects that carry meaning need 3:1 against what is beside them.
    expect(ratio(CHART_TONE_TOKEN[tone], 'surface')).toBeGreaterThanOrEqual(3);
  });

  it.each(METER_TONES)('a %s meter fill is 3:1 against its track and the card', (tone) => {
    expect(ratio(CHART_TONE_TOKEN[tone], 'border')).toBeGreaterThanOrEqual(3);
    expect(ratio(CHART_TONE_TOKEN[tone], 'surface')).toBeGreaterThanOrEqual(3);
  });

  it('writes axis and tooltip text at 4.5:1', () => {
    expect(ratio('text-muted', 'surface')).toBeGreaterThanOrEqual(4.5);
    expect(ratio('text-muted', 'surface-raised')).toBeGreaterThanOrEqual(4.5);
    expect(ratio('text', 'surface-raised')).toBeGreaterThanOrEqual(4.5);
  });
});
