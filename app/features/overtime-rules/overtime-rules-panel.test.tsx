import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OVERTIME_RULE_TEXT, type OvertimeRule } from '../../../contract/overtime-rules';
import { jsonResponse, makeEmployee, makeOrg, makeProfile } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../test-support/screen-session';
import { on, stubFetch, type FetchCall } from '../../test-support/stubs';
import { describeCataloguePanel, pageOf } from '../../lists/catalogue-panel-cases';
import { OvertimeRulesPanel } from './overtime-rules-panel';

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

const ARCHIVED: OvertimeRule = {
  ...FEDERAL,
  id: 4,
  name: 'Old union agreement',
  archived_at_unix: 1_700_000_500,
};

const query = (call: FetchCall) => new URL(call.url, 'http://app').searchParams;
const org = makeOrg({ id: 7 });
const orgRoute = on('GET', '/v1/orgs/7', () => jsonResponse({ data: org }));
const codesRoute = on('GET', '/v1/orgs/7/wc_codes', () => pageOf([]));
const rulesRoute = on('GET', '/v1/orgs/7/overtime_rules', (call) =>
  pageOf(query(call).get('is_archived') === 'true' ? [ARCHIVED] : [CALIFORNIA, FEDERAL]),
);
const signIn = () => signInAs(makeProfile([makeEmployee(7, 3, { organization: org })]));

resetBetweenScreenTests();

describeCataloguePanel<OvertimeRule>({
  noun: 'overtime rules',
  screenPath: '/org/7/settings/workers-comp?tab=overtime-rules',
  panel: (canManage) => <OvertimeRulesPanel orgId={7} canManage={canManage} />,
  apiPath: '/v1/orgs/7/overtime_rules',
  inUse: [CALIFORNIA, FEDERAL],
  archived: ARCHIVED,
  searchText: (rule) => rule.name,
  search: { text: 'flsa', keeps: FEDERAL, leavesOut: CALIFORNIA },
  label: (rule) => rule.name,
  words: {
    plural: 'rules',
    gridLabel: 'Overtime rules',
    archivedGridLabel: 'Archived overtime rules',
    addLabel: 'Add rule',
    addTitle: 'Add overtime rule',
    emptyTitle: 'No overtime rules yet',
    readerEmpty: 'An administrator has not added any overtime rules yet.',
    loadErrorTitle: 'The overtime rules could not be loaded',
    archiveTitle: (rule) => `Archive ${rule.name}?`,
    archiveLabel: 'Archive rule',
    managerOnly: [],
  },
  texts: { ...OVERTIME_RULE_TEXT, keyTaken: OVERTIME_RULE_TEXT.nameTaken },
  key: { field: 'name', label: 'Name' },
  phone: {
    header: 'Rule',
    texts: () => [
      'Daily OT after 8 hours · DT after 12 hours',
      'Weekly OT after 40 hours · 7th-day rule: Yes',
    ],
  },
  fillNew: async (dialog, user, name) => {
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
  },
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

  it('keeps a typed minus sign or a large value and answers with the range, sending nothing', async () => {
    const server = stubFetch(orgRoute, rulesRoute);
    signIn();
    const { user } = renderApp('/org/7/settings/workers-comp?tab=overtime-rules');
    await screen.findByRole('grid', { name: 'Overtime rules' });
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add overtime rule' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Alaska');
    const daily = within(dialog).getByRole('spinbutton', { name: /Daily overtime after/ });
    const weekly = within(dialog).getByRole('spinbutton', { name: /Weekly overtime after/ });
    await user.type(daily, '-8');
    await user.type(weekly, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText(OVERTIME_RULE_TEXT.dailyRange)).toBeVisible();
    expect(within(dialog).getByText(OVERTIME_RULE_TEXT.weeklyRange)).toBeVisible();
    expect(daily).toHaveValue('-8');
    expect(weekly).toHaveValue('500');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
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
});
