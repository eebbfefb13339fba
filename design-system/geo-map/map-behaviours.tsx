import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { latLngBounds, point, type LeafletMouseEvent, type Map as LeafletMap } from 'leaflet';
import { useMap, useMapEvents } from 'react-leaflet';
import {
  GEO_MAP_FIT_MAX_ZOOM,
  GEO_MAP_FIT_PADDING,
  GEO_MAP_ZOOM,
  mapKeyAction,
  pickedPoint,
  type GeoMapFrame,
  type LatLngPair,
} from './geo-map-model';
import type { GeoMapView } from './geo-map-types';

/**
 * Parts of GeoMap that act on the Leaflet map itself rather than draw on it. Each renders
 * nothing; they live inside MapContainer, where useMap gives them the map.
 */

/** Moves the map to show the frame, without animation (a view that is set, not travelled to). */
function showFrame(map: LeafletMap, frame: GeoMapFrame, fallbackView: GeoMapView | undefined) {
  if (frame.kind === 'place') {
    // Zoom 16, or as far out as the geofence needs to fit with the spec's padding on each side.
    const padding = point(2 * GEO_MAP_FIT_PADDING, 2 * GEO_MAP_FIT_PADDING);
    const fits = map.getBoundsZoom(latLngBounds(frame.bounds), false, padding);
    map.setView(frame.center, Math.min(GEO_MAP_ZOOM, fits), { animate: false });
  } else if (frame.kind === 'fit') {
    map.fitBounds(latLngBounds(frame.bounds), {
      padding: [GEO_MAP_FIT_PADDING, GEO_MAP_FIT_PADDING],
      maxZoom: GEO_MAP_FIT_MAX_ZOOM,
      animate: false,
    });
  } else if (fallbackView) {
    map.setView(
      [fallbackView.latitude, fallbackView.longitude],
      fallbackView.zoom ?? GEO_MAP_ZOOM,
      {
        animate: false,
      },
    );
  }
}

export type MapFramingProps = {
  frame: GeoMapFrame;
  /** framingKey(): frame again when it changes. */
  framingKey: string;
  /** Points that must stay in view; one that leaves it (typed coordinates) frames again. */
  points: LatLngPair[];
  fallbackView: GeoMapView | undefined;
};

/**
 * Frames the map when it first shows, when the set of places or their radii change, when a point
 * leaves the view, and when the map first gets a size (a map mounted in a hidden tab or a closed
 * drawer). Other changes leave the view where the person put it.
 */
export function MapFraming({ frame, framingKey, points, fallbackView }: MapFramingProps) {
  const map = useMap();
  const framedKey = useRef<string | null>(null);
  const latest = useRef({ frame, points, fallbackView });
  useLayoutEffect(() => {
    latest.current = { frame, points, fallbackView };
  });
  // Compared as text, so a render that moved nothing leaves a view the person panned alone.
  const pointsKey = JSON.stringify(points);

  useLayoutEffect(() => {
    const { frame, points, fallbackView } = latest.current;
    const isNew = framedKey.current !== framingKey;
    const view = isNew ? null : map.getBounds();
    const hasLeft = view !== null && points.some((each) => !view.contains(each));
    if (!isNew && !hasLeft) return;
    framedKey.current = framingKey;
    showFrame(map, frame, fallbackView);
  }, [map, framingKey, pointsKey]);

  // Leaflet measures its container once; tell it when the container changes size.
  useEffect(() => {
    const container = map.getContainer();
    let hadSize = container.clientWidth > 0 && container.clientHeight > 0;
    const observer = new ResizeObserver(() => {
      const hasSize = container.clientWidth > 0 && container.clientHeight > 0;
      map.invalidateSize({ pan: false });
      if (hasSize && !hadSize) showFrame(map, latest.current.frame, latest.current.fallbackView);
      hadSize = hasSize;
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);

  return null;
}

export type MapAccessibilityProps = {
  /** The map's accessible name. */
  label: string;
  /** The id of the text saying how to use the map. */
  describedBy: string;
  /** Clicks place a point: a crosshair cursor. */
  isPicking: boolean;
};

/**
 * Makes the map's container one Tab stop and names it: a region with the caller's label,
 * described by how to use it (react-leaflet's MapContainer passes no ARIA props through, hence
 * attributes set on the element). Its keys replace Leaflet's keyboard handler, which reads the
 * deprecated keyCode: arrows pan, plus and minus zoom, only while the map itself has focus (not
 * a zoom button inside it).
 */
export function MapAccessibility({ label, describedBy, isPicking }: MapAccessibilityProps) {
  const map = useMap();
  useLayoutEffect(() => {
    const container = map.getContainer();
    container.tabIndex = 0;
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', describedBy);
    container.dataset.slot = 'geo-map-view';
    container.classList.toggle('cc-geo-map-picking', isPicking);
  }, [map, label, describedBy, isPicking]);

  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== container || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = mapKeyAction(event.key, event.shiftKey);
      if (!action) return;
      event.preventDefault();
      if ('pan' in action) map.panBy(action.pan);
      else map.setZoom(map.getZoom() + action.zoom);
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [map]);
  return null;
}

/** Reports the point under each click on the map (not on a pin or a control). */
export function MapPicking({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  const handlers = useMemo(
    () => ({
      click: (event: LeafletMouseEvent) =>
        onPick(...pickedPoint(event.latlng.lat, event.latlng.lng)),
    }),
    [onPick],
  );
  useMapEvents(handlers);
  return null;
}
