import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';

import { RULE_TEXT } from '../../../contract/validation';

import { jsonResponse, makeEmployee, makeProfile } from '../../test-support/fixtures';

import { renderApp } from '../../test-support/render-app';

import { on, stubFetch, type FetchCall } from '../../test-support/stubs';

import { admin, manager, orgDetail, orgRoute, signInAs } from './orgs-test-support';

import { resetBetweenScreenTests } from '../../test-support/screen-session';

const created = orgDetail({ id: 31, name: 'Gamma Electric', country_code: 'au' });

const configRoute = (call: FetchCall) => {
  const country = /^\/v1\/config\/(\w+)$/.exec(call.url)?.[1];
  if (!country) return undefined;
  const zones =
    country === 'au'
      ? [{ value: 'Australia/Sydney', label: 'Sydney' }]
      : [{ value: 'America/Chicago', label: 'Central' }];
  return jsonResponse({ data: { timezones: zones, eoa_reasons: [], learn_more_video_urls: {} } });
};

resetBetweenScreenTests();

describe('create organisation page', { timeout: 15_000 }, () => {
  it('checks the fields with the catalogue’s rules before sending anything', async () => {
    const server = stubFetch(configRoute, orgRoute(orgDetail()));
    signInAs(admin, 7);
    const { user } = renderApp('/org');
    await user.click(await screen.findByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText(RULE_TEXT.required)).toBeInTheDocument();
    expect(screen.getByText('Please choose a company size')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Al');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText(RULE_TEXT.businessNameLength)).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates the organisation and opens its dashboard', async () => {
    const me = makeProfile([makeEmployee(7, 3), makeEmployee(31, 3)]);
    const server = stubFetch(
      configRoute,
      orgRoute(orgDetail()),
      orgRoute(created),
      on('POST', '/v1/orgs', () => jsonResponse({ data: created })),
      on('GET', '/v1/me', () => jsonResponse({ data: me })),
    );
    signInAs(admin, 7);
    const { user, location } = renderApp('/org');
    await user.type(
      await screen.findByRole('textbox', { name: 'Business name' }),
      'Gamma Electric',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'au');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company size' }), '2-5');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Sydney' })).toBeInTheDocument());
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Time zone/ }),
      'Australia/Sydney',
    );
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(location().pathname).toBe('/org/31/dashboard'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Gamma Electric',
      country_code: 'au',
      company_size: '2-5',
      timezone: 'Australia/Sydney',
    });
    expect(await screen.findByText('Gamma Electric has been created.')).toBeInTheDocument();
  });

  it('shows the server’s field hints under their fields', async () => {
    stubFetch(
      configRoute,
      orgRoute(orgDetail()),
      on('POST', '/v1/orgs', () =>
        jsonResponse(
          {
            status_code: 400,
            message: 'Validation failed',
            field_hints: { timezone: [MESSAGES.invalidTimezone] },
          },
          400,
        ),
      ),
    );
    signInAs(admin, 7);
    const { user } = renderApp('/org');
    await user.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Delta Co');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company size' }), '2-5');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText(MESSAGES.invalidTimezone)).toBeInTheDocument();
  });

  it('sends someone without the create permission to the 403 page', async () => {
    stubFetch(orgRoute(orgDetail()));
    signInAs(manager, 7);
    const { location } = renderApp('/org');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(location().pathname).toBe('/error/403');
  });
});
