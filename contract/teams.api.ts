import { zMessage } from './auth';
import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';
import {
  zEmployeesAndTeamsQuery,
  zEmployeesAndTeamsResponse,
  zTeamCreate,
  zTeamIdParams,
  zTeamListQuery,
  zTeamListResponse,
  zTeamPatch,
  zTeamResponse,
  zTeamsBulkPatch,
  zTeamsBulkResponse,
} from './teams';
import { teamRoutes } from './teams.routes';

export const teamApi = {
  teams: endpoint({
    ...teamRoutes.teams,
    params: zOrgIdParams,
    query: zTeamListQuery,
    response: zTeamListResponse,
  }),
  createTeam: endpoint({
    ...teamRoutes.createTeam,
    params: zOrgIdParams,
    body: zTeamCreate,
    response: zTeamResponse,
  }),
  patchTeam: endpoint({
    ...teamRoutes.patchTeam,
    params: zTeamIdParams,
    body: zTeamPatch,
    response: zTeamResponse,
  }),
  patchTeams: endpoint({
    ...teamRoutes.patchTeams,
    params: zOrgIdParams,
    body: zTeamsBulkPatch,
    response: zTeamsBulkResponse,
  }),
  deleteTeam: endpoint({ ...teamRoutes.deleteTeam, params: zTeamIdParams, response: zMessage }),
  employeesAndTeams: endpoint({
    ...teamRoutes.employeesAndTeams,
    params: zOrgIdParams,
    query: zEmployeesAndTeamsQuery,
    response: zEmployeesAndTeamsResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof teamApi, typeof teamRoutes> = true;
