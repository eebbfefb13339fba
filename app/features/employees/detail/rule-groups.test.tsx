import { screen, within } from '@testing-library/react';

import { describe, expect, it } from 'vitest';
import {
  RULE_GROUP_TEXT,
  type ProjectTimeRuleGroup,
  type RuleGroup,
} from '../../../../contract/rule-groups';

import { jsonResponse } from '../../../test-support/fixtures';

import { renderApp } from '../../../test-support/render-app';

import { on, stubFetch, type FetchCall } from '../../../test-support/stubs';

import {
  ADMIN,
  MANAGER,
  WORKER,
  baseRoutes,
  detailRoute,
  openMemberPage,
  makeDetail,
  signInAs,
  writes,
} from './detail-test-kit';

import {
  AUTO_GROUP,
  KIOSK_GROUP,
  employeeRuleGroupRoutes,
  makeProjectTimeRuleGroup,
  makeRuleGroup,
} from './rule-group-fixtures';

import { resetBetweenScreenTests } from '../../../test-support/screen-session';

resetBetweenScreenTests();

const rulesCard = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Time rules' })).closest<HTMLElement>(
    '[data-slot="card"]',
  )!;
/** The value shown beside a label of the card. */
const valueOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const groupCalls = (calls: FetchCall[]) =>
  calls.filter((call) => /\/(rule_groups|project_time_rule_groups)(\?|$)/.test(call.url));

type User = ReturnType<typeof renderApp>['user'];
const pick = async (user: User, dialog: HTMLElement, field: string, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Wes, following `groups` (which a successful PATCH changes). */
function wesFollowing(groups: { timeClock: RuleGroup; projectTime: ProjectTimeRuleGroup }) {
  return { detail: makeDetail(), groups };
}

describe('the rule groups on a team member’s page', { timeout: 20_000 }, () => {
  it('shows the organisation’s default groups as such, with the project-time rules', async () => {
    openMemberPage(() => makeDetail());
    const card = await rulesCard();
    expect(await within(card).findByText('Time clock rules')).toBeVisible();
    expect(valueOf(card, 'Time clock rules')).toHaveTextContent('Default');
    expect(
      within(valueOf(card, 'Time clock rules')).getByText('Organisation default'),
    ).toBeVisible();
    expect(
      within(valueOf(card, 'Project time rules')).getByText('Organisation default'),
    ).toBeVisible();
    expect(valueOf(card, 'Assignment')).toHaveTextContent(/^By the team member$/);
    expect(valueOf(card, 'Projects')).toHaveTextContent(/^Not required$/);
    expect(valueOf(card, 'Cost codes')).toHaveTextContent(/^Not required$/);
  });

  it('names a group of their own, without the default badge, and sums up automatic time', async () => {
    const state = wesFollowing({ timeClock: KIOSK_GROUP, projectTime: AUTO_GROUP });
    stubFetch(
      ...employeeRuleGroupRoutes(() => state.groups),
      ...baseRoutes(WORKER),
      detailRoute(() => state.detail),
    );
    signInAs(WORKER);
    renderApp('/org/7/employee/50');
    const card = await rulesCard();
    expect(await within(card).findByText('Kiosk crews')).toBeVisible();
    expect(valueOf(card, 'Time clock rules')).toHaveTextContent(/^Kiosk crews$/);
    const projectTime = valueOf(card, 'Project time rules');
    expect(within(projectTime).getByText('Site GPS')).toBeVisible();
    expect(within(projectTime).queryByText('Organisation default')).not.toBeInTheDocument();
    expect(valueOf(card, 'Assignment')).toHaveTextContent(/^Automatic$/);
    // Auto mode always requires project time; cost codes follow the clock-out flag.
    expect(valueOf(card, 'Projects')).toHaveTextContent(/^Required$/);
    expect(valueOf(card, 'Cost codes')).toHaveTextContent(/^Required$/);
  });

  it('says so when the groups cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch(
      on('GET', '/v1/orgs/7/employee/50/rule_group', () =>
        fail
          ? jsonResponse({ status_code: 500, message: 'The server is having a moment.' }, 500)
          : jsonResponse({ data: makeRuleGroup() }),
      ),
      ...baseRoutes(ADMIN),
      detailRoute(() => makeDetail()),
    );
    signInAs(ADMIN);
    const { user } = renderApp('/org/7/employee/50');
    const card = await rulesCard();
    expect(await within(card).findByText('The server is having a moment.')).toBeVisible();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Time clock rules')).toBeVisible();
  });
});

describe('changing someone’s rule groups', { timeout: 20_000 }, () => {
  /** A page whose PATCH moves Wes to the groups sent (null: the defaults). */
  function stubPage(state: ReturnType<typeof wesFollowing>, answer?: () => Response) {
    return stubFetch(
      ...employeeRuleGroupRoutes(() => state.groups),
      on('PATCH', '/v1/orgs/7/employee/50', (call) => {
        if (answer) return answer();
        const body = call.body as {
          rule_group_id?: number | null;
          project_time_rule_group_id?: number | null;
        };
        if (body.rule_group_id !== undefined)
          state.groups.timeClock = body.rule_group_id === 2 ? KIOSK_GROUP : makeRuleGroup();
        if (body.project_time_rule_group_id !== undefined)
          state.groups.projectTime =
            body.project_time_rule_group_id === 12 ? AUTO_GROUP : makeProjectTimeRuleGroup();
        return jsonResponse({ data: state.detail });
      }),
      ...baseRoutes(ADMIN),
      detailRoute(() => state.detail),
    );
  }

  async function openEdit(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    return screen.findByRole('dialog', { name: 'Edit Wes Walker' });
  }

  it('gives a member groups of their own, sending both ids', async () => {
    const state = wesFollowing({
      timeClock: makeRuleGroup(),
      projectTime: makeProjectTimeRuleGroup(),
    });
    const server = stubPage(state);
    signInAs(ADMIN);
    const { user } = renderApp('/org/7/employee/50');
    await within(await rulesCard()).findByText('Time clock rules');
    const dialog = await openEdit(user);
    const timeClock = within(dialog).getByRole('combobox', { name: /^Time clock rules/ });
    const projectTime = within(dialog).getByRole('combobox', { name: /^Project time rules/ });
    expect(timeClock).toHaveTextContent('Organisation default (Default)');
    expect(projectTime).toHaveTextContent('Organisation default (Default)');
    expect(within(dialog).getByText('Projects and cost codes are optional.')).toBeVisible();

    await pick(user, dialog, 'Time clock rules', 'Kiosk crews');
    await pick(user, dialog, 'Project time rules', 'Site GPS');
    // The hint follows the choice.
    expect(
      within(dialog).getByText('Time goes to projects automatically; cost codes are required.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Wes Walker’s details have been saved.')).toBeVisible();
    expect(writes(server.calls)).toHaveLength(1);
    expect(writes(server.calls)[0]!.body).toEqual({
      rule_group_id: 2,
      project_time_rule_group_id: 12,
    });
    // The page reads the groups again.
    const card = await rulesCard();
    expect(await within(card).findByText('Kiosk crews')).toBeVisible();
    expect(within(valueOf(card, 'Project time rules')).getByText('Site GPS')).toBeVisible();
  });

  it('returns a member to the organisation’s default with null, sending only what changed', async () => {
    const state = wesFollowing({ timeClock: KIOSK_GROUP, projectTime: AUTO_GROUP });
    const server = stubPage(state);
    signInAs(ADMIN);
    const { user } = renderApp('/org/7/employee/50');
    await within(await rulesCard()).findByText('Kiosk crews');
    const dialog = await openEdit(user);
    expect(within(dialog).getByRole('combobox', { name: /^Time clock rules/ })).toHaveTextContent(
      'Kiosk crews',
    );
    await pick(user, dialog, 'Time clock rules', 'Organisation default (Default)');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Wes Walker’s details have been saved.')).toBeVisible();
    expect(writes(server.calls).map((call) => call.body)).toEqual([{ rule_group_id: null }]);
    const card = await rulesCard();
    expect(
      await within(valueOf(card, 'Time clock rules')).findByText('Organisation default'),
    ).toBeVisible();
  });

  it('shows the server’s refusal under the picker', async () => {
    const state = wesFollowing({
      timeClock: makeRuleGroup(),
      projectTime: makeProjectTimeRuleGroup(),
    });
    stubPage(state, () =>
      jsonResponse(
        {
          status_code: 400,
          message: RULE_GROUP_TEXT.groupInvalid,
          field_hints: { rule_group_id: [RULE_GROUP_TEXT.groupInvalid] },
        },
        400,
      ),
    );
    signInAs(ADMIN);
    const { user } = renderApp('/org/7/employee/50');
    await within(await rulesCard()).findByText('Time clock rules');
    const dialog = await openEdit(user);
    await pick(user, dialog, 'Time clock rules', 'Kiosk crews');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(RULE_GROUP_TEXT.groupInvalid)).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: /^Time clock rules/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers managers no rule-group pickers (the server refuses them) and loads no lists', async () => {
    const server = stubFetch(
      ...baseRoutes(MANAGER),
      detailRoute(() => makeDetail()),
    );
    signInAs(MANAGER);
    const { user } = renderApp('/org/7/employee/50');
    const card = await rulesCard();
    expect(await within(card).findByText('Time clock rules')).toBeVisible();
    const dialog = await openEdit(user);
    expect(within(dialog).getByLabelText('Full name')).toBeVisible();
    expect(within(dialog).queryByRole('combobox', { name: /Time clock rules/ })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: /Project time rules/ })).toBeNull();
    expect(groupCalls(server.calls)).toEqual([]);
  });
});
