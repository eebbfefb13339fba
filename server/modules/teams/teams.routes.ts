import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { TeamsService } from './teams.service';

export function teamRoutes(app: FastifyInstance, deps: ModuleDeps<{ teams: TeamsService }>) {
  const { teams } = deps.services;
  const options = deps.routeOptions.standard;
  route(app, api.teams, async (request) => teams.list(orgOf(request), request.query), options);
  route(
    app,
    api.createTeam,
    async (request) => teams.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchTeam,
    async (request) => teams.update(orgOf(request), request.params.employee_group_id, request.body),
    options,
  );
  route(
    app,
    api.patchTeams,
    async (request) => teams.bulkArchive(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.deleteTeam,
    async (request) => teams.delete(orgOf(request), request.params.employee_group_id),
    options,
  );
  route(
    app,
    api.employeesAndTeams,
    async (request) => teams.employeesAndTeams(orgOf(request), request.query),
    options,
  );
}
