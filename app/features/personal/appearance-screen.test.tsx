import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flagsFor } from '../../../contract/feature-flags';
import { COLOR_SCHEME_STORAGE_KEY } from '../../../design-system/tokens/color-scheme';
import { appStore } from '../../state/app-store';
import { jsonResponse, makeEmployee, makeOrg, makeProfile } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { resetBetweenScreenTests, signInAs } from '../../test-support/screen-session';
import { on, stubFetch } from '../../test-support/stubs';

const orgRoutes = [7, 8].map((id) =>
  on('GET', `/v1/orgs/${id}`, () => jsonResponse({ data: makeOrg({ id, name: `Org ${id}` }) })),
);

/** An administrator of Acme Builders (org 7), with colour scheme options on or off there. */
const memberOfAcme = (isOffered: boolean) =>
  makeProfile([
    makeEmployee(7, 3, {
      organization: {
        name: 'Acme Builders',
        feature_flags: flagsFor('colorSchemeOptions', isOffered),
      },
    }),
    makeEmployee(8, 3, { organization: { feature_flags: flagsFor('colorSchemeOptions', true) } }),
  ]);

const isDark = () => document.documentElement.classList.contains('dark');

resetBetweenScreenTests();

describe('the appearance page', () => {
  it('offers light, dark and auto when the organisation turns colour schemes on', async () => {
    stubFetch(...orgRoutes);
    signInAs(memberOfAcme(true));
    const { user } = renderApp('/personal/settings/appearance');
    const group = await screen.findByRole('radiogroup', { name: 'Appearance' });
    await user.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('shows light and says why when the organisation has not turned them on', async () => {
    stubFetch(...orgRoutes);
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    signInAs(memberOfAcme(false));
    renderApp('/personal/settings/appearance');
    expect(
      await screen.findByText(
        'Acme Builders uses the light colour scheme: colour scheme options are not turned on for this organisation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Appearance' })).not.toBeInTheDocument();
    expect(isDark()).toBe(false);
    // The saved choice is kept, not overwritten.
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('brings the saved choice back in an organisation that offers colour schemes', async () => {
    stubFetch(...orgRoutes);
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    signInAs(memberOfAcme(false));
    renderApp('/personal/settings/appearance');
    await screen.findByText(/uses the light colour scheme/);
    expect(isDark()).toBe(false);

    act(() => appStore.setState({ selectedOrgId: 8 }));
    const group = await screen.findByRole('radiogroup', { name: 'Appearance' });
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(isDark()).toBe(true);
  });
});
