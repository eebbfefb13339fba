import { defineModule } from '../../http/module';
import { CompanyLocationsRepository } from './company-locations.repository';
import { companyLocationRoutes } from './company-locations.routes';
import { CompanyLocationsService } from './company-locations.service';

/** An organisation's company locations (offices and yards with a geofence). */
export const companyLocationsModule = defineModule({
  name: 'company-locations',
  build: ({ db }) => ({
    companyLocations: new CompanyLocationsService(db, new CompanyLocationsRepository(db)),
  }),
  routes: companyLocationRoutes,
});
