import {
  searchPlaceList,
  type ListedPlace,
  type Place,
  type PlaceProvider,
  type PlaceSuggestion,
} from './address-model';
import { BUNDLED_PLACES } from './bundled-places';

/**
 * A provider over a fixed list of places, answered in memory: the widget's default, so it works
 * offline and in stories. Answers are asynchronous like a real service's, and an aborted search
 * rejects with the signal's reason as `fetch` would.
 */
export function createListPlaceProvider(places: readonly ListedPlace[]): PlaceProvider {
  const byId = new Map(places.map((listed) => [listed.place_id, listed.place]));
  return {
    search: async (query, { country, types, signal }): Promise<PlaceSuggestion[]> => {
      signal.throwIfAborted();
      return searchPlaceList(places, query, { country, types }).map(
        ({ place_id, main_text, secondary_text }) => ({ place_id, main_text, secondary_text }),
      );
    },
    details: async (placeId): Promise<Place> => {
      const place = byId.get(placeId);
      if (!place) throw new Error(`Unknown place ${placeId}`);
      return place;
    },
  };
}

/** The bundled Australian and US places (see bundled-places.ts). */
export const bundledPlaceProvider: PlaceProvider = createListPlaceProvider(BUNDLED_PLACES);
