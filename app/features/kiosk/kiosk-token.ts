/**
 * The device's kiosk token, kept in local storage: the kiosk page reads it on every start, and
 * "Open a kiosk on this device" writes it. Only this device's browser holds it; the server keeps
 * its hash.
 */
const STORAGE_KEY = 'crewcard.kiosk.v1';

export function readKioskToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveKioskToken(token: string): void {
  localStorage.setItem(STORAGE_KEY, token);
}

export function forgetKioskToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing kept to forget.
  }
}

export const kioskAuthorization = (token: string) => `Kiosk ${token}`;
