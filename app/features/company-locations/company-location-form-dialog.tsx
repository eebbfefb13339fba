import type { z } from 'zod';
import {
  COMPANY_LOCATION_NAME_MAX,
  type CompanyLocation,
} from '../../../contract/company-locations';
import { GEOFENCE_RADIUS_MAX_METERS, GEOFENCE_RADIUS_MIN_METERS } from '../../../contract/geofence';
import { AddressAutocomplete } from '../../../design-system/address-autocomplete/address-autocomplete';
import { FormSwitch } from '../../../design-system/form/form-choice-fields';
import { FormNumberField, FormTextField } from '../../../design-system/form/form-fields';
import { useFormField } from '../../../design-system/form/form';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { LazyGeoMap } from '../../../design-system/geo-map/lazy-geo-map';
import { RadiusSlider } from '../../../design-system/radius-slider/radius-slider';
import { useCreateCompanyLocation, usePatchCompanyLocation } from '../../api/reference-data';
import { FormDialog } from '../../forms/form-dialog';
import {
  EMPTY_COMPANY_LOCATION_FORM,
  LOCATION_HINT_FIELDS,
  companyLocationFormValues,
  createBody,
  fallbackViewFor,
  patchBody,
  zCompanyLocationForm,
} from './company-location-model';

export type CompanyLocationFormDialogProps = {
  orgId: number;
  /** The location to edit; null adds a new one. */
  location: CompanyLocation | null;
  /** The organisation's country, where the map looks before a point is chosen. */
  countryCode?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit a company location: its name, the address (which places the point), the map (a
 * click or a dragged pin moves the point; the latitude and longitude fields are the keyboard way),
 * the geofence radius drawn as the circle, and whether the geofence is on.
 */
export function CompanyLocationFormDialog({
  orgId,
  location,
  countryCode,
  open,
  onOpenChange,
}: CompanyLocationFormDialogProps) {
  const createLocation = useCreateCompanyLocation(orgId);
  const patchLocation = usePatchCompanyLocation(orgId);
  const form = useZodForm(zCompanyLocationForm, {
    defaultValues: location ? companyLocationFormValues(location) : EMPTY_COMPANY_LOCATION_FORM,
  });
  const { control, setValue, watch } = form;
  const address = useFormField({ control, name: 'address' });
  const radius = useFormField({ control, name: 'geofence_radius_meters' });
  const [latitude, longitude, radiusMeters, enabled, name] = watch([
    'latitude',
    'longitude',
    'geofence_radius_meters',
    'enabled',
    'name',
  ]);
  const hasPoint = typeof latitude === 'number' && typeof longitude === 'number';

  const placePoint = (lat: number, lng: number) => {
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
    setValue('latitude', lat, options);
    setValue('longitude', lng, options);
  };

  const save = async (values: z.output<typeof zCompanyLocationForm>) => {
    if (!location) return createLocation.mutateAsync(createBody(values));
    const body = patchBody(location, values);
    return Object.keys(body).length > 0
      ? patchLocation.mutateAsync({ id: location.id, body })
      : null;
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={location ? 'Edit company location' : 'Add company location'}
      description="An office or yard. Its geofence is the circle around the point."
      form={form}
      formLabel={location ? 'Edit company location' : 'New company location'}
      submitLabel={location ? 'Save changes' : 'Add location'}
      hintFields={LOCATION_HINT_FIELDS}
      onSave={save}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        hint="For example Main office or North yard."
        autoComplete="off"
        maxLength={COMPANY_LOCATION_NAME_MAX}
      />
      <AddressAutocomplete
        label="Address"
        hint="Choosing an address places the point; click the map to move it."
        isOptional
        country={countryCode?.toLowerCase() === 'us' ? 'us' : 'au'}
        acceptsCoordinates
        value={(address.field.value as z.input<typeof zCompanyLocationForm>['address']) ?? null}
        onValueChange={(place) => {
          address.field.onChange(place);
          if (place) placePoint(place.latitude, place.longitude);
        }}
        onBlur={address.field.onBlur}
        error={address.error}
      />
      <LazyGeoMap
        aria-label="Company location on the map"
        className="h-64"
        places={
          hasPoint
            ? [
                {
                  id: 'location',
                  label: name.trim() || 'New location',
                  latitude,
                  longitude,
                  radiusMeters,
                  tone: enabled ? 'primary' : 'neutral',
                  draggable: true,
                },
              ]
            : []
        }
        fallbackView={fallbackViewFor(countryCode)}
        onPick={placePoint}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumberField
          control={control}
          name="latitude"
          label="Latitude"
          min={-90}
          max={90}
          step={0.0001}
        />
        <FormNumberField
          control={control}
          name="longitude"
          label="Longitude"
          min={-180}
          max={180}
          step={0.0001}
        />
      </div>
      <RadiusSlider
        label="Geofence radius"
        hint="Team members are inside the location within this distance of the point."
        min={GEOFENCE_RADIUS_MIN_METERS}
        max={GEOFENCE_RADIUS_MAX_METERS}
        value={radius.field.value as number}
        onValueChange={radius.field.onChange}
        onBlur={radius.field.onBlur}
        error={radius.error}
      />
      <FormSwitch
        control={control}
        name="enabled"
        label="Geofence on"
        description="Off keeps the location but no longer uses its geofence."
      />
    </FormDialog>
  );
}
