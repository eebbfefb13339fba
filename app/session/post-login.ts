import { ROLE, isManagerRole } from '../../contract/access';
import { MESSAGES } from '../../contract/messages';
import type { Profile } from '../../contract/profile';
import { employeeOf, isInternalUser } from '../access/actor';

export type LandingTarget =
  | { kind: 'navigate'; to: string; state?: { message: string } }
  | { kind: 'reload'; to: string }
  | { kind: 'logout'; message: string };

/** Targets that need a fresh document: the create-time-card and subscribe pages. */
const FULL_LOAD_TARGETS = [
  /^\/org\/\d+\/crew\/timecards\/add(?:[/?#]|$)/,
  /^\/org\/\d+\/time-cards\/create(?:[/?#]|$)/,
  /^\/org\/\d+\/plans\/subscribe\//,
];

/** Only same-site paths are followed, never `//other.site` or `https://...`, nor /login itself. */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  ) {
    return null;
  }
  if (/^\/login(?:[/?#_]|$)/.test(redirect)) return null;
  return redirect;
}

/** Why a profile may not sign in, if it may not (core.md 4 Login, 8). */
export function blockedReason(profile: Profile): string | null {
  if (profile.employees.length > 0) return null;
  return profile.inactive_employees.length > 0 ? MESSAGES.inactiveUser : MESSAGES.noOrganisation;
}

/**
 * Where a signed-in user lands (core.md 2 "Post-login redirect"): a safe redirect query first
 * (its own query string kept; a full load only for create-time-card and subscribe targets);
 * then provider staff to /orgs, org 0 to /error/403, administrators and managers to the
 * dashboard (get-started while the crew product is on offer), everyone else to their time cards.
 */
export function postLoginTarget(input: {
  profile: Profile;
  selectedOrgId: number | null;
  redirect?: string | null;
}): LandingTarget {
  const redirect = safeRedirect(input.redirect);
  if (redirect) {
    return FULL_LOAD_TARGETS.some((pattern) => pattern.test(redirect))
      ? { kind: 'reload', to: redirect }
      : { kind: 'navigate', to: redirect };
  }
  return landingTarget(input.profile, input.selectedOrgId);
}

export function landingTarget(profile: Profile, selectedOrgId: number | null): LandingTarget {
  const blocked = blockedReason(profile);
  if (blocked) return { kind: 'logout', message: blocked };
  const employee = employeeOf(profile, selectedOrgId) ?? profile.employees[0]!;
  const roleId = employee.role.id;
  if (roleId === ROLE.providerAdmin || roleId === ROLE.providerRecruiter) {
    return { kind: 'navigate', to: '/orgs' };
  }
  if (employee.org_id === 0) {
    return { kind: 'navigate', to: '/error/403', state: { message: MESSAGES.org0Forbidden } };
  }
  const orgId = employee.org_id;
  if (roleId === ROLE.admin || isManagerRole(roleId)) {
    const offer = employee.organization.crew_product_status === 'offer';
    return {
      kind: 'navigate',
      to: offer ? `/org/${orgId}/setup/get-started` : `/org/${orgId}/dashboard`,
    };
  }
  return { kind: 'navigate', to: `/org/${orgId}/crew/timecards` };
}

/** Complete-profile success: administrators to their time cards, others to the default route. */
export function completeProfileTarget(
  profile: Profile,
  selectedOrgId: number | null,
): LandingTarget {
  const employee = employeeOf(profile, selectedOrgId) ?? profile.employees[0];
  if (employee && employee.role.id === ROLE.admin && employee.org_id !== 0) {
    return { kind: 'navigate', to: `/org/${employee.org_id}/crew/timecards` };
  }
  return landingTarget(profile, selectedOrgId);
}

/**
 * Where choosing an organisation (org switcher, organisation list) leads: provider staff to that
 * organisation's dashboard (their own landing is the list they came from), others to their landing.
 */
export function landingForOrg(profile: Profile, orgId: number): LandingTarget {
  if (isInternalUser(profile) && !employeeOf(profile, orgId))
    return { kind: 'navigate', to: `/org/${orgId}/dashboard` };
  return landingTarget(profile, orgId);
}
