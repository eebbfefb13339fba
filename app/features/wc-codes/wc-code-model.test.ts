import { describe, expect, it } from 'vitest';
import { WC_CODE_TEXT, type WcCode } from '../../../contract/wc-codes';
import {
  createBody,
  formatRate,
  patchBody,
  stateOptions,
  wcCodeFormValues,
  zWcCodeForm,
} from './wc-code-model';

const CODE: WcCode = {
  id: 5,
  code: '5403',
  name: 'Carpentry',
  rate_per_100: 1.2,
  state: 'CA',
  created_at_unix: 1_700_000_000,
  updated_at_unix: 1_700_000_000,
  archived_at_unix: null,
};

const errorsOf = (values: Record<string, unknown>) => {
  const result = zWcCodeForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('formatRate', () => {
  it('writes two to four decimals', () => {
    expect(formatRate(1.2)).toBe('1.20');
    expect(formatRate(1)).toBe('1.00');
    expect(formatRate(1.234)).toBe('1.234');
    expect(formatRate(0.0025)).toBe('0.0025');
    expect(formatRate(12.3456)).toBe('12.3456');
    expect(formatRate(100)).toBe('100.00');
  });
});

describe('stateOptions', () => {
  it('offers the states of the organisation’s country by name', () => {
    const us = stateOptions('us');
    expect(us).toHaveLength(50 + 1);
    expect(us).toContainEqual({ value: 'CA', label: 'California' });
    expect(stateOptions('au')).toContainEqual({ value: 'NSW', label: 'New South Wales' });
    expect(stateOptions(undefined)).toEqual([]);
  });
});

describe('the code form', () => {
  it('requires a code and a rate', () => {
    expect(errorsOf({ code: '', name: '', rate_per_100: null, state: null })).toEqual({
      code: 'This field is required',
      rate_per_100: 'This field is required',
    });
  });

  it('keeps rates within 0 to 100 with at most four decimals', () => {
    const base = { code: '5403', name: '', state: null };
    expect(errorsOf({ ...base, rate_per_100: 100.5 })).toEqual({
      rate_per_100: WC_CODE_TEXT.rateRange,
    });
    expect(errorsOf({ ...base, rate_per_100: 1.23456 })).toEqual({
      rate_per_100: WC_CODE_TEXT.rateDecimals,
    });
    expect(errorsOf({ ...base, rate_per_100: 0 })).toEqual({});
    expect(errorsOf({ ...base, rate_per_100: 1.2345 })).toEqual({});
  });

  it('refuses codes with other characters', () => {
    expect(errorsOf({ code: '54#03', name: '', rate_per_100: 1, state: null })).toEqual({
      code: WC_CODE_TEXT.codeFormat,
    });
  });

  it('sends a blank description and no state as null', () => {
    const values = zWcCodeForm.parse({
      code: ' 5403 ',
      name: '  ',
      rate_per_100: 1.5,
      state: null,
    });
    expect(createBody(values)).toEqual({
      code: '5403',
      name: null,
      rate_per_100: 1.5,
      state: null,
    });
  });

  it('patches only the fields that changed', () => {
    const same = zWcCodeForm.parse(wcCodeFormValues(CODE));
    expect(patchBody(CODE, same)).toEqual({});
    const edited = zWcCodeForm.parse({ ...wcCodeFormValues(CODE), rate_per_100: 1.35 });
    expect(patchBody(CODE, edited)).toEqual({ rate_per_100: 1.35 });
    const cleared = zWcCodeForm.parse({ ...wcCodeFormValues(CODE), name: '', state: null });
    expect(patchBody(CODE, cleared)).toEqual({ name: null, state: null });
  });
});
