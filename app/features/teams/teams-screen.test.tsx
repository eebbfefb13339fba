import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEAM_TEXT } from '../../../contract/teams';
import { jsonResponse, makeEmployee, makeProfile } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { pretendToBeAPhone, resetBetweenScreenTests } from '../../test-support/screen-session';
import { on, stubFetch } from '../../test-support/stubs';
import {
  ORG_ID,
  TEAMS_PATH,
  listCalls,
  listRoute,
  makeTeam,
  orgRoute,
  person,
  signInAs,
  teamPage,
} from './teams-test-support';

const admin = makeProfile([makeEmployee(ORG_ID, 3)]);
const manager = makeProfile([makeEmployee(ORG_ID, 21)]);
const ARCHIVED_UNIX = 1_700_100_000;
const framing = makeTeam();
const concrete = makeTeam({
  id: 12,
  name: 'Concrete crew',
  employees: [person(41, 'Hana Kim')],
  managers: [],
});

resetBetweenScreenTests();

const grid = () => screen.findByRole('grid', { name: 'Teams' });
const rowOf = (name: string) => {
  const cell = screen.getByRole('gridcell', { name });
  return cell.closest<HTMLElement>('[role="row"]')!;
};

// Each test drives the whole app (frame, route gate, grid): slower than the default allows on a busy machine.
describe('teams page', { timeout: 15_000 }, () => {
  it('lists the first page of teams in use, Z to A, with their people, date and status', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute(() => teamPage([framing, concrete])),
    );
    signInAs(admin);
    renderApp(TEAMS_PATH);
    await grid();
    expect(listCalls(server.calls)[0]).toEqual({
      page: '1',
      limit: '20',
      isArchived: 'false',
      sort_by: 'desc:name',
    });
    const row = rowOf('Framing crew');
    expect(row).toHaveTextContent('4 members');
    expect(row).toHaveTextContent('Ann Lee, Bo Park, Cy Diaz +1 more');
    expect(row).toHaveTextContent('Max Manager');
    expect(row).toHaveTextContent('11/14/2023');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(rowOf('Concrete crew')).toHaveTextContent('1 member');
    expect(rowOf('Concrete crew')).toHaveTextContent('None');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(document.title).toBe('Teams · Crewcard');
    // The Teams tab of the team-members frame (and the main navigation) marks this page.
    expect(screen.getAllByRole('link', { name: 'Teams', current: 'page' }).length).toBeGreaterThan(
      0,
    );
  });

  it('stacks each team in one column on a phone, so nothing scrolls sideways', async () => {
    pretendToBeAPhone();
    stubFetch(
      orgRoute,
      listRoute(() => teamPage([framing, concrete])),
    );
    signInAs(admin);
    renderApp(TEAMS_PATH);
    const table = await grid();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // The first header holds the select-all checkbox, named by its label rather than text.
    expect(headers).toEqual(['', 'Team', 'Actions']);
    expect(screen.queryByRole('button', { name: /Columns/ })).not.toBeInTheDocument();
    const row = within(table).getByText('Framing crew').closest<HTMLElement>('[role="row"]')!;
    for (const text of [
      'Active',
      '4 members: Ann Lee, Bo Park, Cy Diaz +1 more',
      'Managers: Max Manager',
    ])
      expect(row).toHaveTextContent(text);
    expect(within(table).getByText('Concrete crew').closest('[role="row"]')).toHaveTextContent(
      'Managers: None',
    );
  });

  it('searches team names 700 ms after typing, from the first page', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute((query) =>
        query.searchText === 'fram' ? teamPage([framing]) : teamPage([framing, concrete], 45),
      ),
    );
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    await grid();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(server.calls).at(-1)?.page).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'fram');
    expect(listCalls(server.calls).some((query) => query.searchText)).toBe(false);
    await waitFor(() => expect(listCalls(server.calls).at(-1)?.searchText).toBe('fram'), {
      timeout: 2000,
    });
    expect(listCalls(server.calls).at(-1)?.page).toBe('1');
    await waitFor(() => expect(screen.queryByText('Concrete crew')).not.toBeInTheDocument());
  });

  it('switches to archived teams, which offer Unarchive', async () => {
    const archived = makeTeam({ id: 13, name: 'Old crew', archived_at_unix: ARCHIVED_UNIX });
    const server = stubFetch(
      orgRoute,
      listRoute((query) => teamPage(query.isArchived === 'true' ? [archived] : [framing])),
    );
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    await grid();
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByRole('grid', { name: 'Archived teams' })).toBeInTheDocument();
    expect(listCalls(server.calls).at(-1)).toMatchObject({ isArchived: 'true', page: '1' });
    const row = rowOf('Old crew');
    expect(within(row).getByText('Archived')).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox', { name: 'Select row Old crew' }));
    expect(screen.getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('archives the selected teams in one request', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute(() => teamPage([framing, concrete])),
      on('PATCH', `/v1/orgs/${ORG_ID}/employee_groups`, () =>
        jsonResponse({ data: [], message: TEAM_TEXT.archived(2) }),
      ),
    );
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    await grid();
    await user.click(screen.getByRole('checkbox', { name: 'Select row Framing crew' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row Concrete crew' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('2 teams have been archived!')).toBeInTheDocument();
    const patch = server.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ employee_group_ids: [11, 12], is_archived: true });
    // The list is asked again, and the selection is gone.
    await waitFor(() => expect(listCalls(server.calls).length).toBeGreaterThan(1));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('deletes a team once its deletion is confirmed', async () => {
    const server = stubFetch(
      orgRoute,
      listRoute(() => teamPage([framing, concrete])),
      on('DELETE', `/v1/orgs/${ORG_ID}/employee_group/11`, () =>
        jsonResponse({ message: TEAM_TEXT.deleted }),
      ),
    );
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    await grid();
    await user.click(screen.getByRole('button', { name: 'Actions for Framing crew' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Framing crew?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions for Framing crew' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Framing crew?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText(TEAM_TEXT.deleted)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a failed delete in the dialog with the server message', async () => {
    stubFetch(
      orgRoute,
      listRoute(() => teamPage([framing])),
      on('DELETE', `/v1/orgs/${ORG_ID}/employee_group/11`, () =>
        jsonResponse({ status_code: 404, message: 'Not found' }, 404),
      ),
    );
    signInAs(admin);
    const { user } = renderApp(TEAMS_PATH);
    await grid();
    await user.click(screen.getByRole('button', { name: 'Actions for Framing crew' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Framing crew?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Not found')).toBeInTheDocument();
  });

  it('gives managers a read-only list', async () => {
    stubFetch(
      orgRoute,
      listRoute(() => teamPage([framing, concrete])),
    );
    signInAs(manager);
    renderApp(TEAMS_PATH);
    await grid();
    expect(screen.getByText('Only administrators can change teams.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select row/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Actions for Framing crew' }),
    ).not.toBeInTheDocument();
  });

  it('keeps workers away', async () => {
    stubFetch(orgRoute);
    signInAs(makeProfile([makeEmployee(ORG_ID, 1)]));
    const { location } = renderApp(TEAMS_PATH);
    await waitFor(() => expect(location().pathname).toBe('/error/403'));
  });

  it('invites the first team when there is none', async () => {
    stubFetch(
      orgRoute,
      listRoute(() => teamPage([])),
    );
    signInAs(admin);
    renderApp(TEAMS_PATH);
    expect(await screen.findByText('No teams yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create team' })).toHaveLength(2);
  });

  it('shows why the list could not be loaded', async () => {
    stubFetch(
      orgRoute,
      // A 4xx answer is not retried, so the failure shows at once.
      on('GET', `/v1/orgs/${ORG_ID}/employee_group_list`, () =>
        jsonResponse({ status_code: 404, message: 'The organization was not found' }, 404),
      ),
    );
    signInAs(admin);
    renderApp(TEAMS_PATH);
    expect(await screen.findByText('The teams could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The organization was not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
