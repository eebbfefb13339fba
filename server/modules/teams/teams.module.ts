import { defineModule } from '../../http/module';
import { TeamsRepository } from './teams.repository';
import { teamRoutes } from './teams.routes';
import { TeamsService } from './teams.service';

/** Teams (employee groups), their members and managers. */
export const teamsModule = defineModule({
  name: 'teams',
  build: ({ db }) => ({ teams: new TeamsService(db, new TeamsRepository(db)) }),
  routes: teamRoutes,
});
