import { EMPLOYEE_TEXT } from '../../../contract/employee-detail';
import { MESSAGES } from '../../../contract/errors';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { inviteEmail } from '../../mail/templates';
import type { Outbox } from '../../mail/outbox';
import { INVITE_TTL_SECONDS, type InvitesService } from '../invites/invites.service';
import { canInvite } from './employee-access';
import type { EmployeeDetailService } from './employee-detail.service';

const OPEN = new Set(['pending', 'expired']);

/** Invitation e-mails: on adding a member, in bulk from the list, again on request. */
export class EmployeeInvitesService {
  constructor(
    private readonly db: Db,
    private readonly invites: InvitesService,
    private readonly detail: EmployeeDetailService,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  /** Issues a fresh token for a pending membership and mails the link to /invite/{token}. */
  async send(member: {
    orgId: number;
    employeeId: number;
    profileId: number;
    email: string;
    name: string;
    inviterProfileId: number | null;
  }): Promise<void> {
    const token = await this.invites.issue(member);
    const [org, inviter] = await Promise.all([
      this.db
        .selectFrom('organisations')
        .select('name')
        .where('id', '=', member.orgId)
        .executeTakeFirst(),
      member.inviterProfileId === null
        ? undefined
        : this.db
            .selectFrom('profiles')
            .select('display_name')
            .where('id', '=', member.inviterProfileId)
            .executeTakeFirst(),
    ]);
    const content = inviteEmail({
      name: member.name,
      orgName: member.orgId === 0 ? 'Crewcard provider staff' : (org?.name ?? 'your team'),
      inviterName: inviter?.display_name ?? null,
      inviteUrl: `${this.publicUrl}/invite/${token}`,
      expiresInDays: INVITE_TTL_SECONDS / 86400,
    });
    await this.outbox.send({ channel: 'email', to: member.email, ...content });
  }

  /** POST /orgs/{org_id}/employee/{employee_id}/resend_invite. */
  async resend(ctx: OrgContext, employeeId: number) {
    if (!canInvite(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const record = await this.detail.visible(ctx, employeeId);
    if (!OPEN.has(record.staffing_status)) throw new AppError(400, EMPLOYEE_TEXT.notPending);
    await this.send({
      orgId: ctx.orgId,
      employeeId: record.id,
      profileId: record.profile_id,
      email: record.email,
      name: record.display_name,
      inviterProfileId: ctx.profileId,
    });
    return { message: EMPLOYEE_TEXT.invited(record.display_name) };
  }

  /** POST /orgs/{org_id}/send_invites: invites the pending ones among the ids the caller may see. */
  async sendMany(ctx: OrgContext, employeeIds: number[]) {
    if (!canInvite(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const sent: number[] = [];
    const skipped: number[] = [];
    for (const employeeId of [...new Set(employeeIds)]) {
      const record = await this.detail.visible(ctx, employeeId).catch(() => null);
      if (!record || !OPEN.has(record.staffing_status)) {
        skipped.push(employeeId);
        continue;
      }
      await this.send({
        orgId: ctx.orgId,
        employeeId: record.id,
        profileId: record.profile_id,
        email: record.email,
        name: record.display_name,
        inviterProfileId: ctx.profileId,
      });
      sent.push(employeeId);
    }
    return { data: { sent, skipped }, message: EMPLOYEE_TEXT.invitesSent(sent.length) };
  }

  /**
   * POST /resend_invite_by_email (public): mails a fresh link for the newest open invitation of
   * that address. The answer is the same whether or not one exists.
   */
  async resendByEmail(email: string) {
    const open = await this.db
      .selectFrom('employees as e')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select(['e.id', 'e.org_id', 'e.profile_id', 'e.display_name', 'p.email', 'p.is_inactive'])
      .where('p.email', '=', email.toLowerCase())
      .where('e.staffing_status', 'in', ['pending', 'expired'])
      .orderBy('e.created_at_unix', 'desc')
      .executeTakeFirst();
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
