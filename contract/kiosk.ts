import { z } from 'zod';
import { zClockNeeds } from './clock-needs';
import { zEmployeeParams } from './employees';
import {
  KIOSK_ACTIONS,
  KIOSK_NAME_MAX,
  KIOSK_PIN_MAX,
  KIOSK_PIN_MIN,
  KIOSK_TEXT,
} from './kiosk-text';
import { zOrgIdParams } from './orgs';
import { BREAK_TYPES, ID_MAX, TIME_CARD_STATUSES, zId } from './time-cards';
import { isFreeText, RULE_TEXT } from './validation';

/**
 * The kiosk (issue 14; words in ./kiosk-text.ts). Administrators open a kiosk on a shared device
 * (a long-lived token, answered once) and set members' PINs; the device identifies a member by
 * PIN and clocks them through the time-card rules.
 */

const zInt = z.number().int();
const zOptionalId = zId.nullish().transform((id) => id ?? null);

export const zKioskPinText = z
  .string({ error: KIOSK_TEXT.pinFormat })
  .regex(new RegExp(`^\\d{${KIOSK_PIN_MIN},${KIOSK_PIN_MAX}}$`), KIOSK_TEXT.pinFormat);

export const zKioskIdParams = zOrgIdParams.extend({
  kiosk_id: z.coerce.number().int().min(1).max(ID_MAX),
});
export const zKioskPinParams = zEmployeeParams;

/** A kiosk as the administrators' list shows it (never its token). */
export const zKiosk = z.object({
  id: zInt,
  name: z.string(),
  created_at_unix: zInt,
  created_by: z.object({ profile_id: zInt, display_name: z.string() }).nullable(),
  last_used_at_unix: zInt.nullable(),
  revoked_at_unix: zInt.nullable(),
});
export type Kiosk = z.infer<typeof zKiosk>;

export const zKioskCreate = z.object({
  name: z
    .string({ error: KIOSK_TEXT.nameRequired })
    .trim()
    .min(1, { error: KIOSK_TEXT.nameRequired, abort: true })
    .max(KIOSK_NAME_MAX, KIOSK_TEXT.nameLength)
    .refine(isFreeText, RULE_TEXT.freeText),
});
export type KioskCreate = z.output<typeof zKioskCreate>;

export const zKioskListResponse = z.object({ data: z.array(zKiosk) });
/** The token is answered once, here; only its hash is kept. */
export const zKioskCreateResponse = z.object({
  data: zKiosk.extend({ token: z.string() }),
  message: z.string(),
});
export const zKioskRevokeResponse = z.object({ data: zKiosk, message: z.string() });

export const zKioskPinBody = z.object({ pin: zKioskPinText });
export type KioskPinBody = z.output<typeof zKioskPinBody>;
/** Whether a member has a PIN (never the PIN). */
export const zKioskPinStatus = z.object({
  employee_id: zInt,
  has_pin: z.boolean(),
  updated_at_unix: zInt.nullable(),
});
export type KioskPinStatus = z.infer<typeof zKioskPinStatus>;
export const zKioskPinResponse = z.object({ data: zKioskPinStatus });
export const zKioskPinWriteResponse = z.object({ data: zKioskPinStatus, message: z.string() });

/** GET /kiosk: the device's kiosk, so the page can greet and tell a closed kiosk. */
export const zKioskDeviceResponse = z.object({
  data: z.object({
    id: zInt,
    name: z.string(),
    org_id: zInt,
    org_name: z.string(),
    timezone: z.string(),
  }),
});
export type KioskDevice = z.infer<typeof zKioskDeviceResponse>['data'];

/** A member's card as the kiosk shows it: no history, readings or notes on a shared screen. */
export const zKioskCard = z.object({
  id: zInt,
  status: z.enum(TIME_CARD_STATUSES),
  clock_in_dt_unix: zInt,
  clock_out_dt_unix: zInt.nullable(),
  timezone: z.string(),
  worked_seconds: zInt,
  project_name: z.string().nullable(),
  break_type: z.enum(BREAK_TYPES).nullable(),
});
export type KioskCard = z.infer<typeof zKioskCard>;

export const zKioskIdentify = z.object({ pin: zKioskPinText });

/** The member behind a PIN: their running card, what they may do, and the pickers' choices. */
export const zKioskMember = z.object({
  employee_id: zInt,
  display_name: z.string(),
  card: zKioskCard.nullable(),
  actions: z.array(z.enum(KIOSK_ACTIONS)),
  needs: zClockNeeds,
  /** The plan includes clock-in photos: the kiosk offers one (required when needs.photo). */
  takes_photos: z.boolean(),
  /** Empty when the plan has no project tracking. */
  projects: z.array(
    z.object({
      id: zInt,
      name: z.string(),
      work_sites: z.array(z.object({ id: zInt, name: z.string() })),
    }),
  ),
  /** Cost codes; those with project_ids are allowed on those projects only. */
  job_codes: z.array(
    z.object({ id: zInt, code: z.string(), name: z.string(), project_ids: z.array(zInt) }),
  ),
});
export type KioskMember = z.infer<typeof zKioskMember>;
export const zKioskIdentifyResponse = z.object({ data: zKioskMember });

/**
 * POST /kiosk/clock: one clock action for the member whose PIN it carries, with an optional
 * Idempotency-Key header as the time-card clock actions take.
 */
export const zKioskClock = z
  .object({
    pin: zKioskPinText,
    action: z.enum(KIOSK_ACTIONS, { error: 'Please choose what to do' }),
    org_project_id: zOptionalId,
    work_site_id: zOptionalId,
    job_code_id: zOptionalId,
    break_type: z.enum(BREAK_TYPES, { error: KIOSK_TEXT.breakTypeNeeded }).nullish(),
    photo_file_attachment_id: zOptionalId,
    /** The card ran more than 24 hours and the member says that is right. */
    confirm_over_24_hours: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'switch' && value.org_project_id === null)
      ctx.addIssue({ code: 'custom', path: ['org_project_id'], message: KIOSK_TEXT.projectNeeded });
    if (value.action === 'start_break' && !value.break_type)
      ctx.addIssue({ code: 'custom', path: ['break_type'], message: KIOSK_TEXT.breakTypeNeeded });
  });
export type KioskClock = z.output<typeof zKioskClock>;

/** POST /kiosk/photo: the attachment the next clock-in or clock-out names. */
export const zKioskPhotoResponse = z.object({
  data: z.object({ photo_file_attachment_id: zInt }),
});

export const zKioskClockResponse = z.object({
  data: z.object({
    employee_id: zInt,
    display_name: z.string(),
    action: z.enum(KIOSK_ACTIONS),
    card: zKioskCard,
  }),
  message: z.string(),
});
export type KioskClockResponse = z.infer<typeof zKioskClockResponse>;
