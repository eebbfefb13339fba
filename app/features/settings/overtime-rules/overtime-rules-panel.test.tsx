import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERTIME_RULE_TEXT, type OvertimeRule } from '../../../../contract/overtime-rules';
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

const CALIFORNIA: OvertimeRule = {
  id: 1,
  name: 'California daily and weekly',
  daily_overtime_after_hours: 8,
  daily_double_time_after_hours: 12,
  weekly_overtime_after_hours: 40,
  is_seventh_day_rule: true,
  created_at_unix: 1_700_000_000,
  updated_at_unix: 1_700_000_000,
  archived_at_unix: null,
};
const FEDERAL: OvertimeRule = {
  ...CALIFORNIA,
  id: 2,
  name: 'Federal weekly (FLSA)',
  daily_overtime_after_hours: null,
  daily_double_time_after_hours: null,
  is_seventh_day_rule: false,
};

const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;
const org = makeOrg({ id: 7 });
const orgRoute = on('GET', '/v1/orgs/7', () => jsonResponse({ data: org }));
const codesRoute = on('GET', '/v1/orgs/7/wc_codes', () =>
  jsonResponse({
    data: [],
    meta: { current_page: 1, last_page: 1, total: 0, per_page: 20, to: 0 },
  }),
);
const rulesRoute = on('GET', '/v1/orgs/7/overtime_rules', (call) => {
  const data = query(call).get('is_archived') === 'true' ? [] : [CALIFORNIA, FEDERAL];
  return jsonResponse({
    data,
    meta: { current_page: 1, last_page: 1, total: data.length, per_page: 20, to: data.length },
  });
});

function signIn() {
  const profile = makeProfile([makeEmployee(7, 3, { organization: org })]);
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

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

describe('overtime rules', () => {
  it('opens from its tab and lists the rules with their thresholds', async () => {
    stubFetch(orgRoute, codesRoute, rulesRoute);
    signIn();
    const { user, location } = renderApp('/org/7/settings/workers-comp');
    await user.click(await screen.findByRole('tab', { name: 'Overtime rules' }));
    expect(location().search).toBe('?tab=overtime-rules');
    expect(await screen.findByRole('grid', { name: 'Overtime rules' })).toBeVisible();
    const california = await rowOf('California daily and weekly');
    expect(california).toHaveTextContent('8 hours');
    expect(california).toHaveTextContent('12 hours');
    expect(california).toHaveTextContent('40 hours');
    expect(california).toHaveTextContent('Yes');
    const federal = await rowOf('Federal weekly (FLSA)');
    expect(federal).toHaveTextContent('None');
    expect(federal).toHaveTextContent('No');
  });

  it('checks a new rule in the browser, then sends it', async () => {
    const server = stubFetch(
      orgRoute,
      rulesRoute,
      on('POST', '/v1/orgs/7/overtime_rules', (call) =>
        jsonResponse({
          data: { ...CALIFORNIA, id: 3, ...(call.body as object) },
          message: OVERTIME_RULE_TEXT.created,
        }),
      ),
    );
    signIn();
    const { user } = renderApp('/org/7/settings/workers-comp?tab=overtime-rules');
    await screen.findByRole('grid', { name: 'Overtime rules' });
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add overtime rule' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Alaska');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Daily overtime after/ }), '8');
    await user.type(
      within(dialog).getByRole('spinbutton', { name: /Daily double time after/ }),
      '6',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText(OVERTIME_RULE_TEXT.doubleTimeOrder)).toBeVisible();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    const double = within(dialog).getByRole('spinbutton', { name: /Daily double time after/ });
    await user.clear(double);
    await user.type(
      within(dialog).getByRole('spinbutton', { name: /Weekly overtime after/ }),
      '40',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText(OVERTIME_RULE_TEXT.created)).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Alaska',
      daily_overtime_after_hours: 8,
      daily_double_time_after_hours: null,
      weekly_overtime_after_hours: 40,
      is_seventh_day_rule: false,
    });
  }, 15_000);

  it('shows a taken name under the name field', async () => {
    stubFetch(
      orgRoute,
      rulesRoute,
      on('PATCH', '/v1/orgs/7/overtime_rules/2', () =>
        jsonResponse(
          {
            status_code: 400,
            message: OVERTIME_RULE_TEXT.nameTaken,
            field_hints: { name: [OVERTIME_RULE_TEXT.nameTaken] },
          },
          400,
        ),
      ),
    );
    signIn();
    const { user } = renderApp('/org/7/settings/workers-comp?tab=overtime-rules');
    await screen.findByRole('grid', { name: 'Overtime rules' });
    await user.click(screen.getByRole('button', { name: 'Actions for Federal weekly (FLSA)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit overtime rule' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'California daily and weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(OVERTIME_RULE_TEXT.nameTaken));
  }, 15_000);

  it('archives a rule once the user confirms', async () => {
    const server = stubFetch(
      orgRoute,
      rulesRoute,
      on('PATCH', '/v1/orgs/7/overtime_rules/2', () =>
        jsonResponse({
          data: { ...FEDERAL, archived_at_unix: 1_700_000_100 },
          message: OVERTIME_RULE_TEXT.archived,
        }),
      ),
    );
    signIn();
    const { user } = renderApp('/org/7/settings/workers-comp?tab=overtime-rules');
    await screen.findByRole('grid', { name: 'Overtime rules' });
    await user.click(screen.getByRole('button', { name: 'Actions for Federal weekly (FLSA)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Federal weekly (FLSA)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive rule' }));
    expect(await screen.findByText(OVERTIME_RULE_TEXT.archived)).toBeVisible();
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      is_archived: true,
    });
  });
});
