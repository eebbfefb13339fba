import { featureStateAt, type PlanFields, type PlanTier } from '../../contract/plans';
import { nowUnix } from './time';

/** The organisation's plan columns as read with it (here, and with the session check). */
export type PlanColumns = {
  plan_tier: string | null;
  wfm_feature_state: string;
  wfm_trial_expiry_unix: number | null;
  tt_feature_state: string;
  tt_trial_expiry_unix: number | null;
};

/** The plan fields features are decided on, from the organisation's plan columns, now. */
export function planFieldsOf(row: PlanColumns, now = nowUnix()): PlanFields {
  return {
    crew_product_plan: row.plan_tier ? { tier: row.plan_tier as PlanTier } : null,
    workforce_management_feature: featureStateAt(
      row.wfm_feature_state,
      row.wfm_trial_expiry_unix,
      now,
    ),
    time_tracking_feature: featureStateAt(row.tt_feature_state, row.tt_trial_expiry_unix, now),
  };
}
