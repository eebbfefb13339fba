import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { RuleGroupWritesService } from './rule-group-writes.service';
import type { RuleGroupsService } from './rule-groups.service';

export function ruleGroupRoutes(
  app: FastifyInstance,
  deps: ModuleDeps<{ ruleGroups: RuleGroupsService; ruleGroupWrites: RuleGroupWritesService }>,
) {
  const { ruleGroups, ruleGroupWrites: writes } = deps.services;
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
  route(
    app,
    api.createRuleGroup,
    async (request) => writes.createTimeClock(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchRuleGroup,
    async (request) =>
      writes.patchTimeClock(orgOf(request), request.params.rule_group_id, request.body),
    options,
  );
  route(
    app,
    api.deleteRuleGroup,
    async (request) => writes.remove('timeClock', orgOf(request), request.params.rule_group_id),
    options,
  );
  route(
    app,
    api.createProjectTimeRuleGroup,
    async (request) => writes.createProjectTime(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchProjectTimeRuleGroup,
    async (request) =>
      writes.patchProjectTime(
        orgOf(request),
        request.params.project_time_rule_group_id,
        request.body,
      ),
    options,
  );
  route(
    app,
    api.deleteProjectTimeRuleGroup,
    async (request) =>
      writes.remove('projectTime', orgOf(request), request.params.project_time_rule_group_id),
    options,
  );
}
