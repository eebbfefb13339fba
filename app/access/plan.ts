import type { Organization } from '../../contract/orgs';
import { tierIncludes, type FeatureKey, type PlanTier } from '../../contract/plans';

type PlanFields = Pick<
  Organization,
  'crew_product_plan' | 'workforce_management_feature' | 'time_tracking_feature'
>;

/**
 * The tier whose features an organisation may use now: its plan, else what a running trial or
 * an enabled feature gives (a workforce-management trial opens the Pro features, time tracking
 * alone the Starter ones). Null: no plan and nothing enabled.
 */
export function effectiveTier(org: PlanFields | null | undefined): PlanTier | null {
  if (!org) return null;
  if (org.crew_product_plan) return org.crew_product_plan.tier;
  const wfm = org.workforce_management_feature.state;
  if (wfm === 'trial' || wfm === 'enabled') return 'pro';
  const tt = org.time_tracking_feature.state;
  if (tt === 'trial' || tt === 'enabled') return 'basic';
  return null;
}

export function featureAllowed(org: PlanFields | null | undefined, feature: FeatureKey): boolean {
  return tierIncludes(effectiveTier(org), feature);
}
