import { roleById } from '../../../contract/access';
import type { Tokens } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/errors';
import { AppError } from '../../http/app-error';
import { randomToken, sha256 } from '../../lib/secrets';
import { nowUnix } from '../../lib/time';
import { mobileDigits } from '../../lib/mobile';
import type { TokenService } from '../tokens/tokens.service';
import type { InvitesRepository } from './invites.repository';

/** Invitations stay valid for a week. */
export const INVITE_TTL_SECONDS = 7 * 86400;

const OPEN_STATUSES = new Set(['pending', 'expired']);

export class InvitesService {
  constructor(
    private readonly invites: InvitesRepository,
    /** The sign-in module's password hashing (only its hash is needed here). */
    private readonly passwords: { hash(password: string): Promise<string> },
    private readonly tokens: TokenService,
  ) {}

  /** A fresh invitation token for a pending membership (the raw token is never stored). */
  async issue(membership: {
    orgId: number;
    employeeId: number;
    profileId: number;
  }): Promise<string> {
    const now = nowUnix();
    const token = randomToken(32);
    await this.invites.insert({
      ...membership,
      tokenHash: sha256(token),
      expiresAt: now + INVITE_TTL_SECONDS,
      now,
    });
    return token;
  }

  async #open(token: string) {
    const invite = await this.invites.findByTokenHash(sha256(token));
    if (
      !invite ||
      invite.accepted_at_unix !== null ||
      invite.revoked_at_unix !== null ||
      invite.expires_at_unix <= nowUnix() ||
      !OPEN_STATUSES.has(invite.staffing_status)
    ) {
      return null;
    }
    return invite;
  }

  async validate(token: string) {
    const invite = await this.#open(token);
    if (!invite) throw new AppError(404, MESSAGES.inviteInvalid);
    return {
      data: {
        email: invite.email,
        display_name: invite.display_name,
        org_name: invite.org_name,
        role_display_name: roleById(invite.role_id)?.display_name ?? 'Worker',
        has_password: invite.password_hash !== null,
      },
    };
  }

  async complete(input: {
    invite_token: string;
    display_name: string;
    password: string;
    mobile?: string | undefined;
  }): Promise<Tokens> {
    const invite = await this.#open(input.invite_token);
    if (!invite) throw new AppError(400, MESSAGES.inviteInvalid);
    if (invite.is_inactive === 1) throw new AppError(403, MESSAGES.inactiveUser);
    const passwordHash = await this.passwords.hash(input.password);
    const accepted = await this.invites.accept({
      inviteId: invite.id,
      orgId: invite.org_id,
      employeeId: invite.employee_id,
      profileId: invite.profile_id,
      displayName: input.display_name,
      email: invite.email,
      passwordHash,
      mobile: input.mobile ?? null,
      mobileDigits: input.mobile ? mobileDigits(input.mobile) : null,
      now: nowUnix(),
    });
    if (!accepted) throw new AppError(400, MESSAGES.inviteInvalid);
    return this.tokens.startSession(invite.profile_id);
  }
}
