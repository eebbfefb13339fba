import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../../design-system/toast/toast';
import { QueryProvider } from '../../../api/query-provider';
import { queryClient } from '../../../api/query-client';
import { writeTokens } from '../../../session/token-store';
import { jsonResponse, makeJwt } from '../../../test-support/fixtures';
import { on, stubFetch } from '../../../test-support/stubs';
import { WcCodesPanel } from './wc-codes-panel';

const CODE = {
  id: 1,
  code: '5403',
  name: 'Carpentry',
  rate_per_100: 1.2,
  state: 'CA',
  created_at_unix: 1_700_000_000,
  updated_at_unix: 1_700_000_000,
  archived_at_unix: null,
};

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  writeTokens({
    access_token: makeJwt({ sub: '42', typ: 'access' }),
    refresh_token: 'r1',
    expires_in: 900,
  });
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(canManage: boolean) {
  return render(
    <MemoryRouter>
      <ToastProvider>
        <QueryProvider>
          <WcCodesPanel orgId={7} countryCode="us" canManage={canManage} />
        </QueryProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('the codes panel for readers', () => {
  it('lists the codes without any control that writes', async () => {
    stubFetch(
      on('GET', '/v1/orgs/7/wc_codes', () =>
        jsonResponse({
          data: [CODE],
          meta: { current_page: 1, last_page: 1, total: 1, per_page: 20, to: 1 },
        }),
      ),
    );
    renderPanel(false);
    expect(await screen.findByText('5403')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search codes' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Show archived codes' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for 5403' })).not.toBeInTheDocument();
  });

  it('tells readers of an empty list who adds codes', async () => {
    stubFetch(
      on('GET', '/v1/orgs/7/wc_codes', () =>
        jsonResponse({
          data: [],
          meta: { current_page: 1, last_page: 1, total: 0, per_page: 20, to: 0 },
        }),
      ),
    );
    renderPanel(false);
    expect(await screen.findByText('An administrator has not added any codes yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add code' })).not.toBeInTheDocument();
  });

  it('offers a retry when the connection drops instead of leaving the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPanel(true);
    expect(await screen.findByText('The codes could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
