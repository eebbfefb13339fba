import type { Route } from './endpoint';

/**
 * The kiosk (issue 14): administrators open kiosks on shared devices and set members' PINs
 * (private, org-scoped); the device's calls under /kiosk carry its kiosk token
 * (`Authorization: Kiosk <token>`), not a person's session, so they are public to the guards and
 * the kiosk module checks the token itself.
 */
export const kioskRoutes = {
  kiosks: { method: 'GET', path: '/orgs/{org_id}/kiosks', auth: 'private' },
  createKiosk: { method: 'POST', path: '/orgs/{org_id}/kiosks', auth: 'private' },
  revokeKiosk: { method: 'DELETE', path: '/orgs/{org_id}/kiosks/{kiosk_id}', auth: 'private' },
  kioskPin: {
    method: 'GET',
    path: '/orgs/{org_id}/employee/{employee_id}/kiosk_pin',
    auth: 'private',
  },
  setKioskPin: {
    method: 'PUT',
    path: '/orgs/{org_id}/employee/{employee_id}/kiosk_pin',
    auth: 'private',
  },
  clearKioskPin: {
    method: 'DELETE',
    path: '/orgs/{org_id}/employee/{employee_id}/kiosk_pin',
    auth: 'private',
  },
  kioskDevice: { method: 'GET', path: '/kiosk', auth: 'public' },
  kioskIdentify: { method: 'POST', path: '/kiosk/identify', auth: 'public' },
  kioskClock: { method: 'POST', path: '/kiosk/clock', auth: 'public' },
  /** A member's photo (multipart: `pin`, then `file`), for the clock action that names it. */
  kioskPhoto: { method: 'POST', path: '/kiosk/photo', auth: 'public' },
} as const satisfies Record<string, Route>;
