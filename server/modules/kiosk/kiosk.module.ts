import { defineModule } from '../../http/module';
import type { PasswordHasher } from '../../lib/passwords';
import type { FileImagesService } from '../file-attachments/file-images.service';
import type { ClockPhotos } from '../time-cards/clock-photos.service';
import type { ClockService } from '../time-cards/clock.service';
import type { TimeCardActions } from '../time-cards/time-card-actions';
import type { TimeCardReader } from '../time-cards/time-card-reader';
import { KioskAdminService } from './kiosk-admin.service';
import { KioskDeviceService, type PlanReader } from './kiosk-device.service';
import { pinLookupKey } from './kiosk-secrets';
import { KioskRepository } from './kiosk.repository';
import { kioskRoutes } from './kiosk.routes';

type Needs = {
  /** The org guard's lookups: the organisation's plan, a manager's permission overrides. */
  memberships: PlanReader;
  passwords: PasswordHasher;
  clock: ClockService;
  timeCardActions: TimeCardActions;
  timeCardReader: TimeCardReader;
  clockPhotos: ClockPhotos;
  fileImages: FileImagesService;
};

/**
 * The kiosk (issue 14; README.md in this folder): kiosk tokens and members' PINs, and the
 * device's calls, which clock members through the time-cards module's clock.
 */
export const kioskModule = defineModule({
  name: 'kiosk',
  build: (
    { config, db },
    {
      memberships,
      passwords,
      clock,
      timeCardActions,
      timeCardReader,
      clockPhotos,
      fileImages,
    }: Needs,
  ) => {
    const repo = new KioskRepository(db);
    const lookupKey = pinLookupKey(config.appSecret);
    return {
      kioskAdmin: new KioskAdminService(repo, passwords, lookupKey),
      kioskDevice: new KioskDeviceService(
        db,
        repo,
        passwords,
        lookupKey,
        memberships,
        clock,
        timeCardActions,
        timeCardReader,
        clockPhotos,
        fileImages,
      ),
    };
  },
  routes: kioskRoutes,
});
