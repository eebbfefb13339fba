import { useSyncExternalStore } from 'react';

/**
 * What counts as a phone for the single select's native fallback (spec: "Select single mobile
 * fallback shows 'None'"). Either:
 * - a narrow screen, below 640 px (Tailwind's `sm`, where form text grows to 16 px so iOS does not
 *   zoom): any phone held upright, and a desktop window squeezed as narrow as one;
 * - a touch screen with a short side, below 500 px high: a phone held sideways, which is wide.
 * Tablets (coarse pointer, tall) keep the custom list, which their screens have room for. The
 * width test alone is what a story's phone viewport (375 px) exercises; the pointer test is for
 * real devices.
 */
export const PHONE_QUERY = '(max-width: 639px), (pointer: coarse) and (max-height: 500px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhoneNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/** Whether the screen is a phone's (see PHONE_QUERY); follows rotation and window resizes. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
