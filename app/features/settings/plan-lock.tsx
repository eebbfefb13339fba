import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../contract/access';
import type { Organization } from '../../../contract/orgs';
import {
  FEATURE_TIER,
  FREE_TRIAL_DAYS,
  PLAN_LABEL,
  featureAllowed,
  type FeatureKey,
} from '../../../contract/plans';
import {
  UpgradePrompt,
  type UpgradePromptVariant,
} from '../../../design-system/upgrade-prompt/upgrade-prompt';
import { actorFor } from '../../access/actor';
import { useOrg } from '../../api/orgs';
import { useProfile } from '../../api/profile';

/** The names the upgrade prompt gives the features the settings lock (sentence case). */
export const LOCKED_FEATURE_NAME: Partial<Record<FeatureKey, string>> = {
  'time-clock-rules': 'Time clock rules',
  'project-tracking': 'Project tracking',
  kiosk: 'Kiosk mode',
  'clock-in-photo': 'Clock-in photo',
  'manual-project-time-rules': 'Manual project time rules',
  'automate-time-tracking': 'Automatic project time',
  'automated-meal-breaks': 'Automated meal breaks',
  'time-limits': 'Time limits',
  'geofence-clock-in-restrictions': 'Geofence restrictions',
  'geofence-clock-in-automations': 'Geofence automations',
  'time-card-signoffs': 'Time card sign-offs',
  'labor-cost-reporting': 'Job costing',
  'time-off-management': 'Time off',
  'scheduling-and-tasks': 'Task management',
};

/**
 * The upgrade prompt's variant for the viewer (document 2, section 4 "Plans"): people who cannot
 * change the plan ask an administrator; otherwise a trial on offer, a trial that ended (restart),
 * or an upgrade.
 */
export function upgradeVariantFor(
  org: Pick<Organization, 'workforce_management_feature'> | undefined,
  mayChangePlan: boolean,
): UpgradePromptVariant {
  if (!mayChangePlan) return 'ask-admin';
  const state = org?.workforce_management_feature.state;
  if (state === 'offer-trial') return 'trial';
  if (state === 'show-paywall') return 'restart';
  return 'upgrade';
}

/**
 * Whether the organisation's plan includes a feature, and a wrapper that puts the upgrade prompt
 * in front of a control when it does not. Until the plan data has loaded nothing is locked: the
 * server refuses a locked setting anyway.
 */
export function usePlanLock(orgId: number) {
  const org = useOrg(orgId).data;
  const profile = useProfile();
  const navigate = useNavigate();
  const actor = profile ? actorFor(profile, orgId) : null;
  const variant = upgradeVariantFor(org, actor !== null && can(actor, 'orgSettings.edit'));
  const isLocked = (feature: FeatureKey) => org !== undefined && !featureAllowed(org, feature);

  // A function, not a component made here: a new component type each render would remount the
  // control (and lose its focus).
  const lock = (feature: FeatureKey, children: ReactNode) => {
    const tier = FEATURE_TIER[feature];
    // Trials are started from the plans page until the billing calls exist.
    const toPlans = () => navigate(`/org/${orgId}/billing/plans`);
    return (
      <UpgradePrompt
        locked={isLocked(feature)}
        variant={variant}
        featureName={LOCKED_FEATURE_NAME[feature] ?? feature}
        tierLabel={PLAN_LABEL[tier]}
        trialDays={FREE_TRIAL_DAYS}
        onStartTrial={toPlans}
        onRestartTrial={toPlans}
        onUpgrade={() => navigate(`/org/${orgId}/plans/subscribe/${tier}`)}
        onBookCall={toPlans}
      >
        {children}
      </UpgradePrompt>
    );
  };
  return { isLocked, lock };
}
