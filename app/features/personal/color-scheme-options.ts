import { isSwitchOn } from '../../../contract/feature-flags';
import type { Profile } from '../../../contract/profile';
import type { ColorScheme } from '../../../design-system/tokens/color-scheme-model';
import { employeeOf } from '../../access/actor';
import { useAppState } from '../../state/app-store';

export type ColorSchemeOptions = { isOffered: true } | { isOffered: false; orgName: string };

/**
 * Whether members of the selected organisation may choose a colour scheme: its
 * enable_color_scheme_options flag (core.md 3). With no organisation to ask (signed out, none
 * selected) the choice is offered: it is the person's own, saved on this device.
 */
export function colorSchemeOptionsFor(
  profile: Profile | null,
  selectedOrgId: number | null,
): ColorSchemeOptions {
  const organization = profile ? employeeOf(profile, selectedOrgId)?.organization : undefined;
  if (!organization || isSwitchOn(organization.feature_flags, 'colorSchemeOptions')) {
    return { isOffered: true };
  }
  return { isOffered: false, orgName: organization.name };
}

export function useColorSchemeOptions(): ColorSchemeOptions {
  const profile = useAppState((state) => state.currentUser);
  const selectedOrgId = useAppState((state) => state.selectedOrgId);
  return colorSchemeOptionsFor(profile, selectedOrgId);
}

/**
 * The scheme the page is held to: light, the spec's default (core.md 1), while the selected
 * organisation does not offer the options. The saved choice is kept, not overwritten, so it comes
 * back in an organisation that offers them.
 */
export function useForcedColorScheme(): ColorScheme | undefined {
  return useColorSchemeOptions().isOffered ? undefined : 'light';
}
