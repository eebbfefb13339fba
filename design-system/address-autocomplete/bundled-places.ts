import {
  COUNTRY_NAMES,
  type ListedPlace,
  type PlaceCountry,
  type PlaceKind,
} from './address-model';

/**
 * A small offline list of places for the bundled provider: suburbs and cities in every Australian
 * state and territory, some street addresses, a few regions (which have no suburb, so choosing one
 * is flagged) and venues (not of the default geocode type), and a set of US cities. Public facts:
 * names, states, postcodes and approximate coordinates; the street numbers are illustrative.
 */

/** [suburb or city, state, postcode, latitude, longitude] */
type LocalityRow = [string, string, string, number, number];
/** [street, suburb or city, state, postcode, latitude, longitude] */
type AddressRow = [string, string, string, string, number, number];
/** [name, state, latitude, longitude] */
type RegionRow = [string, string, number, number];

const AU_LOCALITIES: LocalityRow[] = [
  ['Sydney', 'NSW', '2000', -33.8688, 151.2093],
  ['Parramatta', 'NSW', '2150', -33.815, 151.0011],
  ['Bondi Beach', 'NSW', '2026', -33.8915, 151.2767],
  ['Manly', 'NSW', '2095', -33.7969, 151.284],
  ['Chatswood', 'NSW', '2067', -33.7969, 151.1803],
  ['Newtown', 'NSW', '2042', -33.8979, 151.1794],
  ['Penrith', 'NSW', '2750', -33.7507, 150.6877],
  ['Richmond', 'NSW', '2753', -33.5996, 150.7516],
  ['Newcastle', 'NSW', '2300', -32.9283, 151.7817],
  ['Wollongong', 'NSW', '2500', -34.4278, 150.8931],
  ['Byron Bay', 'NSW', '2481', -28.6474, 153.602],
  ['Dubbo', 'NSW', '2830', -32.2569, 148.6011],
  ['Albury', 'NSW', '2640', -36.0737, 146.9135],
  ['Wagga Wagga', 'NSW', '2650', -35.1082, 147.3598],
  ['Melbourne', 'VIC', '3000', -37.8136, 144.9631],
  ['Richmond', 'VIC', '3121', -37.823, 144.998],
  ['St Kilda', 'VIC', '3182', -37.8676, 144.9809],
  ['Fitzroy', 'VIC', '3065', -37.7985, 144.9784],
  ['Springvale', 'VIC', '3171', -37.9497, 145.1528],
  ['Melbourne Airport', 'VIC', '3045', -37.669, 144.841],
  ['Geelong', 'VIC', '3220', -38.1499, 144.3617],
  ['Newtown', 'VIC', '3220', -38.153, 144.335],
  ['Ballarat', 'VIC', '3350', -37.5622, 143.8503],
  ['Bendigo', 'VIC', '3550', -36.757, 144.2794],
  ['Mildura', 'VIC', '3500', -34.208, 142.1246],
  ['Portland', 'VIC', '3305', -38.3444, 141.6042],
  ['Brisbane City', 'QLD', '4000', -27.4698, 153.0251],
  ['Fortitude Valley', 'QLD', '4006', -27.457, 153.034],
  ['Springfield', 'QLD', '4300', -27.653, 152.917],
  ['Surfers Paradise', 'QLD', '4217', -28.0027, 153.43],
  ['Noosa Heads', 'QLD', '4567', -26.3943, 153.0901],
  ['Toowoomba City', 'QLD', '4350', -27.5598, 151.9507],
  ['Rockhampton City', 'QLD', '4700', -23.3781, 150.5136],
  ['Mackay', 'QLD', '4740', -21.1411, 149.1861],
  ['Townsville City', 'QLD', '4810', -19.259, 146.8169],
  ['Cairns City', 'QLD', '4870', -16.9186, 145.7781],
  ['Perth', 'WA', '6000', -31.9505, 115.8605],
  ['Subiaco', 'WA', '6008', -31.949, 115.827],
  ['Scarborough', 'WA', '6019', -31.894, 115.757],
  ['Joondalup', 'WA', '6027', -31.7448, 115.7661],
  ['Fremantle', 'WA', '6160', -32.0569, 115.7439],
  ['Bunbury', 'WA', '6230', -33.3271, 115.6414],
  ['Kalgoorlie', 'WA', '6430', -30.749, 121.466],
  ['Broome', 'WA', '6725', -17.9614, 122.2359],
  ['Adelaide', 'SA', '5000', -34.9285, 138.6007],
  ['Port Adelaide', 'SA', '5015', -34.846, 138.504],
  ['Glenelg', 'SA', '5045', -34.98, 138.515],
  ['Norwood', 'SA', '5067', -34.921, 138.63],
  ['Mount Gambier', 'SA', '5290', -37.8284, 140.7804],
  ['Port Augusta', 'SA', '5700', -32.4925, 137.7658],
  ['Hobart', 'TAS', '7000', -42.8821, 147.3272],
  ['Sandy Bay', 'TAS', '7005', -42.903, 147.326],
  ['Launceston', 'TAS', '7250', -41.4332, 147.1441],
  ['Devonport', 'TAS', '7310', -41.177, 146.351],
  ['Canberra', 'ACT', '2601', -35.2809, 149.13],
  ['Braddon', 'ACT', '2612', -35.271, 149.135],
  ['Belconnen', 'ACT', '2617', -35.238, 149.066],
  ['Darwin City', 'NT', '0800', -12.4634, 130.8456],
  ['Palmerston City', 'NT', '0830', -12.48, 130.983],
  ['Katherine', 'NT', '0850', -14.465, 132.264],
  ['Alice Springs', 'NT', '0870', -23.698, 133.8807],
];

const AU_ADDRESSES: AddressRow[] = [
  ['1 Martin Place', 'Sydney', 'NSW', '2000', -33.8678, 151.21],
  ['300 George Street', 'Sydney', 'NSW', '2000', -33.868, 151.207],
  ['120 Collins Street', 'Melbourne', 'VIC', '3000', -37.8145, 144.9705],
  ['35 Swanston Street', 'Melbourne', 'VIC', '3000', -37.817, 144.967],
  ['250 Bridge Road', 'Richmond', 'VIC', '3121', -37.819, 145.001],
  ['45 Queen Street', 'Brisbane City', 'QLD', '4000', -27.47, 153.024],
  ['12 Ann Street', 'Fortitude Valley', 'QLD', '4006', -27.456, 153.035],
  ['100 St Georges Terrace', 'Perth', 'WA', '6000', -31.955, 115.858],
  ['20 Market Street', 'Fremantle', 'WA', '6160', -32.054, 115.746],
  ['50 King William Street', 'Adelaide', 'SA', '5000', -34.926, 138.599],
  ['15 Elizabeth Street', 'Hobart', 'TAS', '7000', -42.882, 147.33],
  ['7 London Circuit', 'Canberra', 'ACT', '2601', -35.282, 149.128],
  ['25 Smith Street', 'Darwin City', 'NT', '0800', -12.463, 130.842],
];

const AU_VENUES: AddressRow[] = [
  ['Sydney Opera House', 'Sydney', 'NSW', '2000', -33.8568, 151.2153],
  ['Melbourne Cricket Ground', 'East Melbourne', 'VIC', '3002', -37.82, 144.9834],
  ['Adelaide Oval', 'North Adelaide', 'SA', '5006', -34.9156, 138.5961],
];

const AU_REGIONS: RegionRow[] = [
  ['New South Wales', 'NSW', -32.0, 147.0],
  ['Victoria', 'VIC', -37.0, 144.5],
  ['Queensland', 'QLD', -22.5, 144.0],
  ['Tasmania', 'TAS', -42.0, 146.6],
];

const US_CITIES: LocalityRow[] = [
  ['New York', 'NY', '10007', 40.7128, -74.006],
  ['Los Angeles', 'CA', '90012', 34.0522, -118.2437],
  ['San Francisco', 'CA', '94102', 37.7749, -122.4194],
  ['San Diego', 'CA', '92101', 32.7157, -117.1611],
  ['Chicago', 'IL', '60602', 41.8781, -87.6298],
  ['Springfield', 'IL', '62701', 39.7817, -89.6501],
  ['Springfield', 'MA', '01103', 42.1015, -72.5898],
  ['Boston', 'MA', '02108', 42.3601, -71.0589],
  ['Houston', 'TX', '77002', 29.7604, -95.3698],
  ['Dallas', 'TX', '75201', 32.7767, -96.797],
  ['Austin', 'TX', '78701', 30.2672, -97.7431],
  ['San Antonio', 'TX', '78205', 29.4241, -98.4936],
  ['Phoenix', 'AZ', '85003', 33.4484, -112.074],
  ['Philadelphia', 'PA', '19107', 39.9526, -75.1652],
  ['Seattle', 'WA', '98101', 47.6062, -122.3321],
  ['Portland', 'OR', '97204', 45.5152, -122.6784],
  ['Portland', 'ME', '04101', 43.6591, -70.2568],
  ['Denver', 'CO', '80202', 39.7392, -104.9903],
  ['Richmond', 'VA', '23219', 37.5407, -77.436],
  ['Washington', 'DC', '20001', 38.9072, -77.0369],
  ['Atlanta', 'GA', '30303', 33.749, -84.388],
  ['Miami', 'FL', '33130', 25.7617, -80.1918],
  ['Nashville', 'TN', '37203', 36.1627, -86.7816],
  ['New Orleans', 'LA', '70112', 29.9511, -90.0715],
  ['Minneapolis', 'MN', '55401', 44.9778, -93.265],
  ['Detroit', 'MI', '48226', 42.3314, -83.0458],
  ['Las Vegas', 'NV', '89101', 36.1699, -115.1398],
  ['Salt Lake City', 'UT', '84111', 40.7608, -111.891],
  ['Anchorage', 'AK', '99501', 61.2181, -149.9003],
  ['Honolulu', 'HI', '96813', 21.3069, -157.8583],
];

const US_ADDRESSES: AddressRow[] = [
  ['350 Fifth Avenue', 'New York', 'NY', '10118', 40.7484, -73.9857],
  ['233 South Wacker Drive', 'Chicago', 'IL', '60606', 41.8789, -87.6359],
  ['400 Broad Street', 'Seattle', 'WA', '98109', 47.6205, -122.3493],
  ['1600 Pennsylvania Avenue NW', 'Washington', 'DC', '20500', 38.8977, -77.0365],
];

const US_VENUES: AddressRow[] = [
  ['Golden Gate Bridge', 'San Francisco', 'CA', '94129', 37.8199, -122.4783],
];

const US_REGIONS: RegionRow[] = [
  ['California', 'CA', 36.7783, -119.4179],
  ['Texas', 'TX', 31.0, -99.0],
];

/** 'Melbourne VIC 3000' in Australia, 'Austin, TX 78701' in the US. */
function cityLine(country: PlaceCountry, city: string, state: string, postcode: string): string {
  return country === 'au' ? `${city} ${state} ${postcode}` : `${city}, ${state} ${postcode}`;
}

function slug(...parts: string[]): string {
  return parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}

function locality(
  country: PlaceCountry,
  [city, state, postcode, lat, lng]: LocalityRow,
): ListedPlace {
  const line = cityLine(country, city, state, postcode);
  const countryName = COUNTRY_NAMES[country];
  return {
    kind: 'locality',
    place_id: slug(country, state, city, postcode),
    main_text: city,
    secondary_text: `${state} ${postcode}, ${countryName}`,
    place: {
      place_id: slug(country, state, city, postcode),
      latitude: lat,
      longitude: lng,
      formatted_place_name: `${line}, ${countryName}`,
      city,
      state,
      postcode,
      country,
    },
  };
}

function address(
  country: PlaceCountry,
  kind: Extract<PlaceKind, 'address' | 'establishment'>,
  [street, city, state, postcode, lat, lng]: AddressRow,
): ListedPlace {
  const where = `${cityLine(country, city, state, postcode)}, ${COUNTRY_NAMES[country]}`;
  const id = slug(country, state, street, city);
  return {
    kind,
    place_id: id,
    main_text: street,
    secondary_text: where,
    place: {
      place_id: id,
      latitude: lat,
      longitude: lng,
      formatted_place_name: `${street}, ${where}`,
      // A venue's name is not a street; its details carry the suburb and state only.
      street: kind === 'address' ? street : undefined,
      city,
      state,
      postcode,
      country,
    },
  };
}

/** A state as a place: it has a state and no suburb or city. */
function region(country: PlaceCountry, [name, state, lat, lng]: RegionRow): ListedPlace {
  const id = slug(country, state, 'region');
  return {
    kind: 'region',
    place_id: id,
    main_text: name,
    secondary_text: COUNTRY_NAMES[country],
    place: {
      place_id: id,
      latitude: lat,
      longitude: lng,
      formatted_place_name: `${name}, ${COUNTRY_NAMES[country]}`,
      state,
      country,
    },
  };
}

/** Every bundled place, Australian first. */
export const BUNDLED_PLACES: readonly ListedPlace[] = [
  ...AU_LOCALITIES.map((row) => locality('au', row)),
  ...AU_ADDRESSES.map((row) => address('au', 'address', row)),
  ...AU_VENUES.map((row) => address('au', 'establishment', row)),
  ...AU_REGIONS.map((row) => region('au', row)),
  ...US_CITIES.map((row) => locality('us', row)),
  ...US_ADDRESSES.map((row) => address('us', 'address', row)),
  ...US_VENUES.map((row) => address('us', 'establishment', row)),
  ...US_REGIONS.map((row) => region('us', row)),
];
