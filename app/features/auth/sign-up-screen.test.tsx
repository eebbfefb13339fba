import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNavigator } from '../../navigation/navigator';
import { cancelProactiveRefresh } from '../../session/refresh';
import { appStore, INITIAL_APP_STATE } from '../../state/app-store';
import { jsonResponse, makeEmployee, makeJwt, makeProfile } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { on, stubFetch } from '../../test-support/stubs';
import { SALES_CALENDAR_KEY } from './sign-up-screen';

const profile = makeProfile([makeEmployee(7, 3)]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  appStore.setState({ ...INITIAL_APP_STATE, session: 'anonymous' });
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36',
    maxTouchPoints: 0,
  });
});

afterEach(() => {
  cleanup();
  cancelProactiveRefresh();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetNavigator();
});

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'analytical-1');
  await user.type(screen.getByLabelText('Business name'), 'Engines Ltd');
  await user.selectOptions(screen.getByLabelText('Country'), 'au');
  await user.selectOptions(screen.getByLabelText('Company size'), '6-10');
}

describe('sign-up screen', () => {
  it('shows the form with an optional mobile', async () => {
    stubFetch();
    renderApp('/sign_up');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    for (const label of [
      'Full name',
      'Email',
      'Password',
      'Business name',
      'Country',
      'Company size',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Mobile/)).toBeInTheDocument();
    expect(screen.getByText('Optional')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '10,000+ people' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('shows the validation catalogue after a field is touched', async () => {
    stubFetch();
    const { user } = renderApp('/sign_up');
    const name = await screen.findByLabelText('Full name');
    await user.type(name, 'Ada');
    expect(screen.queryByText('Please enter a first and last name')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a first and last name')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'letters');
    await user.tab();
    expect(await screen.findByText('Password must be 8-64 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'only');
    expect(
      await screen.findByText('Password must contain at least one number or symbol'),
    ).toBeInTheDocument();
  });

  it('asks for a company size on submit', async () => {
    const server = stubFetch();
    const { user } = renderApp('/sign_up');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please choose a company size')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('signs up with the device type and platform, then lands on the dashboard', async () => {
    const server = stubFetch(
      on('POST', '/v1/signup', () =>
        jsonResponse({
          access_token: makeJwt({ sub: '42' }),
          refresh_token: 'r1',
          expires_in: 900,
          profile,
          sales_owner_calendar_link: 'https://cal.example/sales',
        }),
      ),
      on('GET', '/v1/me', () => jsonResponse({ data: profile })),
      on('GET', '/v1/orgs/7', () => jsonResponse({ data: profile.employees[0]!.organization })),
    );
    const { user, location } = renderApp('/sign_up');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location().pathname).toBe('/org/7/dashboard'));
    expect(server.calls[0]!.body).toEqual({
      display_name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical-1',
      business_name: 'Engines Ltd',
      country_code: 'au',
      company_size: '6-10',
      device_type: 'desktop',
      platform: 'Web',
    });
    expect(sessionStorage.getItem(SALES_CALENDAR_KEY)).toBe('https://cal.example/sales');
    expect(appStore.getState().session).toBe('authenticated');
  });

  it('shows server errors, with field hints on their fields', async () => {
    stubFetch(
      on('POST', '/v1/signup', () =>
        jsonResponse(
          {
            status_code: 409,
            message: 'Please check the highlighted fields.',
            field_hints: {
              email: ['An account with this email already exists. Please sign in instead.'],
            },
          },
          409,
        ),
      ),
    );
    const { user } = renderApp('/sign_up');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(
      document.getElementById(email.getAttribute('aria-describedby')!.split(' ').pop()!),
    ).toHaveTextContent('An account with this email already exists. Please sign in instead.');
  });
});
