import { EMPLOYEE_TEXT } from '../../../contract/employee-detail';
import { MESSAGES } from '../../../contract/errors';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { inviteEmail } from '../../mail/templates';
import type { Outbox } from '../../mail/outbox';
import type { VisibilityService } from '../visibility/visibility.service';
import type { InvitesRepository } from './invites.repository';
import { INVITE_TTL_SECONDS, type InvitesService } from './invites.service';

const OPEN = new Set(['pending', 'expired']);

/** A pending membership an invitation goes to. */
type Invitee = {
  orgId: number;
  employeeId: number;
  profileId: number;
  email: string;
  name: string;
  inviterProfileId: number | null;
};

/** Invitation e-mails: on adding a member, in bulk from the list, again on request. */
export class InviteSendingService {
  constructor(
    private readonly repo: InvitesRepository,
    private readonly invites: InvitesService,
    private readonly visibility: VisibilityService,
    /**
     * Who may send, resend or bulk-send invitations in the org: the policy employee.invite of
     * contract/access, handed in by invites.module.ts (the guard checks it on the routes too).
     */
    private readonly mayInvite: (ctx: OrgContext) => boolean,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  /** Issues a fresh token for a pending membership and mails the link to /invite/{token}. */
  async send(member: Invitee): Promise<void> {
    const token = await this.invites.issue(member);
    const [orgName, inviterName] = await Promise.all([
      this.repo.orgName(member.orgId),
      member.inviterProfileId === null ? undefined : this.repo.profileName(member.inviterProfileId),
    ]);
    const content = inviteEmail({
      name: member.name,
      orgName: member.orgId === 0 ? 'Crewcard provider staff' : (orgName ?? 'your team'),
      inviterName: inviterName ?? null,
      inviteUrl: `${this.publicUrl}/invite/${token}`,
      expiresInDays: INVITE_TTL_SECONDS / 86400,
    });
    await this.outbox.send({ channel: 'email', to: member.email, ...content });
  }

  /** The member if the caller may see them (and they have not been removed); null otherwise. */
  async #visible(ctx: OrgContext, employeeId: number) {
    if (!(await this.visibility.canSee(ctx, employeeId))) return null;
    return (await this.repo.member(ctx.orgId, employeeId)) ?? null;
  }

  /** The caller invites a member of their organisation. */
  #sendFrom(
    ctx: OrgContext,
    record: { id: number; profile_id: number; email: string; display_name: string },
  ) {
    return this.send({
      orgId: ctx.orgId,
      employeeId: record.id,
      profileId: record.profile_id,
      email: record.email,
      name: record.display_name,
      inviterProfileId: ctx.profileId,
    });
  }

  /** POST /orgs/{org_id}/employee/{employee_id}/resend_invite. */
  async resend(ctx: OrgContext, employeeId: number) {
    if (!this.mayInvite(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const record = await this.#visible(ctx, employeeId);
    if (!record) throw new AppError(404, MESSAGES.notFound);
    if (!OPEN.has(record.staffing_status)) throw new AppError(400, EMPLOYEE_TEXT.notPending);
    await this.#sendFrom(ctx, record);
    return { message: EMPLOYEE_TEXT.invited(record.display_name) };
  }

  /** POST /orgs/{org_id}/send_invites: invites the pending ones among the ids the caller may see. */
  async sendMany(ctx: OrgContext, employeeIds: number[]) {
    if (!this.mayInvite(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const sent: number[] = [];
    const skipped: number[] = [];
    for (const employeeId of [...new Set(employeeIds)]) {
      const record = await this.#visible(ctx, employeeId);
      if (!record || !OPEN.has(record.staffing_status)) {
        skipped.push(employeeId);
        continue;
      }
      await this.#sendFrom(ctx, record);
      sent.push(employeeId);
    }
    return { data: { sent, skipped }, message: EMPLOYEE_TEXT.invitesSent(sent.length) };
  }

  /**
   * POST /resend_invite_by_email (public): mails a fresh link for the newest open invitation of
   * that address. The answer is the same whether or not one exists.
   */
  async resendByEmail(email: string) {
    const open = await this.repo.newestOpenMembership(email);
    if (open && open.is_inactive === 0) {
      await this.send({
        orgId: open.org_id,
        employeeId: open.id,
        profileId: open.profile_id,
        email: open.email,
        name: open.display_name,
        inviterProfileId: null,
      });
    }
    return { message: EMPLOYEE_TEXT.inviteResent };
  }
}
