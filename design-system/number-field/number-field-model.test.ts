import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  decimalPlaces,
  formatNumber,
  isNumberDraft,
  numberInputMode,
  parseNumberDraft,
  stepNumber,
} from './number-field-model';

const whole = { allowNegative: false, allowDecimal: false };
const signedDecimal = { allowNegative: true, allowDecimal: true };

describe('isNumberDraft', () => {
  it('accepts digits and the empty field', () => {
    expect(isNumberDraft('', whole)).toBe(true);
    expect(isNumberDraft('42', whole)).toBe(true);
  });

  it('refuses letters, exponents and spaces', () => {
    expect(isNumberDraft('4a', whole)).toBe(false);
    expect(isNumberDraft('abc', signedDecimal)).toBe(false);
    expect(isNumberDraft('1e5', signedDecimal)).toBe(false);
    expect(isNumberDraft('1 000', signedDecimal)).toBe(false);
  });

  it('accepts a point only for decimals, and only one', () => {
    expect(isNumberDraft('1.', whole)).toBe(false);
    expect(isNumberDraft('1.', signedDecimal)).toBe(true);
    expect(isNumberDraft('.5', signedDecimal)).toBe(true);
    expect(isNumberDraft('1.2.3', signedDecimal)).toBe(false);
  });

  it('accepts a leading minus only where negatives are allowed', () => {
    expect(isNumberDraft('-', whole)).toBe(false);
    expect(isNumberDraft('-', signedDecimal)).toBe(true);
    expect(isNumberDraft('-3.5', signedDecimal)).toBe(true);
    expect(isNumberDraft('3-', signedDecimal)).toBe(false);
  });
});

describe('parseNumberDraft', () => {
  it('reads numbers', () => {
    expect(parseNumberDraft('42')).toBe(42);
    expect(parseNumberDraft('-3.5')).toBe(-3.5);
    expect(parseNumberDraft('1.')).toBe(1);
    expect(parseNumberDraft('.5')).toBe(0.5);
    expect(parseNumberDraft('007')).toBe(7);
  });

  it('is null while there is no number yet', () => {
    expect(parseNumberDraft('')).toBeNull();
    expect(parseNumberDraft('-')).toBeNull();
    expect(parseNumberDraft('.')).toBeNull();
    expect(parseNumberDraft('-.')).toBeNull();
  });
});

describe('formatNumber', () => {
  it('shows null as an empty field', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(2.5)).toBe('2.5');
  });
});

describe('clampNumber', () => {
  it('keeps values within min and max, inclusive', () => {
    expect(clampNumber(0, { min: 1, max: 99 })).toBe(1);
    expect(clampNumber(1, { min: 1, max: 99 })).toBe(1);
    expect(clampNumber(99, { min: 1, max: 99 })).toBe(99);
    expect(clampNumber(100, { min: 1, max: 99 })).toBe(99);
    expect(clampNumber(-5, {})).toBe(-5);
  });
});

describe('stepNumber', () => {
  it('adds and takes away one step', () => {
    expect(stepNumber(5, 1, {})).toBe(6);
    expect(stepNumber(5, -1, {})).toBe(4);
    expect(stepNumber(10, 1, { step: 5 })).toBe(15);
  });

  it('stops at min and max', () => {
    expect(stepNumber(99, 1, { min: 1, max: 99 })).toBe(99);
    expect(stepNumber(98, 1, { min: 1, max: 99 })).toBe(99);
    expect(stepNumber(1, -1, { min: 1, max: 99 })).toBe(1);
    expect(stepNumber(2, -1, { min: 1, max: 99 })).toBe(1);
  });

  it('starts an empty field at min going up and at max going down', () => {
    expect(stepNumber(null, 1, { min: 1, max: 99 })).toBe(1);
    expect(stepNumber(null, -1, { min: 1, max: 99 })).toBe(99);
    expect(stepNumber(null, 1, {})).toBe(0);
    expect(stepNumber(null, 1, { min: 5 })).toBe(5);
  });

  it('moves a value between steps to the next step in that direction', () => {
    expect(stepNumber(2.5, 1, {})).toBe(3);
    expect(stepNumber(2.5, -1, {})).toBe(2);
    expect(stepNumber(7, 1, { step: 5 })).toBe(10);
    expect(stepNumber(7, -1, { step: 5 })).toBe(5);
    // Steps count from min: 1, 6, 11…
    expect(stepNumber(1, 1, { min: 1, step: 5 })).toBe(6);
  });

  it('steps decimals without floating point noise', () => {
    expect(stepNumber(0.2, 1, { step: 0.1 })).toBe(0.3);
    expect(stepNumber(0.3, 1, { step: 0.1 })).toBe(0.4);
    expect(stepNumber(0.3, -1, { step: 0.1 })).toBe(0.2);
    expect(stepNumber(1.15, 1, { step: 0.05 })).toBe(1.2);
  });
});

describe('decimalPlaces', () => {
  it('counts digits after the point', () => {
    expect(decimalPlaces(1)).toBe(0);
    expect(decimalPlaces(0.25)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(7);
  });
});

describe('numberInputMode', () => {
  it('asks phones for a digits keypad or one with a point', () => {
    expect(numberInputMode(false)).toBe('numeric');
    expect(numberInputMode(true)).toBe('decimal');
  });
});
