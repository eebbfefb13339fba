import { useId, useMemo } from 'react';
import 'leaflet/dist/leaflet.css';
import {
  divIcon,
  type DivIcon,
  type LeafletEventHandlerFnMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import {
  AttributionControl,
  Circle,
  MapContainer,
  Marker,
  Polyline,
  ScaleControl,
  TileLayer,
} from 'react-leaflet';
import { EmptyState } from '../empty-state/empty-state';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { RadioGroup } from '../radio-group/radio-group';
import {
  GEOFENCE_FILL_OPACITY,
  GEO_MAP_EMPTY_TEXT,
  GEO_MAP_MAX_ZOOM,
  GEO_MAP_MIN_ZOOM,
  describePlace,
  frameOf,
  framingKey,
  mapInstructions,
  pathClass,
  pickedPoint,
  pointsOf,
  toneClass,
} from './geo-map-model';
import type { GeoMapPlace, GeoMapProps, GeoMapStyle, GeoMapTone } from './geo-map-types';
import { MapAccessibility, MapFraming, MapPicking } from './map-behaviours';
import './geo-map.css';

export type {
  GeoMapPath,
  GeoMapPathKind,
  GeoMapPlace,
  GeoMapProps,
  GeoMapStyle,
  GeoMapTone,
  GeoMapView,
} from './geo-map-types';

const STYLE_OPTIONS = [
  { value: 'map', label: 'Map' },
  { value: 'satellite', label: 'Satellite' },
];

/** A pin in inline SVG: no image request, coloured by the tone class through CSS variables. */
const PIN_SVG = `<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">
<path class="cc-geo-pin-body" d="M14 1.5C7.4 1.5 2 6.8 2 13.4 2 22.4 14 34.5 14 34.5S26 22.4 26 13.4C26 6.8 20.6 1.5 14 1.5Z"/>
<circle class="cc-geo-pin-dot" cx="14" cy="13.5" r="4.5"/></svg>`;

/** One icon per tone, so a re-render hands Leaflet the same icon and it keeps the element. */
const pinIcons = new Map<GeoMapTone, DivIcon>();
function pinIcon(tone: GeoMapTone = 'primary'): DivIcon {
  let icon = pinIcons.get(tone);
  if (!icon) {
    icon = divIcon({
      html: PIN_SVG,
      className: `cc-geo-pin ${toneClass(tone)}`,
      iconSize: [28, 36],
      iconAnchor: [14, 35],
    });
    pinIcons.set(tone, icon);
  }
  return icon;
}

/**
 * A place's pin. Never a Tab stop: a pin does nothing on Enter, and the places are listed for
 * screen readers; its title names it under the pointer. A draggable pin reports where it lands.
 */
function PlaceMarker({ place, onPick }: { place: GeoMapPlace; onPick: GeoMapProps['onPick'] }) {
  const { latitude, longitude } = place;
  const position = useMemo(() => [latitude, longitude] as [number, number], [latitude, longitude]);
  const eventHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onPick?.(...pickedPoint(lat, lng));
      },
    }),
    [onPick],
  );
  return (
    <Marker
      position={position}
      icon={pinIcon(place.tone)}
      title={place.label}
      keyboard={false}
      riseOnHover
      draggable={Boolean(place.draggable && onPick)}
      eventHandlers={eventHandlers}
    />
  );
}

/**
 * A map of work sites and company locations on Leaflet (react-leaflet): a pin per place with its
 * geofence circle at 20 % opacity, lines for GPS tracks, zoom buttons and a scale, framed as the
 * spec says (one place at zoom 16; several fitted with 40 px around, zoom 16 at most). Colours are
 * tokens in CSS, so light, dark and auto need nothing from script.
 *
 * Offline first: the base map comes from the operator's `tileUrl`; without one the shapes sit on
 * a plain surface and nothing is requested (pins are inline SVG, not Leaflet's marker images).
 * With `satelliteTileUrl` a Map / Satellite choice switches the base map.
 *
 * Keyboard: the map is one Tab stop (a named region; arrow keys pan, plus and minus zoom), then
 * Leaflet's named zoom buttons and the credit links; places are listed for screen readers. With
 * `onPick` a click (or a dragged pin) reports a point; the keyboard way to set one is the form's
 * latitude and longitude fields.
 *
 * Leaflet is large: screens load this through LazyGeoMap (lazy-geo-map.tsx), never eagerly.
 */
export function GeoMap({
  'aria-label': ariaLabel,
  places = [],
  paths = [],
  tileUrl,
  tileAttribution,
  satelliteTileUrl,
  satelliteAttribution,
  mapStyle,
  defaultMapStyle = 'map',
  onMapStyleChange,
  onPick,
  fallbackView,
  emptyText = GEO_MAP_EMPTY_TEXT,
  className,
  ...props
}: GeoMapProps) {
  const [style, setStyle] = useControllableState<GeoMapStyle>({
    value: mapStyle,
    defaultValue: defaultMapStyle,
    onChange: onMapStyleChange,
  });
  const instructionsId = useId();
  const frame = frameOf(places, paths);
  const hasSatellite = Boolean(satelliteTileUrl);
  const isSatellite = hasSatellite && style === 'satellite';
  const tiles = isSatellite
    ? { url: satelliteTileUrl, attribution: satelliteAttribution }
    : { url: tileUrl, attribution: tileAttribution };
  const isEmpty = frame.kind === 'empty' && !fallbackView;

  return (
    <div
      data-slot="geo-map"
      data-state={isEmpty ? 'empty' : style}
      className={cn('isolate flex h-80 flex-col gap-2', className)}
      {...props}
    >
      {hasSatellite && !isEmpty && (
        <RadioGroup
          label="Map style"
          hideLabel
          orientation="horizontal"
          options={STYLE_OPTIONS}
          value={style}
          onValueChange={(value) => setStyle(value as GeoMapStyle)}
          fieldClassName="self-end"
        />
      )}
      {isEmpty ? (
        <div
          role="region"
          aria-label={ariaLabel}
          data-slot="geo-map-empty"
          className="min-h-0 flex-1"
        >
          <EmptyState title={emptyText} className="h-full" />
        </div>
      ) : (
        <MapContainer
          className="cc-geo-map min-h-0 flex-1"
          minZoom={GEO_MAP_MIN_ZOOM}
          maxZoom={GEO_MAP_MAX_ZOOM}
          attributionControl={false}
          // MapAccessibility handles the keys (Leaflet's handler reads the deprecated keyCode).
          keyboard={false}
          worldCopyJump
        >
          {/* Before the tiles: the control takes a layer's credit back off only for layers added
              after it, so switching Map and Satellite swaps the credits. */}
          {(tileUrl || satelliteTileUrl) && (
            <AttributionControl position="bottomright" prefix={false} />
          )}
          {tiles.url && (
            <TileLayer
              key={isSatellite ? 'satellite' : 'map'}
              url={tiles.url}
              attribution={tiles.attribution ?? ''}
              maxZoom={GEO_MAP_MAX_ZOOM}
            />
          )}
          <ScaleControl position="bottomleft" />
          {places.map((place) =>
            place.radiusMeters ? (
              <Circle
                // Leaflet applies a class only when it creates the path: a new tone, a new circle.
                key={`${place.id}:${place.tone ?? 'primary'}`}
                center={[place.latitude, place.longitude]}
                radius={place.radiusMeters}
                interactive={false}
                className={`cc-geo-circle ${toneClass(place.tone)}`}
                pathOptions={{
                  weight: 2,
                  fillOpacity: GEOFENCE_FILL_OPACITY,
                }}
              />
            ) : null,
          )}
          {paths.map((path) => (
            <Polyline
              key={`${path.id}:${path.kind ?? 'driving'}`}
              positions={path.points.map(([lat, lng]) => [lat, lng] as [number, number])}
              interactive={false}
              className={pathClass(path.kind)}
              pathOptions={{ weight: 4 }}
            />
          ))}
          {places.map((place) => (
            <PlaceMarker key={place.id} place={place} onPick={onPick} />
          ))}
          <MapFraming
            frame={frame}
            framingKey={framingKey(places, paths)}
            points={pointsOf(places, paths)}
            fallbackView={fallbackView}
          />
          <MapAccessibility
            label={ariaLabel}
            describedBy={instructionsId}
            isPicking={Boolean(onPick)}
          />
          {onPick && <MapPicking onPick={onPick} />}
          {/* Inside the map's region: how to use it, and what is on it. */}
          <div className="sr-only">
            <p id={instructionsId}>{mapInstructions(Boolean(onPick))}</p>
            {places.length > 0 && (
              <ul aria-label="Places on the map">
                {places.map((place) => (
                  <li key={place.id}>{describePlace(place)}</li>
                ))}
              </ul>
            )}
            {paths.length > 0 && (
              <ul aria-label="Tracks on the map">
                {paths.map((path) => (
                  <li key={path.id}>{path.label}</li>
                ))}
              </ul>
            )}
          </div>
        </MapContainer>
      )}
    </div>
  );
}
