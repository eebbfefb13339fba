import { defineModule } from '../../http/module';
import { VisibilityRepository } from './visibility.repository';
import { VisibilityService } from './visibility.service';

/** Who may see whom in an organisation, asked by the people, pay, team and invitation modules. */
export const visibilityModule = defineModule({
  name: 'visibility',
  build: ({ db }) => ({ visibility: new VisibilityService(new VisibilityRepository(db)) }),
});
