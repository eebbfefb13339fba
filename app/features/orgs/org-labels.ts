import { COUNTRIES } from '../../../contract/reference-lists';
import type { CrewProductStatus, FeatureState } from '../../../contract/plans';

export const STATUS_LABEL: Record<CrewProductStatus, string> = {
  offer: 'Not started',
  activated: 'Active',
  'trial-end': 'Trial ended',
  'inactive-trial-end': 'Trial ended',
  canceled: 'Canceled',
  'inactive-canceled': 'Canceled',
  'external-payment': 'Active (external billing)',
};

export const STATUS_TONE: Record<CrewProductStatus, 'neutral' | 'success' | 'warning' | 'danger'> =
  {
    offer: 'neutral',
    activated: 'success',
    'trial-end': 'warning',
    'inactive-trial-end': 'danger',
    canceled: 'warning',
    'inactive-canceled': 'danger',
    'external-payment': 'success',
  };

export const FEATURE_STATE_LABEL: Record<FeatureState, string> = {
  'offer-trial': 'Trial available',
  trial: 'On trial',
  'show-paywall': 'Trial expired',
  enabled: 'Enabled',
};

export const FEATURE_STATE_TONE: Record<FeatureState, 'neutral' | 'info' | 'warning' | 'success'> =
  {
    'offer-trial': 'neutral',
    trial: 'info',
    'show-paywall': 'warning',
    enabled: 'success',
  };

export function countryLabel(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.label ?? code.toUpperCase();
}

/** "12 days left", "1 day left", "Ends today". */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'Ends today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

export function formatDate(unix: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(
    new Date(unix * 1000),
  );
}

export function memberCountText(count: number): string {
  return count === 1 ? '1 active member' : `${count} active members`;
}

/** "12 organisations", or with a search "3 found". */
export function orgCountText(total: number, search: string): string {
  if (search) return total === 1 ? '1 found' : `${total} found`;
  return total === 1 ? '1 organisation' : `${total} organisations`;
}
