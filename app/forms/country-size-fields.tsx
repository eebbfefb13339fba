import { COMPANY_SIZES, COUNTRIES } from '../../contract/reference-lists';
import { SelectField, type SelectFieldProps } from '../../design-system/field/select-field';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.label }));
const SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({
  value: size,
  label: size === 'Self Employed' ? size : `${size} people`,
}));

/** What a caller passes per select: the registration and the error to show. */
export type SelectBinding = Omit<SelectFieldProps, 'label' | 'options' | 'placeholder'>;

/** The Country and Company size selects side by side, as sign-up and new organisations ask them. */
export function CountrySizeFields({
  country,
  size,
}: {
  country: SelectBinding;
  size: SelectBinding;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label="Country" options={COUNTRY_OPTIONS} {...country} />
      <SelectField
        label="Company size"
        placeholder="Choose a size"
        options={SIZE_OPTIONS}
        {...size}
      />
    </div>
  );
}
