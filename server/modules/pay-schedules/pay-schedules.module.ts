import { defineModule } from '../../http/module';
import { PaySchedulesRepository } from './pay-schedules.repository';
import { payScheduleRoutes } from './pay-schedules.routes';
import { PaySchedulesService } from './pay-schedules.service';

/** An organisation's pay schedules and their periods. */
export const paySchedulesModule = defineModule({
  name: 'pay-schedules',
  build: ({ db }) => ({
    paySchedules: new PaySchedulesService(db, new PaySchedulesRepository(db)),
  }),
  routes: payScheduleRoutes,
});
