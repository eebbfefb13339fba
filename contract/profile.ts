import { z } from 'zod';
import { zOrganization } from './orgs';

export const STAFFING_STATUSES = [
  'active',
  'saas_disabled',
  'expired',
  'removed',
  'pending',
] as const;

/** One employee record of the profile: the person's membership in an organisation. */
export const zProfileEmployee = z.object({
  org_id: z.number().int(),
  employee_id: z.number().int(),
  role: z.object({ id: z.number().int() }),
  /**
   * The effective permission ids of the membership: the role's, with a manager's per-person
   * overrides applied, as the server's guard computes them. The app builds its actor from them.
   */
  permissions: z.array(z.number().int()),
  staffing_status: z.enum(STAFFING_STATUSES),
  is_co_employed: z.boolean(),
  enable_time_card_editing: z.boolean(),
  is_time_tracking_enabled: z.boolean(),
  country_code: z.string(),
  organization: zOrganization,
});
export type ProfileEmployee = z.infer<typeof zProfileEmployee>;

/** The current user (core.md 3, Profile). */
export const zProfile = z.object({
  id: z.number().int(),
  display_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  business_name: z.string().nullable(),
  country_code: z.string(),
  timezone: z.string(),
  employees: z.array(zProfileEmployee),
  inactive_employees: z.array(zProfileEmployee),
  intercom_user_hash: z.string().nullable(),
});
export type Profile = z.infer<typeof zProfile>;

export const zProfileResponse = z.object({ data: zProfile });
