import { PUBLIC, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

/**
 * /kiosk: the kiosk page (issue 14). Public and bare: the device's kiosk token, not a person's
 * session, is what it runs on.
 */
export const kioskRoutes: RouteEntry[] = [
  screen('/kiosk', PUBLIC, () => import('./kiosk-screen'), 'Kiosk'),
];
