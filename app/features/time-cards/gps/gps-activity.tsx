import { useId, useState } from 'react';
import {
  GPS_ACTIVITY_TEXT,
  type GpsActivityItem,
  type GpsPlace,
} from '../../../../contract/gps-activity';
import { Alert } from '../../../../design-system/alert/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../design-system/card/card';
import { formatDuration } from '../../../../design-system/format/format-duration';
import { LazyGeoMap, type GeoMapStyle } from '../../../../design-system/geo-map/lazy-geo-map';
import { cn } from '../../../../design-system/lib/cn';
import { RadioGroup } from '../../../../design-system/radio-group/radio-group';
import { Skeleton, SkeletonGroup } from '../../../../design-system/skeleton/skeleton';
import { MAP_TILES } from '../../../lib/map-tiles';
import {
  activityText,
  mapPaths,
  mapPlaces,
  rangeText,
  reportIssueHref,
} from './gps-activity-model';
import { useGpsActivity } from './use-gps-activity';

export type GpsActivityProps = { orgId: number; timeCardId: number };

/** The swatch of each kind, in the colours geo-map.css draws its line in. */
const SWATCH: Record<GpsActivityItem['activity_type'], string> = {
  driving: 'bg-info',
  walking: 'bg-accent',
  site_visit: 'bg-primary',
  no_signal: 'border-2 border-dashed border-text-subtle',
};

const SUPPORT_EMAIL = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || undefined;

/**
 * A time card's GPS activity (core.md 3): the map of its site visits, drives and walks (one line
 * style each), the card's work sites and the places visited with their geofences, and beside it
 * the same activity as an ordered list, which is the map's text equivalent for keyboard and
 * screen-reader users; the places with their 'TIMES VISITED'; a Map / Satellite choice and a
 * 'Report an issue' link. Satellite is offered only when the operator configured imagery
 * (VITE_MAP_SATELLITE_TILE_URL); otherwise it shows, disabled, and says why.
 */
export function GpsActivity({ orgId, timeCardId }: GpsActivityProps) {
  const query = useGpsActivity(orgId, timeCardId);
  const [style, setStyle] = useState<GeoMapStyle>('map');
  const titleId = useId();
  const hasSatellite = Boolean(MAP_TILES.satelliteTileUrl);
  const isSatellite = hasSatellite && style === 'satellite';
  const answer = query.data;

  return (
    <Card data-slot="gps-activity" aria-labelledby={titleId} role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id={titleId}>GPS activity</CardTitle>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <RadioGroup
            label="Map style"
            hideLabel
            orientation="horizontal"
            options={[
              { value: 'map', label: 'Map' },
              { value: 'satellite', label: 'Satellite', disabled: !hasSatellite },
            ]}
            value={isSatellite ? 'satellite' : 'map'}
            onValueChange={(value) => setStyle(value as GeoMapStyle)}
            hint={hasSatellite ? undefined : 'Satellite imagery is not set up on this server.'}
          />
          <a
            className="text-sm font-medium text-primary underline underline-offset-2"
            href={reportIssueHref({
              orgId,
              timeCardId,
              email: SUPPORT_EMAIL,
              host: window.location.hostname,
              pageUrl: window.location.href,
            })}
          >
            {GPS_ACTIVITY_TEXT.reportIssue}
          </a>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isError ? (
          <Alert tone="danger" title="The GPS activity could not be loaded.">
            {query.error.message}
          </Alert>
        ) : !answer ? (
          <SkeletonGroup label="Loading GPS activity" className="h-80">
            <Skeleton className="min-h-0 flex-1 rounded-lg" />
          </SkeletonGroup>
        ) : (
          <>
            <LazyGeoMap
              aria-label="Map of the GPS activity"
              className="h-80"
              tileUrl={isSatellite ? MAP_TILES.satelliteTileUrl : MAP_TILES.tileUrl}
              tileAttribution={isSatellite ? undefined : MAP_TILES.tileAttribution}
              places={mapPlaces(answer)}
              paths={mapPaths(answer)}
              emptyText={GPS_ACTIVITY_TEXT.noLocations}
            />
            {(answer.data.length > 0 || answer.places.length > 0) && (
              <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <ActivityList items={answer.data} timeZone={answer.timezone} />
                <PlaceList places={answer.places} />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ActivityList({ items, timeZone }: { items: GpsActivityItem[]; timeZone: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-text">
        Activity
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-text-muted">{GPS_ACTIVITY_TEXT.noLocations}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border" aria-labelledby={headingId}>
          {items.map((item) => {
            const place = item.location_reading.formatted_place_name;
            const seconds = item.end_dt_unix - item.start_dt_unix;
            return (
              <li key={item.id} className="flex items-start gap-3 py-2 text-sm">
                <span
                  aria-hidden="true"
                  className={cn('mt-1 size-3 shrink-0 rounded-full', SWATCH[item.activity_type])}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-text">
                    {activityText(item)}
                    {place && item.activity_type === 'site_visit' && (
                      <span className="font-normal text-text-muted"> · {place}</span>
                    )}
                  </span>
                  <span className="text-text-muted">
                    {rangeText(item, timeZone)}
                    {item.activity_type !== 'no_signal' && seconds > 0 && (
                      <> · {formatDuration(seconds)}</>
                    )}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function PlaceList({ places }: { places: GpsPlace[] }) {
  const headingId = useId();
  if (places.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-text">
        Places
      </h3>
      <table className="w-full text-sm" aria-labelledby={headingId}>
        <thead>
          <tr className="text-left text-xs text-text-muted">
            <th scope="col" className="py-1 font-medium">
              Place
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {GPS_ACTIVITY_TEXT.timesVisited}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {places.map((place) => (
            <tr key={`${place.kind}-${place.id}`}>
              <th scope="row" className="py-2 text-left font-normal">
                <span className="block font-medium text-text">{place.name}</span>
                <span className="block text-text-muted">
                  {place.kind === 'company_location'
                    ? 'Company location'
                    : place.is_on_card
                      ? 'Work site of this card'
                      : 'Work site'}
                </span>
              </th>
              <td className="py-2 text-right tabular-nums">{place.times_visited}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
