import { z } from 'zod';
import { COMPANY_SIZES } from './reference-lists';

// The plain lists live in ./reference-lists (zod-free, for the app's first screen); re-exported
// here so they keep being imported from contract/reference.
export { COMPANY_SIZES, DEFAULT_TIMEZONE } from './reference-lists';

export const zCountryCode = z.enum(['us', 'au'], { error: 'Please choose a country' });
export type CountryCode = z.infer<typeof zCountryCode>;

export const zCompanySize = z.enum(COMPANY_SIZES, { error: 'Please choose a company size' });

export const US_STATES = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['District of Columbia', 'DC'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
].map(([label, abbreviation]) => ({ label: label!, abbreviation: abbreviation! }));

export const AU_STATES = [
  ['Australian Capital Territory', 'ACT'],
  ['New South Wales', 'NSW'],
  ['Northern Territory', 'NT'],
  ['Queensland', 'QLD'],
  ['South Australia', 'SA'],
  ['Tasmania', 'TAS'],
  ['Victoria', 'VIC'],
  ['Western Australia', 'WA'],
].map(([label, abbreviation]) => ({ label: label!, abbreviation: abbreviation! }));

/** GET /config/{country_code} */
export const zConfigResponse = z.object({
  data: z.object({
    timezones: z.array(z.object({ value: z.string(), label: z.string() })),
    eoa_reasons: z.array(z.object({ id: z.number().int(), name: z.string() })),
    learn_more_video_urls: z.record(z.string(), z.string()),
  }),
});
export type ConfigResponse = z.infer<typeof zConfigResponse>;
