/**
 * The words of the upgrade modal, one set per variant of the spec (document 2, section 4, plans;
 * section 9: the free trial is 14 days, with no upfront payment and no automatic charge). Kept apart
 * from the component so the texts can be read and tested in one place.
 */

/** The four upgrade-prompt variants of the spec, in its order. */
export const UPGRADE_PROMPT_VARIANTS = ['ask-admin', 'trial', 'restart', 'upgrade'] as const;
export type UpgradePromptVariant = (typeof UPGRADE_PROMPT_VARIANTS)[number];

export type UpgradePromptCopy = {
  /** The modal's heading (also the dialog's name). */
  title: string;
  /** The explanation under the heading (also the dialog's description). */
  description: string;
  /** The short line naming the plan, e.g. 'Pro feature'. */
  badge: string;
  /** Selling points listed in the body (the free trial's terms). */
  points: string[];
};

export function upgradePromptCopy({
  variant,
  featureName,
  tierLabel,
  trialDays,
}: {
  variant: UpgradePromptVariant;
  featureName: string;
  tierLabel: string;
  trialDays: number;
}): UpgradePromptCopy {
  const badge = `${tierLabel} feature`;
  const partOf = `${featureName} is part of the ${tierLabel} plan.`;
  switch (variant) {
    case 'ask-admin':
      return {
        title: `${featureName} needs the ${tierLabel} plan`,
        description: `${partOf} Your organisation's plan doesn't include it yet. Ask an administrator of your organisation to upgrade if you need it.`,
        badge,
        points: [],
      };
    case 'trial':
      return {
        title: `Try ${featureName} for free`,
        description: `${partOf} Start a free ${trialDays}-day trial of ${tierLabel} and use it today.`,
        badge,
        points: [
          `Free for ${trialDays} days`,
          'No upfront payment',
          'No automatic charge when the trial ends',
        ],
      };
    case 'restart':
      return {
        title: `Restart your ${tierLabel} trial`,
        description: `${partOf} Your trial has ended: restart it to keep using ${featureName}, or book a call and we'll help you choose a plan.`,
        badge,
        points: [],
      };
    case 'upgrade':
      return {
        title: `Upgrade to ${tierLabel}`,
        description: `${partOf} Upgrade your plan to use it, or book a call and we'll help you choose the right plan.`,
        badge,
        points: [],
      };
  }
}

/**
 * What a screen reader hears on the locked control itself (its description), besides
 * "unavailable" and "has a dialog": why it is locked and which plan unlocks it.
 */
export function lockedControlDescription({
  featureName,
  tierLabel,
}: {
  featureName: string;
  tierLabel: string;
}): string {
  return `Locked: ${featureName} needs the ${tierLabel} plan.`;
}
