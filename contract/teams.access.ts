import { EVERY_MEMBER, policy, type AccessTableFor } from './access-entries';
import type { teamRoutes } from './teams.routes';

export const teamAccess: AccessTableFor<typeof teamRoutes> = {
  teams: policy('team.view'),
  createTeam: policy('team.manage'),
  patchTeam: policy('team.manage'),
  patchTeams: policy('team.manage'),
  deleteTeam: policy('team.manage'),
  // Everyone picks people; teams come only to those who may read them.
  employeesAndTeams: EVERY_MEMBER,
};
