import { MESSAGES } from '../../../contract/errors';
import type { z } from 'zod';
import type { zSignup, zSignupResponse } from '../../../contract/auth';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { nowUnix } from '../../lib/time';
import type { Outbox } from '../../mail/outbox';
import { welcomeEmail } from '../../mail/templates';
import type { OrgProvisioningService } from '../orgs/org-provisioning.service';
import type { ProfileService } from '../profile/profile.service';
import type { TokenService } from '../tokens/tokens.service';
import type { AuthRepository } from './auth.repository';
import type { PasswordHasher } from '../../lib/passwords';

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
    private readonly provisioning: OrgProvisioningService,
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
        const id = await this.repo.insertProfile(trx, {
          email: input.email,
          displayName: input.display_name,
          passwordHash,
          mobile: input.mobile ?? null,
          countryCode: input.country_code,
          businessName: input.business_name,
          now,
        });
        await this.provisioning.provision(trx, {
          founder: { profileId: id, displayName: input.display_name, email: input.email },
          org: {
            name: input.business_name,
            countryCode: input.country_code,
            companySize: input.company_size,
          },
          audit: {
            action: 'signup',
            after: {
              name: input.business_name,
              country_code: input.country_code,
              company_size: input.company_size,
            },
          },
          now,
        });
        return id;
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
