import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEAM_TEXT } from '../../../contract/teams';
import { jsonResponse, makeEmployee, makeProfile } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { resetBetweenScreenTests } from '../../test-support/screen-session';
import { on, stubFetch } from '../../test-support/stubs';
import { ALL_MEMBERS_HINT } from './team-form-dialog';
import {
  ORG_ID,
  TEAMS_PATH,
  employeesRoute,
  listRoute,
  makeTeam,
  orgRoute,
  pickerRoute,
  signInAs,
  teamPage,
} from './teams-test-support';

const admin = makeProfile([makeEmployee(ORG_ID, 3)]);
const framing = makeTeam();

resetBetweenScreenTests();

const created = on('POST', `/v1/orgs/${ORG_ID}/employee_group`, () =>
  jsonResponse({ data: framing, message: TEAM_TEXT.created }),
);
const updated = on('PATCH', `/v1/orgs/${ORG_ID}/employee_group/11`, () =>
  jsonResponse({ data: framing, message: TEAM_TEXT.updated }),
);

function serve(...extra: Parameters<typeof stubFetch>) {
  return stubFetch(
    orgRoute,
    pickerRoute,
    employeesRoute,
    listRoute(() => teamPage([framing])),
    ...extra,
  );
}

async function openCreate(user: UserEvent) {
  await screen.findByRole('grid', { name: 'Teams' });
  await user.click(screen.getByRole('button', { name: 'Create team' }));
  return screen.findByRole('dialog', { name: 'Create Team' });
}

async function openEdit(user: UserEvent) {
  await screen.findByRole('grid', { name: 'Teams' });
  await user.click(screen.getByRole('button', { name: 'Actions for Framing crew' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Team' });
}

/** Opens a picker, chooses the people named, and closes it again. */
async function choose(
  user: UserEvent,
  dialog: HTMLElement,
  label: string | RegExp,
  names: string[],
) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label });
  await waitFor(() => expect(within(list).queryByText('Loading')).not.toBeInTheDocument());
  for (const name of names) await user.click(within(list).getByRole('option', { name }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const bodyOf = (calls: ReturnType<typeof serve>['calls'], method: string) =>
  calls.find((call) => call.method === method)?.body;

// Each test drives the whole app through several dialogs: slower than the default allows on a busy machine.
describe('team dialog', { timeout: 15_000 }, () => {
  it('asks for a name and members before sending anything', async () => {
    const server = serve(created);
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Managers are optional, and archiving belongs to existing teams only.
    expect(within(dialog).getByText('Optional')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Archive Team' })).toBeNull();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers active people first and deactivated ones last, labelled', async () => {
    serve();
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Team members' }));
    const list = await screen.findByRole('listbox', { name: 'Team members' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Ada Admin',
        'Ann Lee',
        'Bo Park',
        'Cy Diaz',
        'Dee Fox',
        'Max Manager',
        'Abe Old (Deactivated)',
      ]),
    );
    await user.keyboard('{Escape}');
    // Only managers and administrators may manage a team.
    await user.click(within(dialog).getByRole('combobox', { name: /^Managers/ }));
    const managers = await screen.findByRole('listbox', { name: /^Managers/ });
    await waitFor(() =>
      expect(
        within(managers)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Ada Admin', 'Max Manager']),
    );
  });

  it('creates a team with a trimmed name, its members and managers', async () => {
    const server = serve(created);
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Roofing crew  ');
    await choose(user, dialog, 'Team members', ['Ann Lee', 'Bo Park']);
    await choose(user, dialog, /^Managers/, ['Max Manager']);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Team has been created!')).toBeInTheDocument();
    expect(bodyOf(server.calls, 'POST')).toEqual({
      name: 'Roofing crew',
      employee_ids: [21, 22],
      manager_ids: [31],
      include_all_employees: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ticking All Current Team Members clears the members and explains who joins', async () => {
    const server = serve(created);
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Everyone');
    await choose(user, dialog, 'Team members', ['Ann Lee']);
    const members = within(dialog).getByRole('combobox', { name: 'Team members' });
    expect(members).toHaveTextContent('Ann Lee');
    expect(within(dialog).queryByText(ALL_MEMBERS_HINT)).toBeNull();

    await user.click(within(dialog).getByRole('checkbox', { name: 'All Current Team Members' }));
    expect(within(dialog).getByText(ALL_MEMBERS_HINT)).toBeInTheDocument();
    expect(members).not.toHaveTextContent('Ann Lee');
    expect(members).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Team has been created!')).toBeInTheDocument();
    expect(bodyOf(server.calls, 'POST')).toEqual({
      name: 'Everyone',
      employee_ids: [],
      manager_ids: [],
      include_all_employees: true,
    });
  });

  it('drops the members error once All Current Team Members is ticked', async () => {
    serve();
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Everyone');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'All Current Team Members' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument(),
    );
  });

  it('edits a team: renames, archives and sends every field', async () => {
    const server = serve(updated);
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    const dialog = await openEdit(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Framing crew');
    expect(within(dialog).getByRole('combobox', { name: 'Team members' })).toHaveTextContent(
      'Ann Lee',
    );
    expect(within(dialog).getByRole('combobox', { name: /^Managers/ })).toHaveTextContent(
      'Max Manager',
    );
    const archive = within(dialog).getByRole('checkbox', { name: 'Archive Team' });
    expect(archive).not.toBeChecked();
    await user.clear(name);
    await user.type(name, ' Framing crew North ');
    await user.click(archive);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Team has been updated!')).toBeInTheDocument();
    expect(bodyOf(server.calls, 'PATCH')).toEqual({
      name: 'Framing crew North',
      employee_ids: [21, 22, 23, 24],
      manager_ids: [31],
      include_all_employees: false,
      is_archived: true,
    });
  });

  it('shows the server’s words under the field they are about', async () => {
    serve(
      on('POST', `/v1/orgs/${ORG_ID}/employee_group`, () =>
        jsonResponse(
          {
            status_code: 400,
            message: 'The given data was invalid.',
            field_hints: { name: [TEAM_TEXT.nameTaken] },
          },
          400,
        ),
      ),
    );
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Framing crew');
    await user.click(within(dialog).getByRole('checkbox', { name: 'All Current Team Members' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(TEAM_TEXT.nameTaken)).toBeInTheDocument();
    expect(within(dialog).getByText('The given data was invalid.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Team' })).toBeInTheDocument();
  });
});
