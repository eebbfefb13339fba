import { defineModule } from '../../http/module';
import { CustomersService, ProjectGroupsService } from './project-catalogues.service';
import { ProjectActivityService } from './project-activity.service';
import { ProjectsRepository } from './projects.repository';
import { projectRoutes } from './projects.routes';
import { ProjectsService } from './projects.service';
import { WorkSitesService } from './work-sites.service';

/**
 * Projects, their work sites, project groups and customers, and the auto-archive job
 * (README.md in this folder says what was decided where the spec is silent).
 */
export const projectsModule = defineModule({
  name: 'projects',
  build: ({ db }) => {
    const projects = new ProjectsService(db, new ProjectsRepository(db));
    return {
      projects,
      workSites: new WorkSitesService(db, projects),
      projectGroups: new ProjectGroupsService(db),
      customers: new CustomersService(db),
      projectActivity: new ProjectActivityService(db),
    };
  },
  routes: projectRoutes,
});
