import { describe, expect, it } from 'vitest';
import { visibleFieldError } from './form-model';

const error = 'Email is invalid';

describe('visibleFieldError', () => {
  it('hides the error of a field that was never touched', () => {
    expect(
      visibleFieldError({ isTouched: false, isSubmitted: false, isValidating: false, error }),
    ).toBeUndefined();
  });

  it('shows the error once the field was touched', () => {
    expect(
      visibleFieldError({ isTouched: true, isSubmitted: false, isValidating: false, error }),
    ).toBe('Email is invalid');
  });

  it('shows the error of an untouched field once the form was submitted', () => {
    expect(
      visibleFieldError({ isTouched: false, isSubmitted: true, isValidating: false, error }),
    ).toBe('Email is invalid');
  });

  it('hides the error while the field is validating, touched or submitted', () => {
    expect(
      visibleFieldError({ isTouched: true, isSubmitted: false, isValidating: true, error }),
    ).toBeUndefined();
    expect(
      visibleFieldError({ isTouched: false, isSubmitted: true, isValidating: true, error }),
    ).toBeUndefined();
    expect(
      visibleFieldError({ isTouched: true, isSubmitted: true, isValidating: true, error }),
    ).toBeUndefined();
  });

  it('shows nothing when there is no error', () => {
    expect(
      visibleFieldError({
        isTouched: true,
        isSubmitted: true,
        isValidating: false,
        error: undefined,
      }),
    ).toBeUndefined();
    expect(
      visibleFieldError({ isTouched: true, isSubmitted: true, isValidating: false, error: '' }),
    ).toBeUndefined();
  });
});
