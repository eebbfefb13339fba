import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zLoginEmail, zSignup } from '../../contract/auth';
import { MESSAGES } from '../../contract/errors';
import { nulFields, zodValidatorCompiler } from './validation';
import { AppError } from './app-error';

function validate(schema: z.ZodType, data: unknown) {
  const validator = zodValidatorCompiler({
    schema,
    method: 'POST',
    url: '/',
    httpPart: 'body',
  }) as (data: unknown) => { value?: unknown; error?: unknown };
  return validator(data);
}

describe('zodValidatorCompiler', () => {
  it('returns the parsed value (trimmed, lower-cased, defaulted)', () => {
    expect(validate(zLoginEmail, { email: ' A@B.CO ', password: 'x' }).value).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  it('turns issues into field hints, missing fields worded as required', () => {
    const { error } = validate(zSignup, { email: 'bad' });
    expect(error).toBeInstanceOf(AppError);
    const body = (error as AppError).toBody();
    expect(body.status_code).toBe(400);
    expect(body.message).toBe(MESSAGES.validation);
    expect(body.field_hints?.email).toEqual(['Email is invalid']);
    expect(body.field_hints?.display_name).toEqual([MESSAGES.required]);
    expect(body.field_hints?.platform).toEqual([MESSAGES.required]);
  });

  it('picks the closest branch of a union', () => {
    const { error } = validate(zLoginEmail, { email: 'a@b.co', verification_token: '12' });
    expect((error as AppError).toBody().field_hints).toEqual({
      verification_token: ['The code is 6 digits'],
    });
  });

  it('names nested fields with dots', () => {
    const { error } = validate(z.object({ a: z.object({ b: z.number() }) }), { a: { b: 'x' } });
    expect(Object.keys((error as AppError).toBody().field_hints ?? {})).toEqual(['a.b']);
  });
});

describe('nulFields', () => {
  it('names every string and key holding a NUL, nested ones with dots', () => {
    expect(
      nulFields({ a: 'x\0', b: ['ok', 'y\0'], c: { d: 'ok', 'e\0': 1 }, f: 3, g: null }),
    ).toEqual(['a', 'b.1', 'c.e\\u0000']);
    expect(nulFields('\0')).toEqual(['_']);
    expect(nulFields({ a: 'clean', b: [1, true, { c: 'clean' }] })).toEqual([]);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = '\0';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulFields(deep)).toHaveLength(1);
  });
});
