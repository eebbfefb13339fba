import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { zOrgCreate } from '../../../contract/orgs';
import { COMPANY_SIZES, COUNTRIES } from '../../../contract/reference-lists';
import type { CountryCode } from '../../../contract/reference';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { Card, CardContent } from '../../../design-system/card/card';
import { SelectField } from '../../../design-system/field/select-field';
import { TextField } from '../../../design-system/field/text-field';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { useToast } from '../../../design-system/toast/toast';
import { useCountryConfig, useCreateOrg } from '../../api/orgs';
import { fieldError } from '../../forms/form-errors';
import { useZodForm } from '../../forms/use-zod-form';
import { reloadProfile, selectOrg } from '../../session/load-session';
import { submitErrorText } from '../auth/submit-error';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.label }));
const SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({
  value: size,
  label: size === 'Self Employed' ? size : `${size} people`,
}));

/** /org: create an organisation (admin HR-profile permission). */
export default function CreateOrgScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const createOrg = useCreateOrg();
  const form = useZodForm(zOrgCreate, {
    defaultValues: { name: '', country_code: 'us', company_size: undefined, timezone: undefined },
  });
  const country = form.watch('country_code') as CountryCode;
  const config = useCountryConfig(country);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const org = await createOrg.mutateAsync(values);
      await reloadProfile();
      selectOrg(org.id);
      toast.success(`${org.name} has been created.`);
      navigate(`/org/${org.id}/dashboard`);
    } catch (error) {
      setServerError(submitErrorText(form, error));
    }
  });

  const timezones = (config.data?.timezones ?? []).map((zone) => ({
    value: zone.value,
    label: zone.label,
  }));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Create organisation"
        description="Set up a new organisation on Crewcard."
      />
      <Card className="max-w-2xl">
        <CardContent className="pt-6">
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            {serverError && <Alert tone="danger">{serverError}</Alert>}
            <TextField
              label="Organisation name"
              autoComplete="organization"
              error={fieldError(form, 'name')}
              {...form.register('name')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Country"
                options={COUNTRY_OPTIONS}
                error={fieldError(form, 'country_code')}
                {...form.register('country_code')}
              />
              <SelectField
                label="Company size"
                placeholder="Choose a size"
                options={SIZE_OPTIONS}
                error={fieldError(form, 'company_size')}
                {...form.register('company_size')}
              />
            </div>
            <SelectField
              label="Time zone"
              isOptional
              placeholder={
                config.isPending ? 'Loading time zones…' : 'The country’s main time zone'
              }
              options={timezones}
              error={fieldError(form, 'timezone')}
              {...form.register('timezone', { setValueAs: (value: string) => value || undefined })}
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => navigate(-1)}>
                Cancel
              </Button>
              <Button type="submit" isLoading={form.formState.isSubmitting}>
                Create organisation
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
