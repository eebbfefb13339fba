import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zLoginEmail } from '../../contract/auth';
import { fieldError } from './form-errors';
import { lazySchema, useLightForm, type LazySchema } from './light-form';

const zPasswordLogin = zLoginEmail.options[0];
type Login = typeof zPasswordLogin;

afterEach(cleanup);

/** A sign-in form on the light form, as the public pages use it. */
function LoginForm({
  schema,
  onValid,
  serverHint,
}: {
  schema: LazySchema<Login>;
  onValid: (values: unknown) => void;
  serverHint?: string;
}) {
  const form = useLightForm(schema, { defaultValues: { email: '', password: '' } });
  const [sent, setSent] = useState(0);
  return (
    <form
      noValidate
      onFocus={schema.preload}
      onSubmit={form.handleSubmit(async (values) => {
        onValid(values);
        setSent((count) => count + 1);
        if (serverHint) form.setError('password', { type: 'server', message: serverHint });
      })}
    >
      <label htmlFor="email">Email</label>
      <input id="email" {...form.register('email')} />
      <p>{fieldError(form, 'email')}</p>
      <label htmlFor="password">Password</label>
      <input id="password" type="password" {...form.register('password')} />
      <p>{fieldError(form, 'password')}</p>
      <button type="submit" disabled={form.formState.isSubmitting}>
        Sign in
      </button>
      <output>{sent}</output>
    </form>
  );
}

describe('useLightForm', () => {
  it('imports the schema only once a field is focused, and once', async () => {
    const load = vi.fn(async () => zPasswordLogin);
    const schema = lazySchema(load);
    render(<LoginForm schema={schema} onValid={vi.fn()} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByLabelText('Password'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an error once the field was left, then follows every change', async () => {
    render(<LoginForm schema={lazySchema(async () => zPasswordLogin)} onValid={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'not-an-email');
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@example.com');
    await waitFor(() => expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument());
  });

  it('on submit shows every error, focuses the first invalid field and sends nothing', async () => {
    const onValid = vi.fn();
    render(<LoginForm schema={lazySchema(async () => zPasswordLogin)} onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands on the parsed values and puts a server hint under its field', async () => {
    const onValid = vi.fn();
    render(
      <LoginForm
        schema={lazySchema(async () => zPasswordLogin)}
        onValid={onValid}
        serverHint="Wrong password"
      />,
    );
    await userEvent.type(screen.getByLabelText('Email'), '  Ana@Example.COM ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(onValid).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secret' });
  });

  it('tries a failed schema import again on the next use', async () => {
    const load = vi
      .fn<() => Promise<Login>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(zPasswordLogin);
    const schema = lazySchema(load);
    await expect(schema.load()).rejects.toThrow('offline');
    await expect(schema.load()).resolves.toBe(zPasswordLogin);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
