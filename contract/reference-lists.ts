// Plain data, no zod: the app's first screen reads these without downloading any schema.

/** Reference data of core.md section 3. */
export const COUNTRIES = [
  { code: 'us', label: 'United States' },
  { code: 'au', label: 'Australia' },
] as const;

export const COMPANY_SIZES = [
  'Self Employed',
  '2-5',
  '6-10',
  '11-20',
  '21-50',
  '51-200',
  '201-500',
  '501-1,000',
  '1,001-5,000',
  '5,001-10,000',
  '10,000+',
] as const;

export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
