import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { deviceTypeOf } from './device-type';
import { applyServerError } from './form-errors';

describe('deviceTypeOf', () => {
  it('tells desktops, phones and tablets apart', () => {
    expect(
      deviceTypeOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
      ),
    ).toBe('desktop');
    expect(
      deviceTypeOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15',
      ),
    ).toBe('desktop');
    expect(
      deviceTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'),
    ).toBe('mobile');
    expect(
      deviceTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36'),
    ).toBe('mobile');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) Mobile/15E148')).toBe(
      'tablet',
    );
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/120 Safari/537.36')).toBe(
      'tablet',
    );
    expect(deviceTypeOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe(
      'tablet',
    );
  });
});

describe('applyServerError', () => {
  it('puts field hints on the fields they name and returns the text for the alert', () => {
    const setError = vi.fn();
    const form = { setError, getValues: () => ({ email: 'a@b.co', password: 'x' }) };
    const error = new ApiError(400, {
      message: 'Please check the highlighted fields.',
      field_hints: {
        email: ['An account with this email already exists.'],
        other: ['Not a field'],
      },
    });
    expect(applyServerError(form as never, error)).toBe('• Not a field');
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'An account with this email already exists.',
    });
  });

  it('gives the alert the message alone when every hint sits under its field', () => {
    const setError = vi.fn();
    const form = { setError, getValues: () => ({ email: '' }) };
    const error = new ApiError(409, {
      message: 'Please check the highlighted fields.',
      field_hints: { email: ['Taken'] },
    });
    expect(applyServerError(form as never, error)).toBe('Please check the highlighted fields.');
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken' });
  });

  it('leaves the alert out when its message is the hint under the field', () => {
    const form = { setError: vi.fn(), getValues: () => ({ current_password: 'x' }) };
    const error = new ApiError(400, {
      message: 'The current password is incorrect.',
      field_hints: { current_password: ['The current password is incorrect.'] },
    });
    expect(applyServerError(form as never, error)).toBeNull();
    expect(form.setError).toHaveBeenCalledWith('current_password', {
      type: 'server',
      message: 'The current password is incorrect.',
    });
  });

  it('returns the message of errors without hints', () => {
    const form = { setError: vi.fn(), getValues: () => ({}) };
    expect(
      applyServerError(
        form as never,
        new ApiError(401, { message: 'The email or password is incorrect.' }),
      ),
    ).toBe('The email or password is incorrect.');
    expect(form.setError).not.toHaveBeenCalled();
  });
});
