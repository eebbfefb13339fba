import { z } from 'zod';
import { AU_STATES, US_STATES } from '../../../contract/reference';
import { RULE_TEXT } from '../../../contract/validation';
import {
  WC_CODE_TEXT,
  WC_NAME_MAX,
  WC_RATE_DECIMALS,
  zWcCodeCreate,
  zWcRate,
  type WcCode,
  type WcCodeCreate,
  type WcCodePatch,
} from '../../../contract/wc-codes';
import type { SelectOption } from '../../../design-system/select/select-model';

const RATE_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: WC_RATE_DECIMALS,
  useGrouping: false,
});

/** A rate per $100 with two to four decimals: 1.2 → '1.20', 1.234 → '1.234', 0.0025 → '0.0025'. */
export function formatRate(rate: number): string {
  return RATE_FORMAT.format(rate);
}

/** The states a code may name: those of the organisation's country, by name. */
export function stateOptions(countryCode: string | undefined): SelectOption[] {
  const states = countryCode === 'au' ? AU_STATES : countryCode === 'us' ? US_STATES : [];
  return states.map((state) => ({ value: state.abbreviation, label: state.label }));
}

/**
 * The rate as the form holds it: the number field is empty (null) until something is typed, and
 * an empty field is 'required' rather than 'not a number'.
 */
const zRateField = z
  .number()
  .nullable()
  .refine((rate) => rate !== null, RULE_TEXT.required)
  .transform((rate) => rate as number)
  .pipe(zWcRate);

/** The description as the text field holds it: always text, blank meaning none. */
const zNameField = z
  .string()
  .trim()
  .max(WC_NAME_MAX, WC_CODE_TEXT.nameLength)
  .transform((text) => text || null);

/** The add and edit dialog's form: the create call's rules, the same words. */
export const zWcCodeForm = zWcCodeCreate.extend({ name: zNameField, rate_per_100: zRateField });
export type WcCodeFormValues = z.input<typeof zWcCodeForm>;
type WcCodeFormOutput = z.output<typeof zWcCodeForm>;

export const EMPTY_WC_CODE_FORM: WcCodeFormValues = {
  code: '',
  name: '',
  rate_per_100: null,
  state: null,
};

export function wcCodeFormValues(code: WcCode): WcCodeFormValues {
  return {
    code: code.code,
    name: code.name ?? '',
    rate_per_100: code.rate_per_100,
    state: code.state,
  };
}

/** POST body of a new code. */
export function createBody(values: WcCodeFormOutput): WcCodeCreate {
  return {
    code: values.code,
    name: values.name,
    rate_per_100: values.rate_per_100,
    state: values.state,
  };
}

/**
 * PATCH body of an edited code: only the fields that changed, so the history lists what the
 * user actually changed. Empty when nothing did.
 */
export function patchBody(code: WcCode, values: WcCodeFormOutput): WcCodePatch {
  const body: WcCodePatch = {};
  if (values.code !== code.code) body.code = values.code;
  if (values.name !== code.name) body.name = values.name;
  if (values.rate_per_100 !== code.rate_per_100) body.rate_per_100 = values.rate_per_100;
  if (values.state !== code.state) body.state = values.state;
  return body;
}
