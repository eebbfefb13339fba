import { describe, expect, it } from 'vitest';
import {
  activityText,
  itemDescription,
  mapPaths,
  mapPlaces,
  rangeText,
  reportIssueHref,
} from './gps-activity-model';
import { MORNING, T0 } from './gps-activity-test-data';

const TZ = MORNING.timezone;
const item = (id: number) => MORNING.data.find((each) => each.id === id)!;

describe('GPS activity texts', () => {
  it('uses the spec’s words for each kind', () => {
    expect(MORNING.data.map(activityText)).toEqual([
      'Stationary',
      'Driving',
      'Stationary',
      'Walking',
      'GPS Signal lost for 12m 0s',
      'Stationary',
    ]);
    expect(activityText({ ...item(5), start_dt_unix: T0, end_dt_unix: T0 + 2 * 3600 + 300 })).toBe(
      'GPS Signal lost for 2h 5m',
    );
  });

  it('shows times on the card’s clock', () => {
    expect(rangeText(item(1), TZ)).toBe('7:00 AM – 7:10 AM');
    expect(rangeText(item(3), 'UTC')).toBe('1:28 PM – 2:28 PM');
    expect(rangeText({ ...item(6), end_dt_unix: item(6).start_dt_unix }, TZ)).toBe('8:55 AM');
  });

  it('describes each item in one line for the map’s list', () => {
    expect(itemDescription(item(3), TZ)).toBe(
      'Stationary at Riverside apartments, 7:28 AM – 8:28 AM, 1h 0m',
    );
    expect(itemDescription(item(2), TZ)).toBe(
      'Driving from 900 Yard Rd, Denver, CO, 7:10 AM – 7:28 AM, 18m 0s',
    );
    expect(itemDescription(item(5), TZ)).toBe('GPS Signal lost for 12m 0s, 8:43 AM – 8:55 AM');
  });
});

describe('the map’s shapes', () => {
  it('pins every place with its geofence and count, and each visit elsewhere', () => {
    expect(
      mapPlaces(MORNING).map((place) => [place.id, place.label, place.radiusMeters, place.tone]),
    ).toEqual([
      ['work_site-12', 'Riverside apartments, TIMES VISITED 1', 45.72, 'primary'],
      ['company_location-4', 'North yard, TIMES VISITED 1', 91.44, 'info'],
      ['visit-6', 'Stationary, 8:55 AM – 9:05 AM', undefined, 'neutral'],
    ]);
  });

  it('draws each item’s decoded track in its kind', () => {
    const paths = mapPaths(MORNING);
    expect(paths.map((path) => [path.id, path.kind, path.points.length])).toEqual([
      [1, 'site_visit', 2],
      [2, 'driving', 3],
      [3, 'site_visit', 2],
      [4, 'walking', 2],
      [5, 'no_signal', 2],
      [6, 'site_visit', 1],
    ]);
    expect(paths[1]!.points[1]).toEqual([39.7468, -104.9811]);
  });
});

describe('reportIssueHref', () => {
  const input = { orgId: 7, timeCardId: 5, host: 'crew.example.com', pageUrl: 'https://x/y' };
  it('mails the operator’s support address, naming the card', () => {
    const href = reportIssueHref({ ...input, email: 'help@builder.example' });
    expect(href.startsWith('mailto:help@builder.example?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('GPS activity of time card 5');
    expect(url.searchParams.get('body')).toContain('Organisation 7, time card 5 (https://x/y)');
  });
  it('falls back to support at the app’s own host', () => {
    expect(reportIssueHref({ ...input, email: undefined })).toMatch(
      /^mailto:support@crew\.example\.com\?/,
    );
  });
});
