import { z } from 'zod';
import { zOrgIdParams } from './orgs';
import { ID_MAX } from './time-cards';

/**
 * What a member's rules ask of their clock actions, so a form marks those fields required before
 * the member presses Clock in instead of after a refusal: the web clock reads it through
 * GET time_cards/clock_needs, the kiosk with the member behind a PIN. The server still checks each
 * rule on the action itself.
 */
export const zClockNeeds = z.object({
  /** A project (and a work site where the project has them) at clock-in and on a switch. */
  project: z.boolean(),
  /** A cost code at clock-in and on a switch. */
  cost_code: z.boolean(),
  /** A cost code at clock-out. */
  cost_code_on_clock_out: z.boolean(),
  /** A photo at clock-in (the rule group's require_clock_in_photo, on a plan with it). */
  photo: z.boolean(),
});
export type ClockNeeds = z.infer<typeof zClockNeeds>;

/** Whose needs: the caller's own by default, or a member of the crew they clock in. */
export const zClockNeedsQuery = z.object({
  employee_id: z.coerce.number().int().min(1).max(ID_MAX).optional(),
});

export const zClockNeedsResponse = z.object({
  data: z.object({ employee_id: z.number().int(), needs: zClockNeeds }),
});
export type ClockNeedsAnswer = z.infer<typeof zClockNeedsResponse>['data'];

export const zClockNeedsParams = zOrgIdParams;
