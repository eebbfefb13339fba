import type { MembershipRepository } from './membership.repository';

/** What other modules ask of memberships outside one organisation's request. */
export class MembershipService {
  constructor(private readonly memberships: MembershipRepository) {}

  /** The person's provider role (4 or 5) when they are active staff in org 0, else undefined. */
  providerRole(profileId: number): Promise<number | undefined> {
    return this.memberships.providerRole(profileId);
  }
}
