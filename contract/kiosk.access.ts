import { PUBLIC, policy, withFeature, type AccessTableFor } from './access-entries';
import type { kioskRoutes } from './kiosk.routes';

/**
 * The kiosk is a Pro feature (`kiosk`). Kiosks are an organisation setting (time settings, kiosk
 * mode): who edits the organisation's settings (8: administrators, provider admins) opens and
 * closes them. PINs are set by those who edit every field of anyone (administrators, provider
 * admins), never by members themselves: a PIN is unique in the organisation, so whoever may set
 * one learns which PINs are taken, and could clock in as their owners. The device's calls are
 * public to the guards: the kiosk module checks its token, the plan and the member's PIN.
 */
const kiosk = <const Id extends Parameters<typeof policy>[0]>(id: Id) =>
  withFeature('kiosk', policy(id));

export const kioskAccess: AccessTableFor<typeof kioskRoutes> = {
  kiosks: kiosk('orgSettings.edit'),
  createKiosk: kiosk('orgSettings.edit'),
  revokeKiosk: kiosk('orgSettings.edit'),
  kioskPin: kiosk('employee.editAll'),
  setKioskPin: kiosk('employee.editAll'),
  clearKioskPin: kiosk('employee.editAll'),
  kioskDevice: PUBLIC,
  kioskIdentify: PUBLIC,
  kioskClock: PUBLIC,
  kioskPhoto: PUBLIC,
};
