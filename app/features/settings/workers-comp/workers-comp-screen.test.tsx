import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WC_CODE_TEXT, type WcCode } from '../../../../contract/wc-codes';
import { queryClient } from '../../../api/query-client';
import { resetNavigator } from '../../../navigation/navigator';
import { writeTokens } from '../../../session/token-store';
import { appStore, INITIAL_APP_STATE } from '../../../state/app-store';
import {
  jsonResponse,
  makeEmployee,
  makeJwt,
  makeOrg,
  makeProfile,
} from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render-app';
import { on, stubFetch, type FetchCall } from '../../../test-support/stubs';

function wcCode(overrides: Partial<WcCode> & Pick<WcCode, 'id' | 'code'>): WcCode {
  return {
    name: null,
    rate_per_100: 1,
    state: null,
    created_at_unix: 1_700_000_000,
    updated_at_unix: 1_700_000_000,
    archived_at_unix: null,
    ...overrides,
  };
}

const CARPENTRY = wcCode({
  id: 1,
  code: '5403',
  name: 'Carpentry',
  rate_per_100: 1.2,
  state: 'CA',
});
const CLERICAL = wcCode({ id: 2, code: '8810', name: 'Clerical office', rate_per_100: 0.0025 });
const ROOFING = wcCode({ id: 3, code: '5551', name: 'Roofing', archived_at_unix: 1_700_000_500 });

const page = (data: WcCode[]) =>
  jsonResponse({
    data,
    meta: { current_page: 1, last_page: 1, total: data.length, per_page: 20, to: data.length },
  });
const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;
const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/v1/orgs/7/wc_codes?'));

const org = makeOrg({ id: 7, country_code: 'us', timezone: 'America/Los_Angeles' });
const orgRoute = on('GET', '/v1/orgs/7', () => jsonResponse({ data: org }));
/** The codes list as the server answers it: in use or archived, searched by code or name. */
const listRoute = on('GET', '/v1/orgs/7/wc_codes', (call) => {
  const archived = query(call).get('is_archived') === 'true';
  const search = (query(call).get('search') ?? '').toLowerCase();
  return page(
    [CARPENTRY, CLERICAL, ROOFING].filter(
      (code) =>
        (code.archived_at_unix !== null) === archived &&
        `${code.code} ${code.name ?? ''}`.toLowerCase().includes(search),
    ),
  );
});

function signInAs(roleId = 3) {
  const profile = makeProfile([makeEmployee(7, roleId, { organization: org })]);
  writeTokens({
    access_token: makeJwt({ sub: String(profile.id), typ: 'access' }),
    refresh_token: 'r1',
    expires_in: 900,
  });
  appStore.setState({
    ...INITIAL_APP_STATE,
    session: 'authenticated',
    currentUser: profile,
    selectedOrgId: 7,
    tokenType: 'access',
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetNavigator();
});

const grid = () => screen.findByRole('grid', { name: 'Workers’ compensation codes' });
const rowOf = async (code: string) =>
  (await screen.findByText(code, { selector: 'span' })).closest('[role="row"]') as HTMLElement;

describe('workers’ compensation codes', () => {
  it('lists the codes in use with their rates, states and status', async () => {
    stubFetch(orgRoute, listRoute);
    signInAs();
    renderApp('/org/7/settings/workers-comp');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workers’ compensation' }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Workers’ comp codes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await grid();
    const carpentry = await rowOf('5403');
    expect(carpentry).toHaveTextContent('Carpentry');
    expect(carpentry).toHaveTextContent('1.20');
    expect(carpentry).toHaveTextContent('CA');
    expect(carpentry).toHaveTextContent('Active');
    const clerical = await rowOf('8810');
    expect(clerical).toHaveTextContent('0.0025');
    expect(clerical).toHaveTextContent('Any');
    expect(screen.queryByText('5551')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View history' })).toHaveAttribute(
      'href',
      '/org/7/settings/workers-comp/history',
    );
  });

  it('sends the search 700 ms after the last keystroke, from page 1', async () => {
    const server = stubFetch(orgRoute, listRoute);
    signInAs();
    const { user } = renderApp('/org/7/settings/workers-comp');
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search codes' }), 'cler');
    const typedAt = Date.now();
    expect(listCalls(server.calls).some((call) => query(call).has('search'))).toBe(false);
    await waitFor(
      () => expect(listCalls(server.calls).some((call) => query(call).has('search'))).toBe(true),
      { timeout: 2000 },
    );
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(650);
    const searched = listCalls(server.calls).filter((call) => query(call).has('search'));
    expect(searched).toHaveLength(1);
    expect(query(searched[0]!).get('search')).toBe('cler');
    expect(query(searched[0]!).get('page')).toBe('1');
    await waitFor(() => expect(screen.queryByText('5403')).not.toBeInTheDocument());
    expect(screen.getByText('8810')).toBeVisible();
  });

  it('shows the archived codes with the switch, and unarchives one', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute,
      on('PATCH', '/v1/orgs/7/wc_codes/3', () =>
        jsonResponse({
          data: { ...ROOFING, archived_at_unix: null },
          message: WC_CODE_TEXT.unarchived,
        }),
      ),
    );
    signInAs();
    const { user } = renderApp('/org/7/settings/workers-comp');
    await grid();
    await user.click(screen.getByRole('switch', { name: 'Show archived codes' }));
    expect(
      await screen.findByRole('grid', { name: 'Archived workers’ compensation codes' }),
    ).toBeVisible();
    expect(await rowOf('5551')).toHaveTextContent('Archived');
    expect(query(listCalls(server.calls).at(-1)!).get('is_archived')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Actions for 5551' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unarchive' }));
    expect(await screen.findByText(WC_CODE_TEXT.unarchived)).toBeVisible();
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      is_archived: false,
    });
  });

  it('archives a code only once the user confirms', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute,
      on('PATCH', '/v1/orgs/7/wc_codes/1', () =>
        jsonResponse({
          data: { ...CARPENTRY, archived_at_unix: 1_700_000_900 },
          message: WC_CODE_TEXT.archived,
        }),
      ),
    );
    signInAs();
    const { user } = renderApp('/org/7/settings/workers-comp');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Actions for 5403' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive code 5403?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions for 5403' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const again = await screen.findByRole('dialog', { name: 'Archive code 5403?' });
    await user.click(within(again).getByRole('button', { name: 'Archive code' }));
    expect(await screen.findByText(WC_CODE_TEXT.archived)).toBeVisible();
    expect(server.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual(
      [{ is_archived: true }],
    );
  });

  it('checks a new code in the browser, then sends it', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute,
      on('POST', '/v1/orgs/7/wc_codes', (call) =>
        jsonResponse({
          data: wcCode({ id: 9, ...(call.body as Partial<WcCode>), code: '5645' }),
          message: WC_CODE_TEXT.created,
        }),
      ),
    );
    signInAs();
    const { user } = renderApp('/org/7/settings/workers-comp');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add workers’ compensation code' });
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), '5645');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Framing');
    const rate = within(dialog).getByRole('spinbutton', { name: /Rate per \$100/ });
    await user.type(rate, '2.12345');
    await user.tab();
    expect(await within(dialog).findByText(WC_CODE_TEXT.rateDecimals)).toBeVisible();
    await user.clear(rate);
    await user.type(rate, '2.1234');
    await user.click(within(dialog).getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Nevada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));

    expect(await screen.findByText(WC_CODE_TEXT.created)).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: '5645',
      name: 'Framing',
      rate_per_100: 2.1234,
      state: 'NV',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);

  it('puts the server’s refusal under the field it names', async () => {
    stubFetch(
      orgRoute,
      listRoute,
      on('POST', '/v1/orgs/7/wc_codes', () =>
        jsonResponse(
          {
            status_code: 400,
            message: WC_CODE_TEXT.codeTaken,
            field_hints: { code: [WC_CODE_TEXT.codeTaken] },
          },
          400,
        ),
      ),
    );
    signInAs();
    const { user } = renderApp('/org/7/settings/workers-comp');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Add code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add workers’ compensation code' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), '5403');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Rate per \$100/ }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add code' }));

    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await waitFor(() => expect(code).toHaveAccessibleDescription(/already exists/));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    // The hint sits under its field: no alert repeats it, and the dialog stays open.
    expect(within(dialog).getAllByText(WC_CODE_TEXT.codeTaken)).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('sends only what an edit changed', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute,
      on('PATCH', '/v1/orgs/7/wc_codes/1', () =>
        jsonResponse({
          data: { ...CARPENTRY, rate_per_100: 1.35 },
          message: WC_CODE_TEXT.updated,
        }),
      ),
    );
    signInAs();
    const { user } = renderApp('/org/7/settings/workers-comp');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Actions for 5403' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit workers’ compensation code' });
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveValue('5403');
    expect(within(dialog).getByRole('combobox', { name: /State/ })).toHaveTextContent('California');
    const rate = within(dialog).getByRole('spinbutton', { name: /Rate per \$100/ });
    expect(rate).toHaveValue('1.2');
    await user.clear(rate);
    await user.type(rate, '1.35');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(WC_CODE_TEXT.updated)).toBeVisible();
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      rate_per_100: 1.35,
    });
  });

  it('logs a failed fetch of the codes and goes to /error/404', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(
      orgRoute,
      on('GET', '/v1/orgs/7/wc_codes', () =>
        jsonResponse({ status_code: 500, message: 'Database is away' }, 500),
      ),
    );
    signInAs();
    const { location } = renderApp('/org/7/settings/workers-comp');
    await waitFor(() => expect(location().pathname).toBe('/error/404'));
    expect(logged).toHaveBeenCalled();
    expect(await screen.findByText('Database is away')).toBeVisible();
  });

  it('offers an empty organisation its first code', async () => {
    stubFetch(
      orgRoute,
      on('GET', '/v1/orgs/7/wc_codes', () => page([])),
    );
    signInAs();
    renderApp('/org/7/settings/workers-comp');
    expect(await screen.findByText('No workers’ compensation codes yet')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add code' }).length).toBeGreaterThan(0);
  });

  it('keeps managers out: the page needs organisation settings', async () => {
    stubFetch(orgRoute, listRoute);
    signInAs(21);
    const { location } = renderApp('/org/7/settings/workers-comp');
    await waitFor(() => expect(location().pathname).toBe('/error/403'));
  });
});
