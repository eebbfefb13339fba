import { defineModule } from '../../http/module';
import { CostCodesRepository } from './cost-codes.repository';
import { costCodeRoutes } from './cost-codes.routes';
import { CostCodesService } from './cost-codes.service';

/** An organisation's cost codes (the API's job codes). */
export const costCodesModule = defineModule({
  name: 'cost-codes',
  build: ({ db }) => ({ costCodes: new CostCodesService(db, new CostCodesRepository(db)) }),
  routes: costCodeRoutes,
});
