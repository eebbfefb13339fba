/** How long a clock action waits for the phone's position before going on without it. */
export const POSITION_TIMEOUT_MS = 4000;

export type Position = { latitude: number; longitude: number };

/**
 * The browser's position for a clock action, or null: no geolocation, permission refused, no fix
 * within POSITION_TIMEOUT_MS. Never throws and never waits longer: a worker on a site with a weak
 * signal still clocks in (the server marks a GPS card without readings as an exception).
 */
export function currentPosition(timeoutMs = POSITION_TIMEOUT_MS): Promise<Position | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // Some browsers never call back when the permission prompt is ignored: our own timer ends it.
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const done = (position: Position | null) => {
      clearTimeout(timer);
      resolve(position);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          done({
            // The contract takes degrees to 6 decimals (about 10 cm): more is noise.
            latitude: Math.round(coords.latitude * 1e6) / 1e6,
            longitude: Math.round(coords.longitude * 1e6) / 1e6,
          }),
        () => done(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
      );
    } catch {
      done(null);
    }
  });
}

/**
 * The position fields of a clock action's body: the browser's position when the organisation
 * requires location tracking (and one came in time), else none.
 */
export async function positionFields(
  isRequired: boolean,
): Promise<{ latitude?: number; longitude?: number }> {
  if (!isRequired) return {};
  const position = await currentPosition();
  return position ?? {};
}
