import { screen, within } from '@testing-library/react';

import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  baseRoutes,
  openMemberPage,
  makeDetail,
  signInAs,
} from '../features/employees/detail/detail-test-kit';

import { renderApp } from '../test-support/render-app';

import { stubFetch } from '../test-support/stubs';

import { resetBetweenScreenTests } from '../test-support/screen-session';

resetBetweenScreenTests();

/** The links of the main navigation that say they are current, with how. */
const currentLinks = () => {
  const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => [link.textContent, link.getAttribute('aria-current')]);
};

describe('the main navigation on a team member’s page', { timeout: 20_000 }, () => {
  it('lights Team members as the section the page belongs to', async () => {
    const { router } = openMemberPage(() => makeDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Wes Walker' })).toBeVisible();
    expect(currentLinks()).toEqual([['Team members', 'true']]);

    // Back on the list itself, the same item is the current page.
    await router.navigate('/org/7/crew/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
    expect(currentLinks()).toEqual([['Team members', 'page']]);
  });
});

describe('the tabs of the team-member lists', { timeout: 20_000 }, () => {
  /** The tabs of the 'Team members' tab row that say they are current. */
  const currentTabs = () =>
    within(screen.getByRole('navigation', { name: 'Team members' }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it('mark the page shown, written with or without a trailing slash', async () => {
    stubFetch(...baseRoutes(ADMIN));
    signInAs(ADMIN);
    const { router } = renderApp('/org/7/crew/members/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
    expect(currentTabs()).toEqual(['Members']);

    await router.navigate('/org/7/crew/deactivated');
    await expect.poll(currentTabs).toEqual(['Deactivated']);
  });
});
