import { AddressAutocomplete } from '../../../design-system/address-autocomplete/address-autocomplete';
import { Checkbox } from '../../../design-system/field/checkbox';
import { PasswordField } from '../../../design-system/field/password-field';
import { SelectField } from '../../../design-system/field/select-field';
import { TextField } from '../../../design-system/field/text-field';
import { FileUpload } from '../../../design-system/file-upload/file-upload';
import { NumberField } from '../../../design-system/number-field/number-field';
import { PhoneInput } from '../../../design-system/phone-input/phone-input';
import { PinInput } from '../../../design-system/pin-input/pin-input';
import { RadioGroup } from '../../../design-system/radio-group/radio-group';
import { SearchInput } from '../../../design-system/search-input/search-input';
import { Switch } from '../../../design-system/switch/switch';
import { TextArea } from '../../../design-system/text-area/text-area';
import { CrewInviteForm } from './crew-invite-form';
import { DemoPanel, KitchenSinkSection } from './section';

const COMPANY_SIZES = ['2-5', '6-10', '11-20', '21-50', '51-200'].map((size) => ({
  value: size,
  label: size,
}));

const PAY_PERIODS = [
  { value: 'weekly', label: 'Weekly', description: 'Every Friday' },
  { value: 'fortnightly', label: 'Fortnightly', description: 'Every second Friday' },
  { value: 'monthly', label: 'Monthly', description: 'The last day of the month' },
];

/** A stub upload: the file "arrives" at once and its name stands in for the attachment id. */
const uploadFile = async (file: File) => `attachment-${file.name}`;

/** The field kit, the richer inputs, attachments and a validated form. */
export function FormsSection() {
  return (
    <KitchenSinkSection title="Forms">
      <DemoPanel title="Team member" description="Text, password, native select and checkbox.">
        <TextField label="Full name" defaultValue="Dana Whitfield" autoComplete="off" />
        <TextField
          label="Work email"
          type="email"
          placeholder="you@company.com"
          hint="Sign-in links are sent here."
          autoComplete="off"
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="8 to 64 characters with at least one number or symbol."
        />
        <SelectField
          label="Company size"
          options={COMPANY_SIZES}
          placeholder="Choose a size"
          defaultValue="11-20"
        />
        <Checkbox label="Send a welcome text" defaultChecked />
      </DemoPanel>

      <DemoPanel title="Crew settings" description="Notes, numbers and choices.">
        <TextArea label="Notes" defaultValue="Gate code 4471. Hard hats past the fence." />
        <NumberField label="Crew size" min={1} max={99} defaultValue={12} />
        <RadioGroup label="Pay period" options={PAY_PERIODS} defaultValue="weekly" />
        <Switch
          label="Overtime alerts"
          description="Email approvers when someone passes 40 hours in a week."
          defaultChecked
        />
      </DemoPanel>

      <DemoPanel
        title="Contact and sign-in"
        description="Search, phone, one-time code and address."
      >
        <SearchInput label="Search employees" placeholder="Name or email" />
        <PhoneInput label="Mobile phone" defaultValue="(415) 555-0101" />
        <PinInput label="Verification code" hint="We sent a 6-digit code to your mobile." />
        <AddressAutocomplete label="Site address" hint="Suburb and state are required." />
      </DemoPanel>

      <DemoPanel
        title="Attachments"
        description="Files upload as soon as they are chosen."
        span="two"
      >
        <FileUpload
          label="Attachments"
          onUpload={uploadFile}
          defaultFiles={[
            { name: 'Framing inspection.pdf', size: 1_572_864, result: 'attachment-1' },
            { name: 'Crew photo.jpg', size: 245_760, result: 'attachment-2' },
          ]}
        />
      </DemoPanel>

      <DemoPanel title="Invite a crew member" description="useZodForm with a zod schema.">
        <CrewInviteForm />
      </DemoPanel>
    </KitchenSinkSection>
  );
}
