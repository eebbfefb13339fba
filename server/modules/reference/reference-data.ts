import type { ConfigResponse, CountryCode } from '../../../contract/reference';

type Timezone = { value: string; label: string };

const TIMEZONES: Record<CountryCode, Timezone[]> = {
  us: [
    { value: 'America/New_York', label: 'Eastern Time (US & Canada)' },
    { value: 'America/Chicago', label: 'Central Time (US & Canada)' },
    { value: 'America/Denver', label: 'Mountain Time (US & Canada)' },
    { value: 'America/Phoenix', label: 'Arizona' },
    { value: 'America/Los_Angeles', label: 'Pacific Time (US & Canada)' },
    { value: 'America/Anchorage', label: 'Alaska' },
    { value: 'Pacific/Honolulu', label: 'Hawaii' },
  ],
  au: [
    { value: 'Australia/Sydney', label: 'Sydney, Canberra' },
    { value: 'Australia/Melbourne', label: 'Melbourne' },
    { value: 'Australia/Brisbane', label: 'Brisbane' },
    { value: 'Australia/Adelaide', label: 'Adelaide' },
    { value: 'Australia/Darwin', label: 'Darwin' },
    { value: 'Australia/Perth', label: 'Perth' },
    { value: 'Australia/Hobart', label: 'Hobart' },
  ],
};

/** End-of-assignment reasons offered when someone leaves an organisation. */
const EOA_REASONS = [
  { id: 1, name: 'Assignment completed' },
  { id: 2, name: 'Resigned' },
  { id: 3, name: 'Terminated' },
  { id: 4, name: 'Laid off' },
  { id: 5, name: 'Seasonal work ended' },
  { id: 6, name: 'Other' },
];

/**
 * GET /config/{country_code}. The product has no tutorial videos yet, so learn_more_video_urls is
 * empty: the app shows a "learn more" link only for keys present here.
 */
export function countryConfig(country: CountryCode): ConfigResponse {
  return {
    data: { timezones: TIMEZONES[country], eoa_reasons: EOA_REASONS, learn_more_video_urls: {} },
  };
}
