import { z } from 'zod';
import { zOrgIdParams } from './orgs';
import { zCatalogueListQuery } from './catalogue';
import { zPage, zPageQuery } from './pagination';
import { MESSAGES } from './messages';
import { isDisplayText, REQUIRED_CHECK, RULE_TEXT } from './validation';

/**
 * Workers' compensation codes of an organisation (settings page /settings/workers-comp): the
 * insurance class code, its description, the premium rate per $100 of payroll and optionally
 * the state it applies in. Chosen on pay records. Every change is kept in the audit log and
 * listed by the history call (/settings/workers-comp/history).
 */

export const WC_CODE_MAX = 20;
export const WC_NAME_MAX = 120;
export const WC_RATE_MAX = 100;
/** Rates have at most four decimals (stored as ten-thousandths). */
export const WC_RATE_DECIMALS = 4;

export const WC_CODE_TEXT = {
  created: 'Workers’ compensation code has been created!',
  updated: 'Workers’ compensation code has been updated!',
  archived: 'Workers’ compensation code has been archived!',
  unarchived: 'Workers’ compensation code has been unarchived!',
  codeLength: `Must be ${WC_CODE_MAX} characters or less`,
  codeFormat: 'Use letters, digits, spaces, dots, dashes or slashes',
  codeTaken: 'A workers’ compensation code with this code already exists',
  nameLength: `Must be ${WC_NAME_MAX} characters or less`,
  rateRange: `Rate must be between 0 and ${WC_RATE_MAX}`,
  rateDecimals: `Use at most ${WC_RATE_DECIMALS} decimals`,
  notANumber: 'Must be a number',
} as const;

/** The workers' compensation code entity. */
export const zWcCode = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().nullable(),
  /** Premium in dollars per $100 of payroll. */
  rate_per_100: z.number(),
  state: z.string().nullable(),
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
  archived_at_unix: z.number().int().nullable(),
});
export type WcCode = z.infer<typeof zWcCode>;

export const zWcCodeIdParams = zOrgIdParams.extend({
  wc_code_id: z.coerce.number().int().min(1),
});

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const hasRateDecimals = (rate: number) =>
  Math.abs(Math.round(rate * 10 ** WC_RATE_DECIMALS) - rate * 10 ** WC_RATE_DECIMALS) < 1e-6;

export const zWcCodeCode = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(WC_CODE_MAX, WC_CODE_TEXT.codeLength)
  .regex(CODE_PATTERN, WC_CODE_TEXT.codeFormat);

/** Blank text means "no description". */
const zWcName = z
  .string()
  .trim()
  .max(WC_NAME_MAX, WC_CODE_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText)
  .transform((text) => text || null)
  .nullable();

export const zWcRate = z
  .number({
    error: (issue) => (issue.input === undefined ? RULE_TEXT.required : WC_CODE_TEXT.notANumber),
  })
  .min(0, WC_CODE_TEXT.rateRange)
  .max(WC_RATE_MAX, WC_CODE_TEXT.rateRange)
  .refine(hasRateDecimals, WC_CODE_TEXT.rateDecimals);

/** A state of the organisation's country (checked by the server); blank means none. */
const zWcState = z
  .string()
  .trim()
  .max(3, MESSAGES.invalidState)
  .transform((text) => (text ? text.toUpperCase() : null))
  .nullable();

/** POST /orgs/{org_id}/wc_codes. */
export const zWcCodeCreate = z.object({
  code: zWcCodeCode,
  name: zWcName.default(null),
  rate_per_100: zWcRate,
  state: zWcState.default(null),
});
export type WcCodeCreate = z.infer<typeof zWcCodeCreate>;

/** PATCH /orgs/{org_id}/wc_codes/{wc_code_id}: only the fields sent change; is_archived too. */
export const zWcCodePatch = z
  .object({
    code: zWcCodeCode,
    name: zWcName,
    rate_per_100: zWcRate,
    state: zWcState,
    is_archived: z.boolean(),
  })
  .partial();
export type WcCodePatch = z.infer<typeof zWcCodePatch>;

/** GET /orgs/{org_id}/wc_codes: codes in use by code, or the archived ones with is_archived=true. */
export const zWcCodeListQuery = zCatalogueListQuery;
export const zWcCodeListResponse = zPage(zWcCode);
export const zWcCodeResponse = z.object({ data: zWcCode, message: z.string() });

export const WC_CODE_ACTIONS = ['created', 'updated', 'archived', 'unarchived'] as const;
export type WcCodeAction = (typeof WC_CODE_ACTIONS)[number];

const zHistoryValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One change of a code: who, when, and each field's value before and after. */
export const zWcCodeHistoryEntry = z.object({
  id: z.number().int(),
  wc_code_id: z.number().int(),
  /** The code as it read after the change. */
  code: z.string(),
  action: z.enum(WC_CODE_ACTIONS),
  changed_by: z.object({ profile_id: z.number().int(), display_name: z.string() }).nullable(),
  changed_at_unix: z.number().int(),
  changes: z.array(z.object({ field: z.string(), before: zHistoryValue, after: zHistoryValue })),
});
export type WcCodeHistoryEntry = z.infer<typeof zWcCodeHistoryEntry>;

/** GET /orgs/{org_id}/wc_codes/history: newest first; one code's with wc_code_id. */
export const zWcCodeHistoryQuery = zPageQuery.extend({
  wc_code_id: z.coerce.number().int().min(1).optional(),
});
export type WcCodeHistoryQuery = z.infer<typeof zWcCodeHistoryQuery>;
export const zWcCodeHistoryResponse = zPage(zWcCodeHistoryEntry);
