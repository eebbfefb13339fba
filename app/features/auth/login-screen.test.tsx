import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNavigator } from '../../navigation/navigator';
import { cancelProactiveRefresh } from '../../session/refresh';
import { readTokens } from '../../session/token-store';
import { appStore, INITIAL_APP_STATE } from '../../state/app-store';
import { jsonResponse, makeEmployee, makeJwt, makeProfile } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { on, stubFetch } from '../../test-support/stubs';

const admin = makeProfile([makeEmployee(7, 3)]);
const signedIn = () =>
  on('POST', '/v1/login_email', () =>
    jsonResponse({ access_token: makeJwt({ sub: '42' }), refresh_token: 'r1', expires_in: 900 }),
  );
const me = on('GET', '/v1/me', () => jsonResponse({ data: admin }));
const org = on('GET', '/v1/orgs/7', () => jsonResponse({ data: admin.employees[0]!.organization }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  appStore.setState({ ...INITIAL_APP_STATE, session: 'anonymous' });
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  cancelProactiveRefresh();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetNavigator();
});

describe('login screen', () => {
  it('shows the sign-in form', async () => {
    stubFetch();
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Crewcard' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign_up',
    );
  });

  it('shows validation errors only once a field was touched', async () => {
    stubFetch();
    const { user } = renderApp('/login');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument());
  });

  it('shows required errors for an empty submit, without calling the server', async () => {
    const server = stubFetch();
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(server.calls).toHaveLength(0);
  });

  it('shows the server error of a failed sign-in', async () => {
    const server = stubFetch(
      on('POST', '/v1/login_email', () =>
        jsonResponse({ status_code: 401, message: 'The email or password is incorrect.' }, 401),
      ),
    );
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(server.calls[0]!.body).toEqual({ email: 'ada@example.com', password: 'wrong-pass-1' });
    expect(location().pathname).toBe('/login');
  });

  it('signs in and lands administrators on their dashboard', async () => {
    stubFetch(signedIn(), me, org);
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/org/7/dashboard'));
    expect(readTokens()?.refresh_token).toBe('r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('honours the redirect query after signing in', async () => {
    stubFetch(signedIn(), me, org);
    const { user, location } = renderApp(
      '/login?redirect=%2Fpersonal%2Fsettings%3Ftab%3Da&expired=true',
    );
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(location().pathname + location().search).toBe('/personal/settings?tab=a'),
    );
  });

  it('sends an invitation answer to complete the profile', async () => {
    stubFetch(
      on('POST', '/v1/login_email', () =>
        jsonResponse({
          invite: { token: 'invite-token-123', email: 'ada@example.com', org_name: 'Acme' },
        }),
      ),
    );
    const { user, location } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { name: 'Complete your profile' }),
    ).toBeInTheDocument();
    expect(location().state).toMatchObject({ inviteToken: 'invite-token-123' });
    expect(screen.getByText(/Join Acme on Crewcard/)).toBeInTheDocument();
  });

  it('explains why the previous session ended', async () => {
    stubFetch();
    appStore.setState({ loginError: 'Your token is invalid. Please login again.' });
    renderApp('/login');
    expect(
      await screen.findByText('Your token is invalid. Please login again.'),
    ).toBeInTheDocument();
  });

  it('confirms a password reset', async () => {
    stubFetch();
    renderApp('/login/password-reset');
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected page here with the redirect', async () => {
    stubFetch();
    const { location } = renderApp('/org/7/dashboard?range=week');
    expect(await screen.findByRole('heading', { name: 'Sign in to Crewcard' })).toBeInTheDocument();
    expect(location().pathname + location().search).toBe(
      '/login?redirect=%2Forg%2F7%2Fdashboard%3Frange%3Dweek',
    );
  });
});
