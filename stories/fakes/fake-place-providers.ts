import { fn } from 'storybook/test';
import type {
  Place,
  PlaceProvider,
  PlaceSearchOptions,
  PlaceSuggestion,
} from '../../design-system/address-autocomplete/address-model';
import { bundledPlaceProvider } from '../../design-system/address-autocomplete/bundled-place-provider';

/**
 * Stand-ins for an address service, for the address autocomplete's stories: each method is a spy,
 * so a story can see what the widget asked for, when, and with which country and type.
 */

/** The bundled provider with spies; `searchTimes` holds when each search was asked for. */
export function spiedBundledProvider() {
  const searchTimes: number[] = [];
  const provider = {
    search: fn((query: string, options: PlaceSearchOptions) => {
      searchTimes.push(performance.now());
      return bundledPlaceProvider.search(query, options);
    }),
    details: fn((placeId: string) => bundledPlaceProvider.details(placeId)),
  } satisfies PlaceProvider;
  return { provider, searchTimes };
}

/** A provider that knows one place and answers with it, as complete or incomplete as given. */
export function onePlaceProvider(place: Place, suggestion: Omit<PlaceSuggestion, 'place_id'>) {
  return {
    search: fn(async () => [{ place_id: place.place_id, ...suggestion }]),
    details: fn(async () => place),
  } satisfies PlaceProvider;
}

/** A provider that answers every search with `count` street addresses (more than the list shows). */
export function manyPlacesProvider(count: number) {
  return {
    search: fn(async () =>
      Array.from({ length: count }, (_, index) => ({
        place_id: `stub-station-street-${index + 1}`,
        main_text: `${index + 1} Station Street`,
        secondary_text: 'Fitzroy VIC 3065, Australia',
      })),
    ),
    details: fn(async (placeId: string): Promise<Place> => {
      throw new Error(`No details for ${placeId}`);
    }),
  } satisfies PlaceProvider;
}

/** A provider whose latest search waits for `release()`, so a story can look at 'Loading'. */
export function heldProvider() {
  let release: () => void = () => {};
  const provider = {
    search: fn(
      (query: string, options: PlaceSearchOptions) =>
        new Promise<PlaceSuggestion[]>((resolve) => {
          release = () => resolve(bundledPlaceProvider.search(query, options));
        }),
    ),
    details: fn((placeId: string) => bundledPlaceProvider.details(placeId)),
  } satisfies PlaceProvider;
  return { provider, release: () => release() };
}

/** A provider whose searches fail, as a service that is down. */
export function failingProvider() {
  return {
    search: fn(async (): Promise<PlaceSuggestion[]> => {
      throw new Error('Service unavailable');
    }),
    details: fn((placeId: string) => bundledPlaceProvider.details(placeId)),
  } satisfies PlaceProvider;
}
