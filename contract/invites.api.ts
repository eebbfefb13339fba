import {
  zCompleteProfile,
  zInviteTokenParams,
  zMessage,
  zTokens,
  zValidateInviteResponse,
} from './auth';
import {
  zEmployeeParams,
  zResendInviteByEmail,
  zSendInvites,
  zSendInvitesResponse,
} from './employee-detail';
import { endpoint } from './endpoint';
import { inviteRoutes } from './invites.routes';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';

export const inviteApi = {
  validateInvite: endpoint({
    ...inviteRoutes.validateInvite,
    params: zInviteTokenParams,
    response: zValidateInviteResponse,
  }),
  completeProfile: endpoint({
    ...inviteRoutes.completeProfile,
    body: zCompleteProfile,
    response: zTokens,
  }),
  sendInvites: endpoint({
    ...inviteRoutes.sendInvites,
    params: zOrgIdParams,
    body: zSendInvites,
    response: zSendInvitesResponse,
  }),
  resendInvite: endpoint({
    ...inviteRoutes.resendInvite,
    params: zEmployeeParams,
    response: zMessage,
  }),
  resendInviteByEmail: endpoint({
    ...inviteRoutes.resendInviteByEmail,
    body: zResendInviteByEmail,
    response: zMessage,
  }),
} as const;

const _sameCalls: SameKeys<typeof inviteApi, typeof inviteRoutes> = true;
