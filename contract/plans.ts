/**
 * Plan tiers and the feature each needs (document 2, section 6).
 * basic is shown to users as Starter.
 */
export const PLAN_TIERS = ['basic', 'pro', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const PLAN_LABEL: Record<PlanTier, string> = {
  basic: 'Starter',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

export const FEATURE_KEYS = [
  'time-tracking',
  'notes',
  'location-tracking',
  'payroll-integration',
  'customer-support',
  'scheduling-and-tasks',
  'time-clock-rules',
  'project-tracking',
  'labor-cost-reporting',
  'time-off-management',
  'accounting-integrations',
  'time-card-signoffs',
  'erp-integrations',
  'api-access',
  'clock-in-photo',
  'kiosk',
  'time-limits',
  'geofence-clock-in-restrictions',
  'geofence-clock-in-automations',
  'automated-meal-breaks',
  'manual-project-time-rules',
  'automate-time-tracking',
  'work-forms',
  'expense-card',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/**
 * The lowest tier that includes each feature. The spec names the pro and enterprise features;
 * the rest of the list (the everyday basics) is decided here to sit in Starter, and the
 * integrations and automation extras to sit with the tier whose users need them.
 */
export const FEATURE_TIER: Record<FeatureKey, PlanTier> = {
  'time-tracking': 'basic',
  notes: 'basic',
  'location-tracking': 'basic',
  'payroll-integration': 'basic',
  'customer-support': 'basic',
  'scheduling-and-tasks': 'pro',
  'time-clock-rules': 'pro',
  'project-tracking': 'pro',
  'labor-cost-reporting': 'pro',
  'time-off-management': 'pro',
  'accounting-integrations': 'pro',
  'clock-in-photo': 'pro',
  kiosk: 'pro',
  'time-limits': 'pro',
  'geofence-clock-in-restrictions': 'pro',
  'geofence-clock-in-automations': 'pro',
  'automated-meal-breaks': 'pro',
  'manual-project-time-rules': 'pro',
  'work-forms': 'pro',
  'time-card-signoffs': 'enterprise',
  'automate-time-tracking': 'enterprise',
  'erp-integrations': 'enterprise',
  'api-access': 'enterprise',
  'expense-card': 'enterprise',
};

const TIER_RANK: Record<PlanTier, number> = { basic: 0, pro: 1, enterprise: 2 };

export function tierIncludes(tier: PlanTier | null | undefined, feature: FeatureKey): boolean {
  if (!tier) return false;
  return TIER_RANK[FEATURE_TIER[feature]] <= TIER_RANK[tier];
}

export const FEATURE_STATES = ['offer-trial', 'trial', 'show-paywall', 'enabled'] as const;
export type FeatureState = (typeof FEATURE_STATES)[number];

export const CREW_PRODUCT_STATUSES = [
  'offer',
  'activated',
  'trial-end',
  'inactive-trial-end',
  'canceled',
  'inactive-canceled',
  'external-payment',
] as const;
export type CrewProductStatus = (typeof CREW_PRODUCT_STATUSES)[number];

export const WFM_TRIAL_DAYS = 30;
export const FREE_TRIAL_DAYS = 14;

/** Trial days left: rounded up from now to expiry, zero when passed. */
export function trialDaysLeft(expiryUnix: number | null | undefined, nowUnix: number): number {
  if (!expiryUnix || expiryUnix <= nowUnix) return 0;
  return Math.ceil((expiryUnix - nowUnix) / 86400);
}

/** A trial whose expiry has passed shows the paywall (document 2, section 4). */
export function featureStateAt(
  state: string,
  expiryUnix: number | null,
  nowUnix: number,
): { state: FeatureState; trial_expiry_dt_unix: number | null } {
  const effective =
    state === 'trial' && expiryUnix !== null && expiryUnix <= nowUnix ? 'show-paywall' : state;
  return { state: effective as FeatureState, trial_expiry_dt_unix: expiryUnix };
}

/** The parts of an organisation (contract/orgs.ts Organization) its plan tier is read from. */
export type PlanFields = {
  crew_product_plan: { tier: PlanTier } | null;
  workforce_management_feature: { state: FeatureState };
  time_tracking_feature: { state: FeatureState };
};

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

/** Whether the organisation's effective tier includes a feature. */
export function featureAllowed(org: PlanFields | null | undefined, feature: FeatureKey): boolean {
  return tierIncludes(effectiveTier(org), feature);
}
