import { useState } from 'react';
import { GEOFENCE_RADIUS_MAX_METERS, GEOFENCE_RADIUS_MIN_METERS } from '../../../contract/geofence';
import type { WorkSite } from '../../../contract/work-sites';
import type { Place } from '../../../design-system/address-autocomplete/address-model';
import { AddressAutocomplete } from '../../../design-system/address-autocomplete/address-autocomplete';
import { Button } from '../../../design-system/button/button';
import { TextField } from '../../../design-system/field/text-field';
import { LazyGeoMap } from '../../../design-system/geo-map/lazy-geo-map';
import { Modal } from '../../../design-system/modal/modal';
import { RadiusSlider } from '../../../design-system/radius-slider/radius-slider';
import { useToast } from '../../../design-system/toast/toast';
import { useCreateWorkSite, usePatchWorkSite } from '../../api/projects';
import { MAP_TILES } from '../../lib/map-tiles';
import { addressBody } from './project-form-model';
import { useFieldErrors } from './use-field-errors';

/** A new site's geofence: 150 m, about 500 ft, a typical building site. */
const DEFAULT_RADIUS_METERS = 150;

export type WorkSiteDialogProps = {
  orgId: number;
  projectId: number;
  /** The site to edit; null adds one. */
  site: WorkSite | null;
  /** Where the map looks first: the project's address. */
  near: { latitude: number; longitude: number } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit a work site: its name, an address or a click on the map (the keyboard way is the
 * latitude and longitude fields) and the geofence radius on the slider.
 */
export function WorkSiteDialog({
  orgId,
  projectId,
  site,
  near,
  open,
  onOpenChange,
}: WorkSiteDialogProps) {
  const toast = useToast();
  const create = useCreateWorkSite(orgId);
  const patch = usePatchWorkSite(orgId);
  const { errors, run } = useFieldErrors(toast.error);
  const [name, setName] = useState(site?.name ?? '');
  const [place, setPlace] = useState<Place | null>(site?.place ? toPlace(site.place) : null);
  const [latitude, setLatitude] = useState(site ? String(site.latitude) : '');
  const [longitude, setLongitude] = useState(site ? String(site.longitude) : '');
  const [radius, setRadius] = useState(site?.geofence_radius_meters ?? DEFAULT_RADIUS_METERS);
  const lat = Number.parseFloat(latitude);
  const lng = Number.parseFloat(longitude);
  const hasPoint = Number.isFinite(lat) && Number.isFinite(lng);

  const pick = (la: number, lo: number) => {
    setLatitude(String(la));
    setLongitude(String(lo));
  };
  const save = async () => {
    const body = {
      name,
      place: place ? addressBody(place) : null,
      latitude: hasPoint ? lat : (latitude as unknown as number),
      longitude: hasPoint ? lng : (longitude as unknown as number),
      geofence_radius_meters: radius,
    };
    const answer = await run(() =>
      site
        ? patch.mutateAsync({ projectId, id: site.id, body })
        : create.mutateAsync({ projectId, body }),
    );
    if (!answer) return;
    toast.success(answer.message);
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={site ? 'Edit work site' : 'Add work site'}
      description="Click the map to place the site, or choose its address."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={create.isPending || patch.isPending}>
            {site ? 'Save work site' : 'Add work site'}
          </Button>
        </>
      }
    >
      <form
        aria-label={site ? 'Edit work site' : 'New work site'}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label="Work site name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          autoComplete="off"
        />
        <AddressAutocomplete
          label="Address"
          isOptional
          country="us"
          acceptsCoordinates
          value={place}
          onValueChange={(chosen) => {
            setPlace(chosen);
            if (chosen) pick(chosen.latitude, chosen.longitude);
          }}
        />
        <LazyGeoMap
          aria-label="Work site location"
          className="h-64"
          {...MAP_TILES}
          places={
            hasPoint
              ? [
                  {
                    id: 'site',
                    label: name || 'Work site',
                    latitude: lat,
                    longitude: lng,
                    radiusMeters: radius,
                    draggable: true,
                  },
                ]
              : []
          }
          onPick={pick}
          fallbackView={near ?? { latitude: 38.5816, longitude: -121.4944, zoom: 12 }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Latitude"
            inputMode="decimal"
            value={latitude}
            onChange={(e) => setLatitude(e.target.value)}
            error={errors.latitude}
          />
          <TextField
            label="Longitude"
            inputMode="decimal"
            value={longitude}
            onChange={(e) => setLongitude(e.target.value)}
            error={errors.longitude}
          />
        </div>
        <RadiusSlider
          label="Geofence radius"
          min={GEOFENCE_RADIUS_MIN_METERS}
          max={GEOFENCE_RADIUS_MAX_METERS}
          value={radius}
          onValueChange={setRadius}
          error={errors.geofence_radius_meters}
        />
      </form>
    </Modal>
  );
}

function toPlace(address: NonNullable<WorkSite['place']>): Place {
  return {
    place_id: address.place_id ?? '',
    formatted_place_name: address.formatted_place_name ?? '',
    latitude: address.latitude,
    longitude: address.longitude,
    street: address.street ?? undefined,
    city: address.city ?? undefined,
    state: address.state ?? undefined,
    postcode: address.postcode ?? undefined,
    country: address.country ?? 'us',
  };
}

export { toPlace };
