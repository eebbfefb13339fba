export type DeviceType = 'desktop' | 'mobile' | 'tablet';

/**
 * The device kind sent with sign-up. iPadOS announces itself as a Mac; its touch screen gives it
 * away (maxTouchPoints > 1).
 */
export function deviceTypeOf(userAgent: string, maxTouchPoints = 0): DeviceType {
  if (
    /iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent) ||
    (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))
  ) {
    return 'tablet';
  }
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent))
    return 'mobile';
  return 'desktop';
}

export function currentDeviceType(): DeviceType {
  return deviceTypeOf(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
