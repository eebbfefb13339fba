import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { OvertimeRulesService } from './overtime-rules.service';

export function overtimeRuleRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{ overtimeRules: OvertimeRulesService }>,
) {
  const { overtimeRules } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.overtimeRules,
    async (request) => overtimeRules.list(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createOvertimeRule,
    async (request) => overtimeRules.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchOvertimeRule,
    async (request) =>
      overtimeRules.update(orgOf(request), request.params.overtime_rule_id, request.body),
    options,
  );
}
