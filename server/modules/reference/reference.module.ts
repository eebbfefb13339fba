import { defineModule } from '../../http/module';
import { referenceRoutes } from './reference.routes';

/** Reference data (country configuration, roles): routes only, no state. */
export const referenceModule = defineModule({
  name: 'reference',
  build: () => ({}),
  routes: referenceRoutes,
});
