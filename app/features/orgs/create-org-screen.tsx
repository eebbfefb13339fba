import { useNavigate } from 'react-router-dom';
import { zOrgCreate } from '../../../contract/orgs';
import type { CountryCode } from '../../../contract/reference';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { Card, CardContent } from '../../../design-system/card/card';
import { SelectField } from '../../../design-system/field/select-field';
import { TextField } from '../../../design-system/field/text-field';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { useToast } from '../../../design-system/toast/toast';
import { useCountryConfig, useCreateOrg } from '../../api/orgs';
import { CountrySizeFields } from '../../forms/country-size-fields';
import { fieldError } from '../../forms/form-errors';
import { useZodForm } from '../../forms/use-zod-form';
import { reloadProfile, selectOrg } from '../../session/load-session';
import { useFormSubmit } from '../auth/use-form-submit';

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
  const { onSubmit, serverError } = useFormSubmit(form, async (values) => {
    const org = await createOrg.mutateAsync(values);
    await reloadProfile();
    selectOrg(org.id);
    toast.success(`${org.name} has been created.`);
    navigate(`/org/${org.id}/dashboard`);
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
        description="Set up a new organisation on Crewcard. You become its administrator."
      />
      <Card className="max-w-2xl">
        <CardContent className="pt-6">
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            {serverError && <Alert tone="danger">{serverError}</Alert>}
            {/* "Business name", as on sign-up: the catalogue's rule and message name it so. */}
            <TextField
              label="Business name"
              autoComplete="organization"
              error={fieldError(form, 'name')}
              {...form.register('name')}
            />
            <CountrySizeFields
              country={{
                error: fieldError(form, 'country_code'),
                // A time zone of the other country would no longer be in the list.
                ...form.register('country_code', {
                  onChange: () => form.setValue('timezone', undefined),
                }),
              }}
              size={{ error: fieldError(form, 'company_size'), ...form.register('company_size') }}
            />
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
