/**
 * The organisation's feature flags (`Organization.feature_flags`) and what each switches, in one
 * table shared by the server (the flags a new organisation starts with) and the app (redirects,
 * route gates, the appearance page).
 *
 * core.md 3 names the flags the app reads: use_old_time_export, cost_allocation_auto_fill,
 * enable_color_scheme_options, show_project_relations_impact, web-bundled-checkout. The redirect
 * rules of core.md 2 speak in prose instead ("the new time export flag", "the new integrations
 * page flag", "the organisation-settings-v2 flag"), so each switch below names its flag and the
 * value that turns it on:
 * - "new time export is on" ⇔ use_old_time_export is false. New organisations start with
 *   use_old_time_export true: the time report and crew reports (where time is reviewed and
 *   exported) are Crewcard's export path, and an organisation that moves exporting into the time
 *   card summary turns the flag off. A flag an organisation lacks reads as its default, so
 *   organisations made before the flag existed keep their reports too;
 * - the new integrations page and organisation-settings-v2 have no flag in core.md 3's list. They
 *   are kept as extra flags under the names core.md 2 gives them, off unless an organisation's
 *   flags turn them on, so the full-page loads they ask for stay reachable without a flag the
 *   spec does not know about being on anywhere by default.
 */

type FeatureSwitchDefinition = {
  /** The key in `feature_flags`, as the API sends it. */
  flag: string;
  /** The flag's value that turns the switch on. */
  onWhen: boolean;
  /** The flag's value for a new organisation, and for an organisation whose flags lack it. */
  flagDefault: boolean;
  /** spec: one of core.md 3's flags; extra: named only by core.md 2's prose. */
  source: 'spec' | 'extra';
};

export const FEATURE_SWITCHES = {
  /** core.md 2: the time report and crew reports routes go to the time card summary. */
  newTimeExport: {
    flag: 'use_old_time_export',
    onWhen: false,
    flagDefault: true,
    source: 'spec',
  },
  /** core.md 3: cost allocation fills itself in (no screen reads it yet). */
  costAllocationAutoFill: {
    flag: 'cost_allocation_auto_fill',
    onWhen: true,
    flagDefault: false,
    source: 'spec',
  },
  /**
   * core.md 1 and 3: members may choose light, dark or auto on /personal/settings/appearance;
   * off, the organisation is shown in the default light scheme.
   */
  colorSchemeOptions: {
    flag: 'enable_color_scheme_options',
    onWhen: true,
    flagDefault: true,
    source: 'spec',
  },
  /** core.md 3: the impact of a project's relations is shown (no screen reads it yet). */
  projectRelationsImpact: {
    flag: 'show_project_relations_impact',
    onWhen: true,
    flagDefault: false,
    source: 'spec',
  },
  /** core.md 4 "Billing modal check": an org without a plan goes to its bundled web checkout. */
  bundledCheckout: {
    flag: 'web-bundled-checkout',
    onWhen: true,
    flagDefault: false,
    source: 'spec',
  },
  /** core.md 2: the integrations page is opened by a full page load. */
  newIntegrationsPage: {
    flag: 'new_integrations_page',
    onWhen: true,
    flagDefault: false,
    source: 'extra',
  },
  /** core.md 2: settings time is opened by a full page load. */
  organisationSettingsV2: {
    flag: 'organisation-settings-v2',
    onWhen: true,
    flagDefault: false,
    source: 'extra',
  },
} as const satisfies Record<string, FeatureSwitchDefinition>;

export type FeatureSwitch = keyof typeof FEATURE_SWITCHES;
export type FeatureFlagName = (typeof FEATURE_SWITCHES)[FeatureSwitch]['flag'];

const SWITCH_NAMES = Object.keys(FEATURE_SWITCHES) as FeatureSwitch[];

/** Every flag of the table with the value a new organisation starts with. */
export const DEFAULT_FEATURE_FLAGS = Object.fromEntries(
  SWITCH_NAMES.map((name) => [FEATURE_SWITCHES[name].flag, FEATURE_SWITCHES[name].flagDefault]),
) as Record<FeatureFlagName, boolean>;

/**
 * Whether a switch is on for an organisation's `feature_flags`. A flag the organisation lacks has
 * its default; without the organisation's flags at all (an organisation the user has no record
 * in) nothing is switched on, as nothing is known.
 */
export function isSwitchOn(
  flags: Readonly<Record<string, boolean>> | undefined,
  name: FeatureSwitch,
): boolean {
  if (!flags) return false;
  const { flag, onWhen, flagDefault } = FEATURE_SWITCHES[name];
  return (flags[flag] ?? flagDefault) === onWhen;
}

/** The feature_flags that turn a switch on or off (tests and seeds). */
export function flagsFor(name: FeatureSwitch, isOn: boolean): Record<string, boolean> {
  const { flag, onWhen } = FEATURE_SWITCHES[name];
  return { [flag]: isOn ? onWhen : !onWhen };
}
