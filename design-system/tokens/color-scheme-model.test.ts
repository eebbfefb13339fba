import { describe, expect, it } from 'vitest';
import {
  COLOR_SCHEME_STORAGE_KEY,
  isColorScheme,
  nextColorScheme,
  parseColorScheme,
  resolveColorScheme,
} from './color-scheme-model';

describe('parseColorScheme', () => {
  it('keeps the three known schemes', () => {
    expect(parseColorScheme('light')).toBe('light');
    expect(parseColorScheme('dark')).toBe('dark');
    expect(parseColorScheme('auto')).toBe('auto');
  });

  it('defaults to light when nothing is stored', () => {
    expect(parseColorScheme(null)).toBe('light');
    expect(parseColorScheme(undefined)).toBe('light');
  });

  it('turns any other value into light', () => {
    expect(parseColorScheme('purple')).toBe('light');
    expect(parseColorScheme('Dark')).toBe('light');
    expect(parseColorScheme('')).toBe('light');
    expect(parseColorScheme(1)).toBe('light');
    expect(parseColorScheme({ scheme: 'dark' })).toBe('light');
  });
});

describe('isColorScheme', () => {
  it('accepts only light, dark and auto', () => {
    expect(isColorScheme('auto')).toBe(true);
    expect(isColorScheme('system')).toBe(false);
  });
});

describe('nextColorScheme', () => {
  it('uses the payload when there is one', () => {
    expect(nextColorScheme('dark', 'light')).toBe('dark');
  });

  it('uses the saved setting when there is no payload', () => {
    expect(nextColorScheme(undefined, 'auto')).toBe('auto');
  });

  it('falls back to light when neither payload nor saved setting is valid', () => {
    expect(nextColorScheme(undefined, null)).toBe('light');
    expect(nextColorScheme(undefined, 'neon')).toBe('light');
    expect(nextColorScheme('neon', 'dark')).toBe('light');
  });
});

describe('resolveColorScheme', () => {
  it('paints light and dark as chosen whatever the system prefers', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('follows the system preference in auto', () => {
    expect(resolveColorScheme('auto', true)).toBe('dark');
    expect(resolveColorScheme('auto', false)).toBe('light');
  });
});

it('persists under the crewcard key', () => {
  expect(COLOR_SCHEME_STORAGE_KEY).toBe('crewcard.color-scheme');
});
