import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WC_CODE_TEXT, type WcCode } from '../../../contract/wc-codes';
import { jsonResponse, makeEmployee, makeOrg, makeProfile } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../test-support/screen-session';
import { on, stubFetch, type FetchCall } from '../../test-support/stubs';
import { describeCataloguePanel, pageOf } from '../../lists/catalogue-panel-cases';
import { WcCodesPanel } from '../wc-codes/wc-codes-panel';

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

const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;
const org = makeOrg({ id: 7, country_code: 'us', timezone: 'America/Los_Angeles' });
const orgRoute = on('GET', '/v1/orgs/7', () => jsonResponse({ data: org }));
const listRoute = on('GET', '/v1/orgs/7/wc_codes', (call) =>
  pageOf(query(call).get('is_archived') === 'true' ? [ROOFING] : [CARPENTRY, CLERICAL]),
);
const signInWithRole = (roleId = 3) =>
  signInAs(makeProfile([makeEmployee(7, roleId, { organization: org })]));

resetBetweenScreenTests();

describeCataloguePanel<WcCode>({
  noun: 'workers’ compensation codes',
  screenPath: '/org/7/settings/workers-comp',
  panel: (canManage) => <WcCodesPanel orgId={7} countryCode="us" canManage={canManage} />,
  apiPath: '/v1/orgs/7/wc_codes',
  inUse: [CARPENTRY, CLERICAL],
  archived: ROOFING,
  searchText: (code) => `${code.code} ${code.name ?? ''}`,
  search: { text: 'cler', keeps: CLERICAL, leavesOut: CARPENTRY },
  label: (code) => code.code,
  words: {
    plural: 'codes',
    gridLabel: 'Workers’ compensation codes',
    archivedGridLabel: 'Archived workers’ compensation codes',
    addLabel: 'Add code',
    addTitle: 'Add workers’ compensation code',
    emptyTitle: 'No workers’ compensation codes yet',
    readerEmpty: 'An administrator has not added any codes yet.',
    loadErrorTitle: 'The codes could not be loaded',
    archiveTitle: (code) => `Archive code ${code.code}?`,
    archiveLabel: 'Archive code',
    managerOnly: ['View history'],
  },
  texts: { ...WC_CODE_TEXT, keyTaken: WC_CODE_TEXT.codeTaken },
  key: { field: 'code', label: /^Code/ },
  phone: { header: 'Code', texts: () => ['Carpentry', 'Rate per $100 1.20 · State CA'] },
  fillNew: async (dialog, user, code) => {
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), code);
    await user.type(within(dialog).getByRole('spinbutton', { name: /Rate per \$100/ }), '1');
  },
});

const grid = () => screen.findByRole('grid', { name: 'Workers’ compensation codes' });
const rowOf = async (code: string) =>
  (await screen.findByText(code, { selector: 'span' })).closest('[role="row"]') as HTMLElement;

describe('workers’ compensation codes', () => {
  it('lists the codes in use with their rates, states and status', async () => {
    stubFetch(orgRoute, listRoute);
    signInWithRole();
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
    signInWithRole();
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
    signInWithRole();
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
    signInWithRole();
    const { location } = renderApp('/org/7/settings/workers-comp');
    await waitFor(() => expect(location().pathname).toBe('/error/404'));
    expect(logged).toHaveBeenCalled();
    expect(await screen.findByText('Database is away')).toBeVisible();
  });

  it('keeps managers out: the page needs organisation settings', async () => {
    stubFetch(orgRoute, listRoute);
    signInWithRole(21);
    const { location } = renderApp('/org/7/settings/workers-comp');
    await waitFor(() => expect(location().pathname).toBe('/error/403'));
  });
});
