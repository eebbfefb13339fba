import { useParams } from 'react-router-dom';
import { z } from 'zod';
import type { Organization } from '../../../contract/orgs';
import { zBusinessName } from '../../../contract/validation';
import { AU_STATES, COMPANY_SIZES, US_STATES } from '../../../contract/reference';
import {
  FormSelectField,
  FormTextArea,
  FormTextField,
} from '../../../design-system/form/form-fields';
import { Form } from '../../../design-system/form/form';
import { Button } from '../../../design-system/button/button';
import { SelectField } from '../../../design-system/field/select-field';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { useCountryConfig, useOrg } from '../../api/orgs';
import { CompanyLocationsPanel } from '../company-locations/company-locations-panel';
import { PaySchedulesPanel } from '../pay-schedules/pay-schedules-panel';
import { useSaveOrgSetting } from './org-setting-controls';
import { SettingsLayout } from './settings-layout';
import { SettingsTabs } from './settings-tabs';

/** Checked as the server checks them (zOrgPatch); blank optional fields are saved as none. */
const zDetails = z.object({
  name: zBusinessName,
  about: z.string().trim().max(1000, 'Please enter 1000 characters or less.'),
  license_no: z.string().trim().max(80),
  state: z.string(),
  company_size: z.string(),
});

function DetailsTab({ orgId, org }: { orgId: number; org: Organization }) {
  const { save } = useSaveOrgSetting(orgId);
  const form = useZodForm(zDetails, {
    defaultValues: {
      name: org.name,
      about: org.about ?? '',
      license_no: org.license_no ?? '',
      state: org.state ?? '',
      company_size: org.company_size ?? '',
    },
  });
  const states = org.country_code === 'au' ? AU_STATES : US_STATES;
  return (
    <Form
      form={form}
      aria-label="Company details"
      className="flex max-w-xl flex-col gap-5"
      onSubmit={async (values) => {
        await save({
          name: values.name,
          about: values.about || null,
          license_no: values.license_no || null,
          state: values.state || null,
          ...(values.company_size
            ? { company_size: values.company_size as (typeof COMPANY_SIZES)[number] }
            : {}),
        });
      }}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Company name"
        autoComplete="organization"
      />
      <FormTextArea control={form.control} name="about" label="About" isOptional maxChar={1000} />
      <FormTextField control={form.control} name="license_no" label="License number" isOptional />
      <FormSelectField
        control={form.control}
        name="state"
        label={org.country_code === 'au' ? 'State or territory' : 'State'}
        placeholder="Choose a state"
        options={states.map((state) => ({ value: state.abbreviation, label: state.label }))}
      />
      <FormSelectField
        control={form.control}
        name="company_size"
        label="Company size"
        placeholder="Choose a size"
        options={COMPANY_SIZES.map((size) => ({ value: size, label: size }))}
      />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save details
        </Button>
      </div>
    </Form>
  );
}

function TimeZoneTab({ orgId, org }: { orgId: number; org: Organization }) {
  const { save, isPending } = useSaveOrgSetting(orgId);
  const zones = useCountryConfig(org.country_code).data?.timezones ?? [];
  const options = zones.some((zone) => zone.value === org.timezone)
    ? zones
    : [{ value: org.timezone, label: org.timezone }, ...zones];
  return (
    <div className="max-w-xl">
      <SelectField
        label="Time zone"
        hint="Days, time limits and pay periods are read in this time zone."
        value={org.timezone}
        disabled={isPending}
        onChange={(event) => void save({ timezone: event.currentTarget.value })}
        options={options}
      />
    </div>
  );
}

/**
 * /org/{orgId}/settings/company/{tabId?}: company details, time zone, company locations and pay
 * schedules.
 */
export default function CompanySettingsScreen() {
  const orgId = Number(useParams().orgId);
  const org = useOrg(orgId).data;
  return (
    <SettingsLayout
      title="Company settings"
      description="Your company’s details, time zone, locations and pay schedules."
    >
      {org && (
        <SettingsTabs
          section="company"
          label="Company settings"
          tabs={[
            {
              id: 'details',
              label: 'Company details',
              content: () => <DetailsTab orgId={orgId} org={org} />,
            },
            {
              id: 'time-zone',
              label: 'Time zone',
              content: () => <TimeZoneTab orgId={orgId} org={org} />,
            },
            {
              id: 'locations',
              label: 'Company locations',
              content: () => <CompanyLocationsPanel orgId={orgId} />,
            },
            {
              id: 'pay-schedules',
              label: 'Pay schedules',
              content: () => <PaySchedulesPanel orgId={orgId} />,
            },
          ]}
        />
      )}
    </SettingsLayout>
  );
}
