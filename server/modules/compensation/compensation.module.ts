import { defineModule } from '../../http/module';
import type { VisibilityService } from '../visibility/visibility.service';
import { CompensationRepository } from './compensation.repository';
import { compensationRoutes } from './compensation.routes';
import { CompensationService } from './compensation.service';

type Needs = { visibility: VisibilityService };

/** Team members' pay records. */
export const compensationModule = defineModule({
  name: 'compensation',
  build: ({ db }, { visibility }: Needs) => ({
    compensation: new CompensationService(db, new CompensationRepository(db), visibility),
  }),
  routes: compensationRoutes,
});
