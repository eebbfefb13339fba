import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, FEATURE_SWITCHES, flagsFor, isSwitchOn } from './feature-flags';

describe('the feature flag table', () => {
  it('holds the flags core.md 3 lists, and marks the others as extra', () => {
    const bySource = (source: 'spec' | 'extra') =>
      Object.values(FEATURE_SWITCHES)
        .filter((entry) => entry.source === source)
        .map((entry) => entry.flag);
    expect(bySource('spec').sort()).toEqual(
      [
        'use_old_time_export',
        'cost_allocation_auto_fill',
        'enable_color_scheme_options',
        'show_project_relations_impact',
        'web-bundled-checkout',
      ].sort(),
    );
    expect(bySource('extra').sort()).toEqual(['new_integrations_page', 'organisation-settings-v2']);
  });

  it('names each flag once', () => {
    const flags = Object.values(FEATURE_SWITCHES).map((entry) => entry.flag);
    expect(new Set(flags).size).toBe(flags.length);
  });

  it('starts new organisations on the time report export, with colour scheme options', () => {
    expect(DEFAULT_FEATURE_FLAGS).toEqual({
      use_old_time_export: true,
      cost_allocation_auto_fill: false,
      enable_color_scheme_options: true,
      show_project_relations_impact: false,
      'web-bundled-checkout': false,
      new_integrations_page: false,
      'organisation-settings-v2': false,
    });
    expect(isSwitchOn(DEFAULT_FEATURE_FLAGS, 'newTimeExport')).toBe(false);
    expect(isSwitchOn(DEFAULT_FEATURE_FLAGS, 'colorSchemeOptions')).toBe(true);
    expect(isSwitchOn(DEFAULT_FEATURE_FLAGS, 'newIntegrationsPage')).toBe(false);
    expect(isSwitchOn(DEFAULT_FEATURE_FLAGS, 'organisationSettingsV2')).toBe(false);
    expect(isSwitchOn(DEFAULT_FEATURE_FLAGS, 'bundledCheckout')).toBe(false);
  });
});

describe('isSwitchOn', () => {
  it('turns the new time export on when use_old_time_export is false', () => {
    expect(isSwitchOn({ use_old_time_export: false }, 'newTimeExport')).toBe(true);
    expect(isSwitchOn({ use_old_time_export: true }, 'newTimeExport')).toBe(false);
  });

  it('reads a flag the organisation lacks at its default', () => {
    expect(isSwitchOn({}, 'newTimeExport')).toBe(false);
    expect(isSwitchOn({}, 'colorSchemeOptions')).toBe(true);
    expect(isSwitchOn({}, 'newIntegrationsPage')).toBe(false);
  });

  it('switches nothing on without the organisation’s flags', () => {
    expect(isSwitchOn(undefined, 'newTimeExport')).toBe(false);
    expect(isSwitchOn(undefined, 'colorSchemeOptions')).toBe(false);
  });

  it('ignores flags outside the table, such as the old names of the prose flags', () => {
    expect(isSwitchOn({ new_time_export: true, use_old_time_export: true }, 'newTimeExport')).toBe(
      false,
    );
    expect(isSwitchOn({ organisation_settings_v2: true }, 'organisationSettingsV2')).toBe(false);
  });

  it('gives the flags that turn a switch on or off', () => {
    expect(flagsFor('newTimeExport', true)).toEqual({ use_old_time_export: false });
    expect(flagsFor('newTimeExport', false)).toEqual({ use_old_time_export: true });
    expect(flagsFor('organisationSettingsV2', true)).toEqual({ 'organisation-settings-v2': true });
    for (const name of Object.keys(FEATURE_SWITCHES) as (keyof typeof FEATURE_SWITCHES)[]) {
      expect(isSwitchOn(flagsFor(name, true), name)).toBe(true);
      expect(isSwitchOn(flagsFor(name, false), name)).toBe(false);
    }
  });
});
