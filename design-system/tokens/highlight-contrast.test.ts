import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast';

/** The `--cc-*: #hex;` declarations of one block of tokens.css (`:root {` or `.dark {`). */
function tokensOf(selector: ':root' | '.dark'): Record<string, string> {
  const css = readFileSync(resolve(import.meta.dirname, 'tokens.css'), 'utf8');
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
/** Dark overrides the light values it names. */
const dark = { ...light, ...tokensOf('.dark') };
const ratio = (tokens: Record<string, string>, a: string, b: string) =>
  Math.round(contrastRatio(tokens[a]!, tokens[b]!) * 100) / 100;

describe('contrastRatio', () => {
  it('follows WCAG 2', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    expect(contrastRatio('rgb(118, 118, 118)', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('reads the colour forms getComputedStyle gives', () => {
    expect(parseColor('rgb(194, 65, 12)')).toEqual([194, 65, 12]);
    expect(parseColor('rgb(194 65 12)')).toEqual([194, 65, 12]);
    expect(parseColor('rgba(194, 65, 12, 1)')).toEqual([194, 65, 12]);
    expect(() => parseColor('rgba(0, 0, 0, 0.5)')).toThrow();
    expect(() => parseColor('orange')).toThrow();
  });
});

// The numbers quoted in styles.css (item-highlight) and in issue 11, item 9.
describe.each([
  ['light', light],
  ['dark', dark],
])('the highlighted menu item in %s', (_scheme, tokens) => {
  it('was too faint with a background only (the bug)', () => {
    expect(ratio(tokens, 'surface-sunken', 'surface-raised')).toBeLessThan(3);
    expect(ratio(tokens, 'primary-soft', 'surface-raised')).toBeLessThan(3);
  });

  it('has a bar of at least 3:1 against the menu surface and its own background', () => {
    expect(ratio(tokens, 'primary', 'surface-raised')).toBeGreaterThanOrEqual(3);
    expect(ratio(tokens, 'primary', 'primary-soft')).toBeGreaterThanOrEqual(3);
    expect(ratio(tokens, 'danger', 'surface-raised')).toBeGreaterThanOrEqual(3);
    expect(ratio(tokens, 'danger', 'danger-soft')).toBeGreaterThanOrEqual(3);
  });

  it('keeps the item text readable on the highlight (4.5:1)', () => {
    expect(ratio(tokens, 'text', 'primary-soft')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(tokens, 'danger', 'danger-soft')).toBeGreaterThanOrEqual(4.5);
  });
});

it('matches the ratios written in styles.css', () => {
  expect(ratio(light, 'surface-sunken', 'surface-raised')).toBe(1.13);
  expect(ratio(dark, 'surface-sunken', 'surface-raised')).toBe(1.24);
  expect([
    ratio(light, 'primary', 'surface-raised'),
    ratio(light, 'primary', 'primary-soft'),
  ]).toEqual([5.18, 4.69]);
  expect([
    ratio(dark, 'primary', 'surface-raised'),
    ratio(dark, 'primary', 'primary-soft'),
  ]).toEqual([5.59, 5.9]);
  expect([ratio(light, 'danger', 'surface-raised'), ratio(light, 'danger', 'danger-soft')]).toEqual(
    [6.47, 5.66],
  );
  expect([ratio(dark, 'danger', 'surface-raised'), ratio(dark, 'danger', 'danger-soft')]).toEqual([
    5.66, 5.9,
  ]);
});
