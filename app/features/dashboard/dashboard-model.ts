import type { Organization } from '../../../contract/orgs';
import { PLAN_LABEL, trialDaysLeft } from '../../../contract/plans';
import { daysLeftText, FEATURE_STATE_LABEL } from '../orgs/org-labels';

type Gate = Organization['workforce_management_feature'];

/** What the dashboard says about one gated feature: its state, and the days left of a trial. */
export function featureSummary(gate: Gate, nowUnix: number): { label: string; hint?: string } {
  const label = FEATURE_STATE_LABEL[gate.state];
  if (gate.state !== 'trial') return { label };
  return { label, hint: daysLeftText(trialDaysLeft(gate.trial_expiry_dt_unix, nowUnix)) };
}

export function planSummary(org: Pick<Organization, 'crew_product_plan'>): {
  label: string;
  hint?: string;
} {
  const plan = org.crew_product_plan;
  if (!plan) return { label: 'No plan' };
  return {
    label: PLAN_LABEL[plan.tier],
    hint: plan.recurring_interval === 'annual' ? 'Billed annually' : 'Billed monthly',
  };
}

/** The trial that ends soonest, for the banner over the dashboard. */
export function endingTrial(
  org: Organization,
  nowUnix: number,
): { name: string; days: number } | null {
  const trials = [
    { name: 'workforce management', gate: org.workforce_management_feature },
    { name: 'time tracking', gate: org.time_tracking_feature },
  ].filter((entry) => entry.gate.state === 'trial');
  const [first] = trials
    .map((entry) => ({
      name: entry.name,
      days: trialDaysLeft(entry.gate.trial_expiry_dt_unix, nowUnix),
    }))
    .sort((a, b) => a.days - b.days);
  return first ?? null;
}
