import { ROLE } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { z } from 'zod';
import type { zSignup, zSignupResponse } from '../../../contract/auth';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { nowUnix } from '../../lib/time';
import type { Outbox } from '../../mail/outbox';
import { welcomeEmail } from '../../mail/templates';
import { writeAudit } from '../audit/audit';
import { employeeValues } from '../employees/employee-values';
import { defaultTimezone, newOrganisationValues } from '../orgs/org-values';
import { insertDefaultRuleGroups } from '../rule-groups/rule-groups.repository';
import type { ProfileService } from '../profile/profile.service';
import type { TokenService } from '../tokens/tokens.service';
import { mobileDigits } from '../../lib/mobile';
import type { AuthRepository } from './auth.repository';
import type { PasswordHasher } from './passwords';

type SignupInput = z.output<typeof zSignup>;

const emailTaken = () =>
  new AppError(409, MESSAGES.emailTaken, { field_hints: { email: [MESSAGES.emailTaken] } });

/**
 * Sign-up creates the person, their organisation (activated, on a Pro trial) and their
 * administrator membership in one transaction, then signs them in.
 */
export class SignupService {
  constructor(
    private readonly db: Db,
    private readonly repo: AuthRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly profiles: ProfileService,
    private readonly outbox: Outbox,
    private readonly config: { publicUrl: string; salesCalendarUrl: string | null },
  ) {}

  async signup(input: SignupInput): Promise<z.output<typeof zSignupResponse>> {
    if (await this.repo.findProfileByEmail(input.email)) throw emailTaken();
    const passwordHash = await this.passwords.hash(input.password);
    const now = nowUnix();
    let profileId: number;
    try {
      profileId = await this.db.transaction().execute(async (trx) => {
        const profile = await trx
          .insertInto('profiles')
          .values({
            email: input.email,
            display_name: input.display_name,
            mobile: input.mobile ?? null,
            mobile_digits: input.mobile ? mobileDigits(input.mobile) : null,
            suburb: null,
            state: null,
            business_name: input.business_name,
            country_code: input.country_code,
            timezone: defaultTimezone(input.country_code),
            password_hash: passwordHash,
            is_inactive: 0,
            created_at_unix: now,
            updated_at_unix: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const org = await trx
          .insertInto('organisations')
          .values(
            newOrganisationValues({
              name: input.business_name,
              countryCode: input.country_code,
              companySize: input.company_size,
              now,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertDefaultRuleGroups(trx, org.id, now);
        await trx
          .insertInto('employees')
          .values(
            employeeValues({
              orgId: org.id,
              profileId: profile.id,
              roleId: ROLE.admin,
              displayName: input.display_name,
              email: input.email,
              now,
            }),
          )
          .execute();
        await writeAudit(trx, {
          actorProfileId: profile.id,
          orgId: org.id,
          entity: 'organisation',
          entityId: org.id,
          action: 'signup',
          after: {
            name: input.business_name,
            country_code: input.country_code,
            company_size: input.company_size,
          },
        });
        return profile.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const tokens = await this.tokens.startSession(profileId);
    await this.outbox.send({
      channel: 'email',
      to: input.email,
      ...welcomeEmail(input.display_name, input.business_name, this.config.publicUrl),
    });
    const profile = await this.profiles.load(profileId);
    return { ...tokens, profile, sales_owner_calendar_link: this.config.salesCalendarUrl };
  }
}
