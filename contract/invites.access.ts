import { PUBLIC, policy, type AccessTableFor } from './access-entries';
import type { inviteRoutes } from './invites.routes';

export const inviteAccess: AccessTableFor<typeof inviteRoutes> = {
  validateInvite: PUBLIC,
  completeProfile: PUBLIC,
  sendInvites: policy('employee.invite'),
  resendInvite: policy('employee.invite'),
  resendInviteByEmail: PUBLIC,
};
