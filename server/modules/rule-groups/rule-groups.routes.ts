import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { RuleGroupsService } from './rule-groups.service';

export function ruleGroupRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{ ruleGroups: RuleGroupsService }>,
) {
  const { ruleGroups } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.employeeRuleGroup,
    async (request) =>
      ruleGroups.forEmployee('timeClock', orgOf(request), request.params.employee_id),
    options,
  );
  route(
    app,
    api.employeeProjectTimeRuleGroup,
    async (request) =>
      ruleGroups.forEmployee('projectTime', orgOf(request), request.params.employee_id),
    options,
  );
  route(
    app,
    api.ruleGroups,
    async (request) => ruleGroups.list('timeClock', orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.ruleGroup,
    async (request) => ruleGroups.get('timeClock', orgOf(request), request.params.rule_group_id),
    options,
  );
  route(
    app,
    api.projectTimeRuleGroups,
    async (request) => ruleGroups.list('projectTime', orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.projectTimeRuleGroup,
    async (request) =>
      ruleGroups.get('projectTime', orgOf(request), request.params.project_time_rule_group_id),
    options,
  );
}
