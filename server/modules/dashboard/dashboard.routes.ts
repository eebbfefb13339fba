import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import { nowUnix } from '../../lib/time';
import type { DashboardService } from './dashboard.service';

type Services = { dashboard: DashboardService };

export function dashboardRoutes(app: FastifyInstance, deps: ModuleDeps<Services>) {
  const { dashboard } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.dashboard,
    async (request) => ({ data: await dashboard.dashboard(orgOf(request), nowUnix()) }),
    options,
  );
  route(
    app,
    api.mealBreakAlerts,
    async (request) => ({ data: await dashboard.mealBreakAlerts(orgOf(request), nowUnix()) }),
    options,
  );
}
