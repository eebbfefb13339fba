import { endpoint } from './endpoint';
import {
  zKioskClock,
  zKioskClockResponse,
  zKioskPhotoResponse,
  zKioskCreate,
  zKioskCreateResponse,
  zKioskDeviceResponse,
  zKioskIdParams,
  zKioskIdentify,
  zKioskIdentifyResponse,
  zKioskListResponse,
  zKioskPinBody,
  zKioskPinParams,
  zKioskPinResponse,
  zKioskPinWriteResponse,
  zKioskRevokeResponse,
} from './kiosk';
import { kioskRoutes } from './kiosk.routes';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';

/** kioskClock also reads an optional Idempotency-Key header, as the clock actions do. */
export const kioskApi = {
  kiosks: endpoint({ ...kioskRoutes.kiosks, params: zOrgIdParams, response: zKioskListResponse }),
  createKiosk: endpoint({
    ...kioskRoutes.createKiosk,
    params: zOrgIdParams,
    body: zKioskCreate,
    response: zKioskCreateResponse,
  }),
  revokeKiosk: endpoint({
    ...kioskRoutes.revokeKiosk,
    params: zKioskIdParams,
    response: zKioskRevokeResponse,
  }),
  kioskPin: endpoint({
    ...kioskRoutes.kioskPin,
    params: zKioskPinParams,
    response: zKioskPinResponse,
  }),
  setKioskPin: endpoint({
    ...kioskRoutes.setKioskPin,
    params: zKioskPinParams,
    body: zKioskPinBody,
    response: zKioskPinWriteResponse,
  }),
  clearKioskPin: endpoint({
    ...kioskRoutes.clearKioskPin,
    params: zKioskPinParams,
    response: zKioskPinWriteResponse,
  }),
  kioskDevice: endpoint({ ...kioskRoutes.kioskDevice, response: zKioskDeviceResponse }),
  kioskIdentify: endpoint({
    ...kioskRoutes.kioskIdentify,
    body: zKioskIdentify,
    response: zKioskIdentifyResponse,
  }),
  kioskClock: endpoint({
    ...kioskRoutes.kioskClock,
    body: zKioskClock,
    response: zKioskClockResponse,
  }),
  /** A multipart form (the PIN, then the image as `file`): the description shows no body. */
  kioskPhoto: endpoint({ ...kioskRoutes.kioskPhoto, response: zKioskPhotoResponse }),
} as const;

const _sameCalls: SameKeys<typeof kioskApi, typeof kioskRoutes> = true;
