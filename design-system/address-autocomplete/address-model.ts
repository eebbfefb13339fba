/**
 * Pure rules of the address autocomplete (spec: "at least 1 character, restricted by default to
 * country au and the geocode type, optionally accepts a coordinate pair, and requires a city (suburb
 * for au) and a state; a missing element is flagged"): the place shapes, coordinate parsing, the
 * missing-element check, and searching a list of known places (the bundled provider's engine).
 */

/** Countries the widget can be restricted to (spec: au by default). */
export type PlaceCountry = 'au' | 'us';

/**
 * Kinds of place a search may return, as Google Places names them: `geocode` (the spec's default)
 * is addresses, suburbs and cities and regions; `address` only street addresses; `establishment`
 * only named venues (an opera house, a stadium).
 */
export type PlaceType = 'geocode' | 'address' | 'establishment';

/** What kind of thing a known place is; a search type admits some of these. */
export type PlaceKind = 'address' | 'locality' | 'region' | 'establishment';

/**
 * A chosen place. The first four fields are the geofence place shape used elsewhere in the product
 * (place { place_id, latitude, longitude, formatted_place_name }); `toGeofencePlace` picks them.
 */
export type Place = {
  place_id: string;
  latitude: number;
  longitude: number;
  formatted_place_name: string;
  /** Street number and name ('120 Collins Street'), when the place is an address. */
  street?: string | undefined;
  /** The city; in Australia the suburb ('Richmond'). Required (spec). */
  city?: string | undefined;
  /** The state or territory abbreviation ('VIC', 'TX'). Required (spec). */
  state?: string | undefined;
  postcode?: string | undefined;
  /** ISO 3166-1 alpha-2 code in lower case ('au'). */
  country: string;
};

/** One row of the list: a place the user may choose, before its details are fetched. */
export type PlaceSuggestion = {
  place_id: string;
  /** The part that names the place ('120 Collins Street', 'Melbourne'). */
  main_text: string;
  /** Where it is ('Melbourne VIC 3000, Australia'). */
  secondary_text?: string | undefined;
};

export type PlaceSearchOptions = {
  country: PlaceCountry;
  types: PlaceType;
  /** Aborted when a newer query replaces this one or the widget goes away. */
  signal: AbortSignal;
};

/**
 * Where suggestions and place details come from. The widget never fetches by itself: the app passes
 * a provider backed by its geocoding service; the bundled one works offline.
 */
export type PlaceProvider = {
  /** Up to 10 suggestions are shown; more are cut off. An empty list shows 'No results found'. */
  search(query: string, options: PlaceSearchOptions): Promise<PlaceSuggestion[]>;
  /** The full place of a suggestion. */
  details(placeId: string): Promise<Place>;
};

/** Spec: a query needs at least 1 character. */
export const ADDRESS_MIN_QUERY_LENGTH = 1;
/** Spec: the query fires 250 ms after the last keystroke. */
export const ADDRESS_QUERY_DELAY_MS = 250;
/** Spec: at most 10 suggestions ("maximum fixtures 10"). */
export const ADDRESS_MAX_SUGGESTIONS = 10;
/** Spec: the list hides 100 ms after blur, so a click on an option still lands. */
export const ADDRESS_BLUR_HIDE_DELAY_MS = 100;
/** Spec: while open, the dropdown checks every 500 ms whether it should open up or down. */
export const ADDRESS_REPOSITION_CHECK_MS = 500;
/** Spec: restricted by default to country au … */
export const DEFAULT_PLACE_COUNTRY: PlaceCountry = 'au';
/** … and the geocode type. */
export const DEFAULT_PLACE_TYPE: PlaceType = 'geocode';

/** Spec: valid coordinate ranges. */
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

export const ADDRESS_LOADING_MESSAGE = 'Loading';
export const ADDRESS_NO_RESULTS_MESSAGE = 'No results found';
export const ADDRESS_SEARCH_FAILED_MESSAGE = 'Addresses could not be loaded. Try again.';
export const ADDRESS_DETAILS_FAILED_MESSAGE = 'That address could not be loaded. Choose it again.';
export const LATITUDE_RANGE_MESSAGE = `Latitude must be between ${LATITUDE_RANGE.min} and ${LATITUDE_RANGE.max}`;
export const LONGITUDE_RANGE_MESSAGE = `Longitude must be between ${LONGITUDE_RANGE.min} and ${LONGITUDE_RANGE.max}`;

export const COUNTRY_NAMES: Record<PlaceCountry, string> = { au: 'Australia', us: 'USA' };

/** Whether typed text is long enough to search (spec: at least 1 character, spaces aside). */
export function isSearchableQuery(text: string): boolean {
  return text.trim().length >= ADDRESS_MIN_QUERY_LENGTH;
}

/** Spec: at most 10 suggestions, whatever a provider returns. */
export function limitSuggestions<T>(suggestions: readonly T[]): T[] {
  return suggestions.slice(0, ADDRESS_MAX_SUGGESTIONS);
}

/** How a suggestion reads, in the list and in the input once chosen: 'Richmond, VIC 3121, Australia'. */
export function suggestionName({ main_text, secondary_text }: PlaceSuggestion): string {
  return secondary_text ? `${main_text}, ${secondary_text}` : main_text;
}

/** What the status line says about the list: read by screen readers, shown when it is empty. */
export function resultsMessage(count: number): string {
  if (count === 0) return ADDRESS_NO_RESULTS_MESSAGE;
  return count === 1 ? '1 result found' : `${count} results found`;
}

// ---- Coordinate pairs ----------------------------------------------------------------------

export type CoordinateParse =
  | { kind: 'none' }
  | { kind: 'valid'; latitude: number; longitude: number }
  | { kind: 'out-of-range'; message: string };

/** 'latitude, longitude' in decimal degrees; the comma keeps '12 34' (a street number) an address. */
const COORDINATE_PAIR = /^\s*([+-]?\d+(?:\.\d+)?)\s*,\s*([+-]?\d+(?:\.\d+)?)\s*$/;

/**
 * Reads a typed coordinate pair ('-33.8688, 151.2093'). Text that is not a pair is `none` (an
 * address to search); a pair outside latitude -90 to 90 or longitude -180 to 180 is `out-of-range`
 * with a message naming each coordinate that is out (both on two lines).
 */
export function parseCoordinates(text: string): CoordinateParse {
  const match = COORDINATE_PAIR.exec(text);
  if (!match) return { kind: 'none' };
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  const problems = [
    latitude < LATITUDE_RANGE.min || latitude > LATITUDE_RANGE.max ? LATITUDE_RANGE_MESSAGE : null,
    longitude < LONGITUDE_RANGE.min || longitude > LONGITUDE_RANGE.max
      ? LONGITUDE_RANGE_MESSAGE
      : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0) return { kind: 'out-of-range', message: problems.join('\n') };
  // -0 would print as '0' anyway; normalise so ids of the same point match.
  return { kind: 'valid', latitude: latitude + 0, longitude: longitude + 0 };
}

export const COORDINATE_PLACE_ID_PREFIX = 'coordinates:';

/** '-33.8688, 151.2093': how a coordinate place is named. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude}, ${longitude}`;
}

/** The one suggestion a valid typed pair offers. */
export function coordinateSuggestion(latitude: number, longitude: number): PlaceSuggestion {
  return {
    place_id: `${COORDINATE_PLACE_ID_PREFIX}${latitude},${longitude}`,
    main_text: 'Use coordinates',
    secondary_text: formatCoordinates(latitude, longitude),
  };
}

/** The place a coordinate suggestion stands for, or null when the id is not one. */
export function coordinatePlaceFromId(placeId: string, country: PlaceCountry): Place | null {
  if (!placeId.startsWith(COORDINATE_PLACE_ID_PREFIX)) return null;
  const parsed = parseCoordinates(placeId.slice(COORDINATE_PLACE_ID_PREFIX.length));
  if (parsed.kind !== 'valid') return null;
  return {
    place_id: placeId,
    latitude: parsed.latitude,
    longitude: parsed.longitude,
    formatted_place_name: formatCoordinates(parsed.latitude, parsed.longitude),
    country,
  };
}

export function isCoordinatePlace(place: Place): boolean {
  return place.place_id.startsWith(COORDINATE_PLACE_ID_PREFIX);
}

// ---- Required elements ---------------------------------------------------------------------

/** The elements a chosen place must have (spec: a city, suburb for au, and a state). */
export type PlaceElement = 'city' | 'state';

/** What the city is called to the user: 'suburb' in Australia, 'city' elsewhere. */
export function cityLabel(country: PlaceCountry): string {
  return country === 'au' ? 'suburb' : 'city';
}

/**
 * The required elements a place lacks. A coordinate pair is exempt: it names a point, not an
 * address, and accepting pairs at all would be pointless if they were then flagged.
 */
export function missingPlaceElements(place: Place): PlaceElement[] {
  if (isCoordinatePlace(place)) return [];
  const missing: PlaceElement[] = [];
  if (!place.city?.trim()) missing.push('city');
  if (!place.state?.trim()) missing.push('state');
  return missing;
}

/**
 * The message flagging missing elements, naming each: 'Please choose an address with a suburb',
 * '… with a state', '… with a suburb and a state' (city instead of suburb outside Australia).
 * Null when nothing is missing.
 */
export function placeValidationMessage(place: Place, country: PlaceCountry): string | null {
  const names = missingPlaceElements(place).map((element) =>
    element === 'city' ? `a ${cityLabel(country)}` : 'a state',
  );
  return names.length > 0 ? `Please choose an address with ${names.join(' and ')}` : null;
}

/** The geofence place shape used elsewhere in the product. */
export function toGeofencePlace({
  place_id,
  latitude,
  longitude,
  formatted_place_name,
}: Place): Pick<Place, 'place_id' | 'latitude' | 'longitude' | 'formatted_place_name'> {
  return { place_id, latitude, longitude, formatted_place_name };
}

// ---- Searching a list of known places --------------------------------------------------------

/** A place in a searchable list, with the suggestion text it is shown with. */
export type ListedPlace = PlaceSuggestion & { kind: PlaceKind; place: Place };

const KINDS_OF_TYPE: Record<PlaceType, readonly PlaceKind[]> = {
  geocode: ['address', 'locality', 'region'],
  address: ['address'],
  establishment: ['establishment'],
};

/** Lower case, accents and punctuation off, so 'st. kilda' finds 'St Kilda'. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How well a place matches, lower is better, or null when it does not: every typed word must start
 * a word of the place (its name, where it is, its postcode). A name that starts with the whole query
 * ranks first, then a name with a word starting with it, then a match elsewhere.
 */
export function matchRank(listed: ListedPlace, query: string): number | null {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const main = normalizeSearchText(listed.main_text);
  const haystack = ` ${main} ${normalizeSearchText(listed.secondary_text ?? '')} ${listed.place.postcode ?? ''} `;
  if (!words.every((word) => haystack.includes(` ${word}`))) return null;
  const phrase = words.join(' ');
  if (main.startsWith(phrase)) return 0;
  if (` ${main}`.includes(` ${phrase}`)) return 1;
  return 2;
}

/** Places before streets before regions and venues, among equally good matches. */
const KIND_ORDER: Record<PlaceKind, number> = {
  locality: 0,
  address: 1,
  region: 2,
  establishment: 3,
};

/**
 * Searches a list of known places the spec's way: only the chosen country and type, at least 1
 * character, best matches first (see matchRank), then by kind and name, at most 10.
 */
export function searchPlaceList(
  places: readonly ListedPlace[],
  query: string,
  { country, types }: { country: PlaceCountry; types: PlaceType },
): ListedPlace[] {
  if (!isSearchableQuery(query)) return [];
  const kinds = KINDS_OF_TYPE[types];
  const ranked = places.flatMap((listed) => {
    if (listed.place.country !== country || !kinds.includes(listed.kind)) return [];
    const rank = matchRank(listed, query);
    return rank === null ? [] : [{ listed, rank }];
  });
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      KIND_ORDER[a.listed.kind] - KIND_ORDER[b.listed.kind] ||
      a.listed.main_text.localeCompare(b.listed.main_text) ||
      (a.listed.secondary_text ?? '').localeCompare(b.listed.secondary_text ?? ''),
  );
  return limitSuggestions(ranked.map(({ listed }) => listed));
}

// ---- Dropdown placement --------------------------------------------------------------------

export type DropdownSide = 'bottom' | 'top';

/**
 * Opens the list below the input when it fits there or there is no more room above; above it
 * otherwise (an input near the bottom of the screen or of a phone with its keyboard up).
 */
export function chooseDropdownSide({
  spaceAbove,
  spaceBelow,
  popupHeight,
}: {
  spaceAbove: number;
  spaceBelow: number;
  popupHeight: number;
}): DropdownSide {
  if (spaceBelow >= popupHeight || spaceBelow >= spaceAbove) return 'bottom';
  return 'top';
}
