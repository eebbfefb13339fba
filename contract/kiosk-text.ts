// Plain data, no zod: the kiosk page reads these words before any schema loads.

/** A member's kiosk PIN: 4 to 6 digits, one per box of the PIN widget. */
export const KIOSK_PIN_MIN = 4;
export const KIOSK_PIN_MAX = 6;
export const KIOSK_NAME_MAX = 80;
/** Wrong PINs a kiosk may send within the window before it must wait (per kiosk). */
export const KIOSK_WRONG_PIN_LIMIT = 10;
export const KIOSK_WRONG_PIN_WINDOW_SECONDS = 15 * 60;
/** The header scheme of the kiosk calls: `Authorization: Kiosk <token>`. */
export const KIOSK_AUTH_SCHEME = 'Kiosk';

/** What a member may do at the kiosk, in the order the page shows the buttons. */
export const KIOSK_ACTIONS = [
  'clock_in',
  'start_break',
  'end_break',
  'switch',
  'clock_out',
] as const;
export type KioskAction = (typeof KIOSK_ACTIONS)[number];

export const KIOSK_ACTION_LABEL: Record<KioskAction, string> = {
  clock_in: 'Clock in',
  start_break: 'Start break',
  end_break: 'End break',
  switch: 'Switch project',
  clock_out: 'Clock out',
};

/** Texts of the kiosk (issue 14): answers, refusals and field hints, server and app alike. */
export const KIOSK_TEXT = {
  opened: 'Kiosk opened on this device.',
  revoked: 'Kiosk closed. The device can no longer clock anyone in.',
  pinSet: 'Kiosk PIN saved.',
  pinCleared: 'Kiosk PIN removed.',

  pinFormat: `Please enter ${KIOSK_PIN_MIN} to ${KIOSK_PIN_MAX} digits`,
  /** The name a kiosk photo is kept under. */
  photoName: (name: string) => `Kiosk photo of ${name}`,
  pinTaken: 'Another team member of this organization already has this PIN. Please choose another.',
  nameRequired: 'Please give the kiosk a name',
  nameLength: `Must be ${KIOSK_NAME_MAX} characters or less`,

  noKiosk:
    'This device is not a kiosk. An administrator opens a kiosk from Settings › Time settings › Kiosk mode.',
  kioskClosed:
    'This kiosk was closed by an administrator. An administrator can open it again from Settings › Time settings › Kiosk mode.',
  wrongPin: 'That PIN is not right. Please try again.',
  tooManyWrongPins: (minutes: number) =>
    `Too many wrong PINs on this kiosk. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  kioskNotAllowed:
    'Your time clock rules do not allow clocking in and out at a kiosk. Please ask your manager.',
  notClockedIn: 'You are not clocked in.',
  onBreak: 'You are on a break. End the break first.',
  notOnBreak: 'You are not on a break.',
  projectNeeded: 'Please choose the project to switch to',
  breakTypeNeeded: 'Please choose a meal or a rest break',

  done: {
    clock_in: (name: string) => `${name}, you are clocked in.`,
    start_break: (name: string) => `${name}, your break has started.`,
    end_break: (name: string) => `${name}, your break has ended.`,
    switch: (name: string) => `${name}, you have switched project.`,
    clock_out: (name: string) => `${name}, you are clocked out.`,
  } satisfies Record<KioskAction, (name: string) => string>,
} as const;
