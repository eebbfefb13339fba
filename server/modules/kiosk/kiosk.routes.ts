import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { multipartFileRoute } from '../../http/multipart-file';
import { route } from '../../http/route';
import { nowUnix } from '../../lib/time';
import type { KioskAdminService } from './kiosk-admin.service';
import type { KioskDeviceService } from './kiosk-device.service';

type Services = { kioskAdmin: KioskAdminService; kioskDevice: KioskDeviceService };

export function kioskRoutes(app: FastifyInstance, deps: ModuleDeps<Services>) {
  const { kioskAdmin: admin, kioskDevice: device } = deps.services;
  const options = deps.routeOptions.standard;

  route(app, api.kiosks, async (request) => admin.list(orgOf(request)), options);
  route(
    app,
    api.createKiosk,
    async (request) => admin.open(orgOf(request), request.body, nowUnix()),
    options,
  );
  route(
    app,
    api.revokeKiosk,
    async (request) => admin.revoke(orgOf(request), request.params.kiosk_id, nowUnix()),
    options,
  );
  route(
    app,
    api.kioskPin,
    async (request) => admin.pinStatus(orgOf(request), request.params.employee_id),
    options,
  );
  route(
    app,
    api.setKioskPin,
    async (request) =>
      admin.setPin(orgOf(request), request.params.employee_id, request.body.pin, nowUnix()),
    options,
  );
  route(
    app,
    api.clearKioskPin,
    async (request) => admin.clearPin(orgOf(request), request.params.employee_id),
    options,
  );

  // The device's calls: public to the guards, the kiosk token checked by the service.
  route(app, api.kioskDevice, async (request) => device.device(request), options);
  route(
    app,
    api.kioskIdentify,
    async (request, reply) => device.identify(request, reply, request.body.pin),
    options,
  );
  route(
    app,
    api.kioskClock,
    async (request, reply) => device.clock(request, reply, request.body),
    options,
  );
  multipartFileRoute(
    app,
    api.kioskPhoto,
    async (request, reply, part) => device.photo(request, reply, part),
    options,
  );
}
