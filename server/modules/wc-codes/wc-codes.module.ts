import { defineModule } from '../../http/module';
import { WcCodesRepository } from './wc-codes.repository';
import { wcCodeRoutes } from './wc-codes.routes';
import { WcCodesService } from './wc-codes.service';

/** An organisation's workers' compensation codes. */
export const wcCodesModule = defineModule({
  name: 'wc-codes',
  build: ({ db }) => ({ wcCodes: new WcCodesService(db, new WcCodesRepository(db)) }),
  routes: wcCodeRoutes,
});
