import { lazy, Suspense } from 'react';
import { cn } from '../lib/cn';
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton';
import type { GeoMapProps } from './geo-map-types';

export type {
  GeoMapPath,
  GeoMapPathKind,
  GeoMapPlace,
  GeoMapProps,
  GeoMapStyle,
  GeoMapTone,
  GeoMapView,
} from './geo-map-types';

/** Leaflet and its CSS (about 58 KB and 7 KB gzip) arrive in their own chunks, when a map is first shown. */
const GeoMap = lazy(() => import('./geo-map').then((module) => ({ default: module.GeoMap })));

/**
 * GeoMap as screens use it: loaded on first render, with a placeholder of the same size (and a
 * 'Loading map' status) meanwhile. Importing this file costs a few hundred bytes; the map's
 * code stays out of every page that shows no map, /login included.
 */
export function LazyGeoMap(props: GeoMapProps) {
  return (
    <Suspense
      fallback={
        <SkeletonGroup label="Loading map" className={cn('h-80', props.className)}>
          <Skeleton className="min-h-0 flex-1 rounded-lg" />
        </SkeletonGroup>
      }
    >
      <GeoMap {...props} />
    </Suspense>
  );
}
