import { afterEach, describe, expect, it, vi } from 'vitest';
import { POSITION_TIMEOUT_MS, currentPosition, positionFields } from './current-position';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const withGeolocation = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });

describe('the position of a clock action', () => {
  it('gives up after the timeout when the browser never answers', async () => {
    vi.useFakeTimers();
    withGeolocation(() => undefined);
    const position = currentPosition();
    await vi.advanceTimersByTimeAsync(POSITION_TIMEOUT_MS);
    await expect(position).resolves.toBeNull();
  });

  it('goes on without one when the permission is refused', async () => {
    withGeolocation((_found, failed) =>
      failed?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    await expect(positionFields(true)).resolves.toEqual({});
  });

  it('is not asked for when the organisation does not track locations', async () => {
    const ask = vi.fn();
    withGeolocation(ask);
    await expect(positionFields(false)).resolves.toEqual({});
    expect(ask).not.toHaveBeenCalled();
  });
});
