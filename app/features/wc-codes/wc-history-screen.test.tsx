import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WcCode, WcCodeHistoryEntry } from '../../../contract/wc-codes';
import {
  jsonResponse,
  listPage,
  makeEmployee,
  makeOrg,
  makeProfile,
} from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import {
  pretendToBeAPhone,
  resetBetweenScreenTests,
  signInAs,
} from '../../test-support/screen-session';
import { on, stubFetch, type FetchCall } from '../../test-support/stubs';

const code = (id: number, value: string, archived = false): WcCode => ({
  id,
  code: value,
  name: null,
  rate_per_100: 1,
  state: null,
  created_at_unix: 1,
  updated_at_unix: 1,
  archived_at_unix: archived ? 2 : null,
});
const CARPENTRY = { ...code(1, '5403'), name: 'Carpentry' };
const ROOFING = code(3, '5551', true);

const ALEX = { profile_id: 9, display_name: 'Alex Morgan' };
// 2023-11-14 22:13:20 UTC: 14 Nov, 2:13 PM in Los Angeles; 15 Nov, 9:13 am in Sydney.
const AT = 1_700_000_000;
const EDIT: WcCodeHistoryEntry = {
  id: 12,
  wc_code_id: 1,
  code: '5403',
  action: 'updated',
  changed_by: ALEX,
  changed_at_unix: AT,
  changes: [{ field: 'rate_per_100', before: 1.2, after: 1.35 }],
};
const ARCHIVE: WcCodeHistoryEntry = {
  id: 11,
  wc_code_id: 3,
  code: '5551',
  action: 'archived',
  changed_by: null,
  changed_at_unix: AT - 3600,
  changes: [{ field: 'is_archived', before: false, after: true }],
};

const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;
const page = <T,>(data: T[]) => jsonResponse(listPage(data));
const codesRoute = on('GET', '/v1/orgs/7/wc_codes', (call) =>
  page(query(call).get('is_archived') === 'true' ? [ROOFING] : [CARPENTRY]),
);
const historyRoute = on('GET', '/v1/orgs/7/wc_codes/history', (call) => {
  const only = query(call).get('wc_code_id');
  return page([EDIT, ARCHIVE].filter((entry) => !only || String(entry.wc_code_id) === only));
});

function signIn(orgOverrides: Parameters<typeof makeOrg>[0] = {}) {
  const org = makeOrg({
    id: 7,
    country_code: 'us',
    timezone: 'America/Los_Angeles',
    ...orgOverrides,
  });
  signInAs(makeProfile([makeEmployee(7, 3, { organization: org })]));
  return on('GET', '/v1/orgs/7', () => jsonResponse({ data: org }));
}

resetBetweenScreenTests();

const grid = () => screen.findByRole('grid', { name: 'Changes to workers’ compensation codes' });
const rows = () =>
  screen.getAllByRole('row').filter((row) => row.querySelector('[role="gridcell"]') !== null);

/** The rows of EDIT and then ARCHIVE, each with its code, action and changes. */
async function expectEditThenArchive() {
  await waitFor(() => expect(rows()[0]).toHaveTextContent('11/14/2023 2:13 PM'));
  const [edit, archive] = rows();
  expect(edit).toHaveTextContent('5403');
  expect(edit).toHaveTextContent('Edited');
  expect(edit).toHaveTextContent('Rate per $100: 1.20 → 1.35');
  expect(archive).toHaveTextContent('5551');
  expect(archive).toHaveTextContent('Archived');
  expect(archive).toHaveTextContent('Unknown');
  return [edit!, archive!] as const;
}

describe('workers’ compensation history', () => {
  it('lists who changed which code when, newest first, with before and after', async () => {
    const orgRoute = signIn();
    stubFetch(orgRoute, codesRoute, historyRoute);
    renderApp('/org/7/settings/workers-comp/history');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workers’ compensation history' }),
    ).toBeVisible();
    const table = await grid();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'Change', 'When', 'Who']);
    const [edit] = await expectEditThenArchive();
    expect(edit).toHaveTextContent('Alex Morgan');
    expect(screen.getByRole('link', { name: 'Back to codes' })).toHaveAttribute(
      'href',
      '/org/7/settings/workers-comp',
    );
  });

  it('writes dates the Australian way for an Australian organisation', async () => {
    const orgRoute = signIn({ country_code: 'au', timezone: 'Australia/Sydney' });
    stubFetch(orgRoute, codesRoute, historyRoute);
    renderApp('/org/7/settings/workers-comp/history');
    await grid();
    await waitFor(() => expect(rows()[0]).toHaveTextContent(/15\/11\/2023 9:13\sam/));
  });

  it('filters by code, archived codes included', async () => {
    const orgRoute = signIn();
    const server = stubFetch(orgRoute, codesRoute, historyRoute);
    const { user, location } = renderApp('/org/7/settings/workers-comp/history');
    await grid();
    await user.click(screen.getByRole('combobox', { name: 'Code' }));
    await user.click(await screen.findByRole('option', { name: /5551/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('5551');
    expect(location().search).toBe('?code=3');
    const last = server.calls.filter((call) => call.url.startsWith('/v1/orgs/7/wc_codes/history'));
    expect(query(last.at(-1)!).get('wc_code_id')).toBe('3');
    expect(query(last.at(-1)!).get('page')).toBe('1');
  });

  it('stacks each change in one column on a phone, so nothing scrolls sideways', async () => {
    pretendToBeAPhone();
    const orgRoute = signIn();
    stubFetch(orgRoute, codesRoute, historyRoute);
    renderApp('/org/7/settings/workers-comp/history');
    const table = await grid();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Change']);
    expect(screen.queryByRole('button', { name: /Columns/ })).not.toBeInTheDocument();
    const [edit] = await expectEditThenArchive();
    expect(edit).toHaveTextContent('11/14/2023 2:13 PM · Alex Morgan');
  });

  it('says when nothing has changed yet', async () => {
    const orgRoute = signIn();
    stubFetch(
      orgRoute,
      codesRoute,
      on('GET', '/v1/orgs/7/wc_codes/history', () => page([])),
    );
    renderApp('/org/7/settings/workers-comp/history');
    expect(await screen.findByText('No changes yet')).toBeVisible();
  });
});
