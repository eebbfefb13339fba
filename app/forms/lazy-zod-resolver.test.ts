import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  zLoginEmail,
  zLoginMobile,
  zMobileVerifyOtp,
  zRequestOtp,
  zRequestPasswordReset,
} from '../../contract/auth';
import { lazyZodResolver } from './lazy-zod-resolver';
import type { Schema } from './use-zod-form';

const zPasswordLogin = zLoginEmail.options[0];

/** What react-hook-form passes a resolver: the fields with their refs, maybe the names to check. */
function optionsFor<T extends FieldValues>(
  names: string[],
  extra: Partial<ResolverOptions<T>> = {},
): ResolverOptions<T> {
  const fields = Object.fromEntries(names.map((name) => [name, { name, ref: { name } }]));
  return { fields, shouldUseNativeValidation: false, ...extra };
}

describe('lazyZodResolver', () => {
  it('gives the same answers as zodResolver for the sign-in schema', async () => {
    const eager = zodResolver(zPasswordLogin);
    const lazy = lazyZodResolver(async () => zPasswordLogin);
    const cases = [
      { email: '', password: '' },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b', password: 'secret' },
      { email: '  Ana@Example.COM ', password: 'secret' },
      { email: 'ana@example.com', password: 'p'.repeat(129) },
      { email: 'ana@example.com', password: 'secret-1' },
    ];
    const variants: ResolverOptions<z.input<typeof zPasswordLogin>>[] = [
      optionsFor(['email', 'password']),
      optionsFor(['email', 'password'], { criteriaMode: 'all' }),
      // A blur validates one field: react-hook-form passes its name.
      optionsFor(['email'], { names: ['email'] }),
    ];
    for (const values of cases) {
      for (const options of variants) {
        expect(await lazy(values, undefined, options)).toEqual(
          await eager(values, undefined, options),
        );
      }
    }
  });

  it("answers 'Email is invalid' for a bad email and the parsed values for good input", async () => {
    const lazy = lazyZodResolver(async () => zPasswordLogin);
    const bad = await lazy(
      { email: 'not-an-email', password: 'x' },
      undefined,
      optionsFor(['email']),
    );
    expect(bad.errors.email).toMatchObject({ message: 'Email is invalid' });
    expect(bad.errors.password).toBeUndefined();
    const good = await lazy(
      { email: ' Ana@Example.COM', password: 'x' },
      undefined,
      optionsFor(['email', 'password']),
    );
    expect(good).toEqual({ values: { email: 'ana@example.com', password: 'x' }, errors: {} });
  });

  it('matches zodResolver for every schema loaded on demand before sign-in', async () => {
    const schemas = [
      [zLoginEmail.options[1], { email: 'a@b.co', verification_token: '12a' }],
      [zRequestOtp, { email: 'nope' }],
      [zRequestPasswordReset, { email: '' }],
      [zLoginMobile, { mobile: '12' }],
      [zMobileVerifyOtp, { otp_request_id: '', code: '1234567' }],
    ] as const;
    for (const [schema, values] of schemas) {
      const options = optionsFor(Object.keys(values));
      const eager = zodResolver(schema as never) as Resolver<FieldValues>;
      const lazy: Resolver<FieldValues> = lazyZodResolver(async () => schema as Schema);
      const expected = await eager(values, undefined, options);
      expect(Object.keys(expected.errors).length).toBeGreaterThan(0);
      expect(await lazy(values, undefined, options)).toEqual(expected);
    }
  });

  it('imports the schema on the first validation only, once', async () => {
    const load = vi.fn(async () => zPasswordLogin);
    const lazy = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    const values = { email: 'a@b.co', password: 'x' };
    await Promise.all([
      lazy(values, undefined, optionsFor(['email'])),
      lazy(values, undefined, optionsFor(['password'])),
    ]);
    await lazy(values, undefined, optionsFor(['email']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the import on preload, without validating', async () => {
    const load = vi.fn(async () => zPasswordLogin);
    const lazy = lazyZodResolver(load);
    lazy.preload();
    lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await lazy({ email: 'a@b.co', password: 'x' }, undefined, optionsFor(['email']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after it failed', async () => {
    const load = vi
      .fn<() => Promise<typeof zPasswordLogin>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(zPasswordLogin);
    const lazy = lazyZodResolver(load);
    const values = { email: 'bad', password: 'x' };
    await expect(lazy(values, undefined, optionsFor(['email']))).rejects.toThrow('Failed to fetch');
    const answer = await lazy(values, undefined, optionsFor(['email']));
    expect(answer.errors.email).toMatchObject({ message: 'Email is invalid' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not leave a failed preload unhandled', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('offline')));
    lazyZodResolver(load).preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
