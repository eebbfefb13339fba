import { EVERY_MEMBER, policy, withFeature, type AccessTableFor } from './access-entries';
import type { timeOffRoutes } from './time-off.routes';

const FEATURE = 'time-off-management';
/** Those who keep time: members of the organisation (provider staff keep none). */
const MEMBERS = { auth: 'private', roles: ['admin', 'manager', 'worker'] } as const;
/** Those who decide requests: administrators, and managers for their own workers. */
const DECIDERS = { auth: 'private', roles: ['admin', 'manager'] } as const;

/**
 * Time off is a Pro feature (document 2, section 6): every call needs `time-off-management`.
 * Policies are read by everyone (workers choose one in their request) and managed with
 * organisation settings (8). Which requests and balances a caller reaches (their own, a
 * manager's workers', everyone's) is the service's check, by contract/time-off-rules.ts.
 */
export const timeOffAccess: AccessTableFor<typeof timeOffRoutes> = {
  leavePolicies: withFeature(FEATURE, EVERY_MEMBER),
  createLeavePolicy: withFeature(FEATURE, policy('orgSettings.edit')),
  patchLeavePolicy: withFeature(FEATURE, policy('orgSettings.edit')),
  deleteLeavePolicy: withFeature(FEATURE, policy('orgSettings.edit')),
  timeOffRequests: withFeature(FEATURE, EVERY_MEMBER),
  createTimeOffRequest: withFeature(FEATURE, MEMBERS),
  approveTimeOffRequest: withFeature(FEATURE, DECIDERS),
  denyTimeOffRequest: withFeature(FEATURE, DECIDERS),
  cancelTimeOffRequest: withFeature(FEATURE, MEMBERS),
  timeOffBalances: withFeature(FEATURE, EVERY_MEMBER),
};
