import type { Control } from 'react-hook-form';
import { useFormField } from '../../../../design-system/form/form';
import { PhoneInput } from '../../../../design-system/phone-input/phone-input';
import { MultiSelect } from '../../../../design-system/select/multi-select';
import { Select } from '../../../../design-system/select/select';
import type { SelectOption } from '../../../../design-system/select/select-model';
import type { MobileRegion } from '../../../../contract/validation';
import type { AddMemberFormInput, AddMemberFormValues } from './add-member-schema';

/** The form's widgets that the design system's Form* wrappers do not cover, bound the same way. */
type FormControl = Control<AddMemberFormInput, unknown, AddMemberFormValues>;

/** The mobile number with its region (the region starts as the organisation's country). */
export function MobileField({ control }: { control: FormControl }) {
  const {
    field: { value, onChange, ...binding },
    error,
  } = useFormField({ control, name: 'mobile' });
  const {
    field: { value: region, onChange: onRegionChange },
  } = useFormField({ control, name: 'mobile_region' });
  return (
    <PhoneInput
      {...binding}
      label="Mobile"
      isOptional
      hint="For signing in with a text message code."
      value={value as string}
      onValueChange={onChange}
      region={region as MobileRegion}
      onRegionChange={onRegionChange}
      error={error}
    />
  );
}

export function TeamsField({
  control,
  options,
  isLoading,
}: {
  control: FormControl;
  options: SelectOption[];
  isLoading: boolean;
}) {
  const {
    field: { value, onChange, ...binding },
    error,
  } = useFormField({ control, name: 'employee_group_ids' });
  return (
    <MultiSelect
      {...binding}
      label="Teams"
      isOptional
      placeholder="Choose teams"
      options={options}
      isLoading={isLoading}
      isSearchable={options.length > 8}
      value={value as string[]}
      onValueChange={(values) => onChange(values)}
      error={error}
    />
  );
}

export function ManagerField({
  control,
  options,
}: {
  control: FormControl;
  options: SelectOption[];
}) {
  const {
    field: { value, onChange, ...binding },
    error,
  } = useFormField({ control, name: 'primary_manager_id' });
  return (
    <Select
      {...binding}
      label="Primary manager"
      isOptional
      hint="Approves this person’s time."
      placeholder="Choose a manager"
      options={options}
      isSearchable={options.length > 8}
      isClearable
      value={value as string | null}
      onValueChange={(next) => onChange(next)}
      error={error}
    />
  );
}
