import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BLUR_HIDE_DELAY_MS,
  ADDRESS_MAX_SUGGESTIONS,
  ADDRESS_MIN_QUERY_LENGTH,
  ADDRESS_NO_RESULTS_MESSAGE,
  ADDRESS_QUERY_DELAY_MS,
  ADDRESS_REPOSITION_CHECK_MS,
  DEFAULT_PLACE_COUNTRY,
  DEFAULT_PLACE_TYPE,
  LATITUDE_RANGE_MESSAGE,
  LONGITUDE_RANGE_MESSAGE,
  chooseDropdownSide,
  cityLabel,
  coordinatePlaceFromId,
  coordinateSuggestion,
  isSearchableQuery,
  limitSuggestions,
  matchRank,
  missingPlaceElements,
  normalizeSearchText,
  parseCoordinates,
  placeValidationMessage,
  resultsMessage,
  searchPlaceList,
  toGeofencePlace,
  type Place,
} from './address-model';
import { BUNDLED_PLACES } from './bundled-places';

const richmond: Place = {
  place_id: 'au-vic-richmond-3121',
  latitude: -37.823,
  longitude: 144.998,
  formatted_place_name: 'Richmond VIC 3121, Australia',
  city: 'Richmond',
  state: 'VIC',
  postcode: '3121',
  country: 'au',
};

const au = { country: 'au', types: 'geocode' } as const;
const us = { country: 'us', types: 'geocode' } as const;
const names = (list: { main_text: string; secondary_text?: string | undefined }[]) =>
  list.map((place) => `${place.main_text} | ${place.secondary_text}`);

describe('the spec numbers', () => {
  it('needs 1 character, waits 250 ms, shows 10, hides 100 ms after blur, checks every 500 ms', () => {
    expect(ADDRESS_MIN_QUERY_LENGTH).toBe(1);
    expect(ADDRESS_QUERY_DELAY_MS).toBe(250);
    expect(ADDRESS_MAX_SUGGESTIONS).toBe(10);
    expect(ADDRESS_BLUR_HIDE_DELAY_MS).toBe(100);
    expect(ADDRESS_REPOSITION_CHECK_MS).toBe(500);
  });

  it('is restricted to country au and the geocode type by default', () => {
    expect(DEFAULT_PLACE_COUNTRY).toBe('au');
    expect(DEFAULT_PLACE_TYPE).toBe('geocode');
  });
});

describe('isSearchableQuery', () => {
  it('takes 1 character or more, spaces aside', () => {
    expect(isSearchableQuery('')).toBe(false);
    expect(isSearchableQuery('   ')).toBe(false);
    expect(isSearchableQuery('a')).toBe(true);
    expect(isSearchableQuery(' a ')).toBe(true);
  });
});

describe('limitSuggestions', () => {
  it('keeps at most 10', () => {
    const fifteen = Array.from({ length: 15 }, (_, index) => index);
    expect(limitSuggestions(fifteen)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(limitSuggestions(fifteen.slice(0, 10))).toHaveLength(10);
    expect(limitSuggestions([1, 2])).toEqual([1, 2]);
  });
});

describe('resultsMessage', () => {
  it('says No results found for none and counts the rest', () => {
    expect(resultsMessage(0)).toBe(ADDRESS_NO_RESULTS_MESSAGE);
    expect(ADDRESS_NO_RESULTS_MESSAGE).toBe('No results found');
    expect(resultsMessage(1)).toBe('1 result found');
    expect(resultsMessage(10)).toBe('10 results found');
  });
});

describe('parseCoordinates', () => {
  it('reads a pair in decimal degrees', () => {
    expect(parseCoordinates('-33.8688, 151.2093')).toEqual({
      kind: 'valid',
      latitude: -33.8688,
      longitude: 151.2093,
    });
    expect(parseCoordinates('  40.7128,-74.006 ')).toEqual({
      kind: 'valid',
      latitude: 40.7128,
      longitude: -74.006,
    });
    expect(parseCoordinates('+12 , 7')).toEqual({ kind: 'valid', latitude: 12, longitude: 7 });
  });

  it('leaves text that is not a pair to the address search', () => {
    expect(parseCoordinates('120 Collins Street')).toEqual({ kind: 'none' });
    expect(parseCoordinates('12 34')).toEqual({ kind: 'none' });
    expect(parseCoordinates('-33.8688')).toEqual({ kind: 'none' });
    expect(parseCoordinates('-33.8688, 151.2093, 4')).toEqual({ kind: 'none' });
    expect(parseCoordinates('1., 2')).toEqual({ kind: 'none' });
  });

  it('accepts the ends of the ranges: latitude -90 to 90, longitude -180 to 180', () => {
    expect(parseCoordinates('90, 180')).toMatchObject({ kind: 'valid', latitude: 90 });
    expect(parseCoordinates('-90, -180')).toMatchObject({ kind: 'valid', longitude: -180 });
    expect(parseCoordinates('0, 0')).toMatchObject({ kind: 'valid', latitude: 0, longitude: 0 });
    expect(Object.is(parseCoordinates('-0, 0').kind === 'valid' && 0, 0)).toBe(true);
  });

  it('rejects each coordinate just outside its range with a message naming it', () => {
    expect(LATITUDE_RANGE_MESSAGE).toBe('Latitude must be between -90 and 90');
    expect(LONGITUDE_RANGE_MESSAGE).toBe('Longitude must be between -180 and 180');
    expect(parseCoordinates('90.0001, 0')).toEqual({
      kind: 'out-of-range',
      message: LATITUDE_RANGE_MESSAGE,
    });
    expect(parseCoordinates('-90.5, 0')).toEqual({
      kind: 'out-of-range',
      message: LATITUDE_RANGE_MESSAGE,
    });
    expect(parseCoordinates('0, 180.0001')).toEqual({
      kind: 'out-of-range',
      message: LONGITUDE_RANGE_MESSAGE,
    });
    expect(parseCoordinates('0, -181')).toEqual({
      kind: 'out-of-range',
      message: LONGITUDE_RANGE_MESSAGE,
    });
    expect(parseCoordinates('151.2093, -33.8688')).toEqual({
      kind: 'out-of-range',
      message: LATITUDE_RANGE_MESSAGE,
    });
    expect(parseCoordinates('-91, 200')).toEqual({
      kind: 'out-of-range',
      message: `${LATITUDE_RANGE_MESSAGE}\n${LONGITUDE_RANGE_MESSAGE}`,
    });
  });

  it('turns a valid pair into a suggestion and back into a place', () => {
    const suggestion = coordinateSuggestion(-33.8688, 151.2093);
    expect(suggestion).toEqual({
      place_id: 'coordinates:-33.8688,151.2093',
      main_text: 'Use coordinates',
      secondary_text: '-33.8688, 151.2093',
    });
    expect(coordinatePlaceFromId(suggestion.place_id, 'au')).toEqual({
      place_id: 'coordinates:-33.8688,151.2093',
      latitude: -33.8688,
      longitude: 151.2093,
      formatted_place_name: '-33.8688, 151.2093',
      country: 'au',
    });
    expect(coordinatePlaceFromId('au-vic-richmond-3121', 'au')).toBeNull();
    expect(coordinatePlaceFromId('coordinates:95,0', 'au')).toBeNull();
  });
});

describe('required elements', () => {
  it('calls the city a suburb in Australia', () => {
    expect(cityLabel('au')).toBe('suburb');
    expect(cityLabel('us')).toBe('city');
  });

  it('accepts a place with a city and a state', () => {
    expect(missingPlaceElements(richmond)).toEqual([]);
    expect(placeValidationMessage(richmond, 'au')).toBeNull();
  });

  it('flags a missing suburb (city in the US) and a missing state by name', () => {
    const noCity = { ...richmond, city: undefined };
    const noState = { ...richmond, state: ' ' };
    const neither = { ...richmond, city: '', state: undefined };
    expect(missingPlaceElements(noCity)).toEqual(['city']);
    expect(placeValidationMessage(noCity, 'au')).toBe('Please choose an address with a suburb');
    expect(placeValidationMessage(noCity, 'us')).toBe('Please choose an address with a city');
    expect(missingPlaceElements(noState)).toEqual(['state']);
    expect(placeValidationMessage(noState, 'au')).toBe('Please choose an address with a state');
    expect(missingPlaceElements(neither)).toEqual(['city', 'state']);
    expect(placeValidationMessage(neither, 'au')).toBe(
      'Please choose an address with a suburb and a state',
    );
  });

  it('does not flag a coordinate pair, which names a point and not an address', () => {
    const point = coordinatePlaceFromId('coordinates:-33.8688,151.2093', 'au');
    expect(point).not.toBeNull();
    if (point) expect(placeValidationMessage(point, 'au')).toBeNull();
  });

  it('gives the geofence place shape', () => {
    expect(toGeofencePlace(richmond)).toEqual({
      place_id: 'au-vic-richmond-3121',
      latitude: -37.823,
      longitude: 144.998,
      formatted_place_name: 'Richmond VIC 3121, Australia',
    });
  });
});

describe('searchPlaceList over the bundled places', () => {
  it('needs at least 1 character', () => {
    expect(searchPlaceList(BUNDLED_PLACES, '', au)).toEqual([]);
    expect(searchPlaceList(BUNDLED_PLACES, ' ', au)).toEqual([]);
    expect(searchPlaceList(BUNDLED_PLACES, 'm', au).length).toBeGreaterThan(0);
  });

  it('returns at most 10', () => {
    expect(searchPlaceList(BUNDLED_PLACES, 'a', au)).toHaveLength(10);
    // Far more than 10 Australian places have a word starting with 'a' (Australia, to begin with).
    const matching = BUNDLED_PLACES.filter(
      (listed) => listed.place.country === 'au' && matchRank(listed, 'a') !== null,
    );
    expect(matching.length).toBeGreaterThan(10);
  });

  it('keeps to the country: au by default, us when asked', () => {
    expect(names(searchPlaceList(BUNDLED_PLACES, 'Portland', au))).toEqual([
      'Portland | VIC 3305, Australia',
    ]);
    expect(names(searchPlaceList(BUNDLED_PLACES, 'Portland', us))).toEqual([
      'Portland | ME 04101, USA',
      'Portland | OR 97204, USA',
    ]);
    expect(searchPlaceList(BUNDLED_PLACES, 'Springfield', au).map((p) => p.place.state)).toEqual([
      'QLD',
    ]);
  });

  it('keeps to the type: geocode leaves out venues, establishment finds only them', () => {
    expect(searchPlaceList(BUNDLED_PLACES, 'Opera', au)).toEqual([]);
    expect(
      names(searchPlaceList(BUNDLED_PLACES, 'Opera', { ...au, types: 'establishment' })),
    ).toEqual(['Sydney Opera House | Sydney NSW 2000, Australia']);
    const addresses = searchPlaceList(BUNDLED_PLACES, 'Sydney', { ...au, types: 'address' });
    expect(addresses.map((p) => p.kind)).toEqual(['address', 'address']);
  });

  it('ranks a name starting with the query first, then a word of a name, then the rest', () => {
    expect(names(searchPlaceList(BUNDLED_PLACES, 'rich', au))).toEqual([
      'Richmond | NSW 2753, Australia',
      'Richmond | VIC 3121, Australia',
      '250 Bridge Road | Richmond VIC 3121, Australia',
    ]);
    const melbourne = names(searchPlaceList(BUNDLED_PLACES, 'melb', au));
    expect(melbourne.slice(0, 2)).toEqual([
      'Melbourne | VIC 3000, Australia',
      'Melbourne Airport | VIC 3045, Australia',
    ]);
    expect(melbourne.slice(2)).toEqual([
      '120 Collins Street | Melbourne VIC 3000, Australia',
      '35 Swanston Street | Melbourne VIC 3000, Australia',
    ]);
    // 'Kilda' starts the second word of St Kilda's name.
    expect(names(searchPlaceList(BUNDLED_PLACES, 'kilda', au))).toEqual([
      'St Kilda | VIC 3182, Australia',
    ]);
  });

  it('matches every typed word, the postcode and punctuation-free text', () => {
    expect(names(searchPlaceList(BUNDLED_PLACES, '120 coll', au))).toEqual([
      '120 Collins Street | Melbourne VIC 3000, Australia',
    ]);
    expect(names(searchPlaceList(BUNDLED_PLACES, '3220', au))).toEqual([
      'Geelong | VIC 3220, Australia',
      'Newtown | VIC 3220, Australia',
    ]);
    expect(names(searchPlaceList(BUNDLED_PLACES, 'st. kilda', au))).toEqual([
      'St Kilda | VIC 3182, Australia',
    ]);
    expect(searchPlaceList(BUNDLED_PLACES, 'collins zzz', au)).toEqual([]);
    expect(normalizeSearchText('  Élan,  St. Kilda ')).toBe('elan st kilda');
  });

  it('finds regions, which have a state and no suburb', () => {
    const [tasmania] = searchPlaceList(BUNDLED_PLACES, 'Tasmania', au);
    expect(tasmania?.kind).toBe('region');
    if (tasmania) {
      expect(placeValidationMessage(tasmania.place, 'au')).toBe(
        'Please choose an address with a suburb',
      );
    }
  });

  it('bundles complete places with coordinates in range and unique ids', () => {
    const ids = new Set(BUNDLED_PLACES.map((listed) => listed.place_id));
    expect(ids.size).toBe(BUNDLED_PLACES.length);
    expect(BUNDLED_PLACES.length).toBeGreaterThanOrEqual(60);
    expect(BUNDLED_PLACES.length).toBeLessThanOrEqual(150);
    for (const { kind, place, place_id } of BUNDLED_PLACES) {
      expect(place.place_id).toBe(place_id);
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
      expect(place.country === 'au' ? place.latitude < 0 : place.latitude > 0).toBe(true);
      if (kind !== 'region') expect(missingPlaceElements(place)).toEqual([]);
    }
  });
});

describe('chooseDropdownSide', () => {
  it('opens below when the list fits there or there is no more room above', () => {
    expect(chooseDropdownSide({ spaceAbove: 50, spaceBelow: 400, popupHeight: 300 })).toBe(
      'bottom',
    );
    expect(chooseDropdownSide({ spaceAbove: 600, spaceBelow: 300, popupHeight: 300 })).toBe(
      'bottom',
    );
    expect(chooseDropdownSide({ spaceAbove: 100, spaceBelow: 120, popupHeight: 300 })).toBe(
      'bottom',
    );
  });

  it('opens above when it does not fit below and there is more room above', () => {
    expect(chooseDropdownSide({ spaceAbove: 600, spaceBelow: 299, popupHeight: 300 })).toBe('top');
  });
});
