// Plain data, no zod: the clock screens read these words before any schema loads.

/** The longest a time card may run before it needs an explicit confirmation. */
export const LONG_TIME_CARD_SECONDS = 24 * 3600;
/** How many cards one approve or unapprove call may name. */
export const TIME_CARD_IDS_MAX = 500;
export const TIME_CARD_NOTE_MAX = 1000;
export const TIME_CARD_REASON_MAX = 500;
/** Breaks and allocations one card may hold. */
export const TIME_CARD_BREAKS_MAX = 20;
export const TIME_CARD_ALLOCATIONS_MAX = 20;
/** Buffered location readings one clock action may carry. */
export const LOCATION_READINGS_MAX = 500;
/** How far before a clock action its buffered readings may go. */
export const LOCATION_READINGS_WINDOW_SECONDS = 12 * 3600;

/**
 * The error_code of a card longer than 24 hours sent without confirm_over_24_hours: the screen
 * asks "Is this correct?" and sends the call again with the confirmation.
 */
export const TIME_CARD_ERROR_CODE = { needsLongConfirmation: 400_240 } as const;

/** Texts of time cards (issue 14): answers, refusals and field hints, server and app alike. */
export const TIME_CARD_TEXT = {
  clockedIn: 'You are clocked in.',
  crewClockedIn: (name: string) => `${name} is clocked in.`,
  breakStarted: 'Break started.',
  breakEnded: 'Break ended.',
  switched: 'Switched.',
  clockedOut: 'You are clocked out.',
  created: 'Time card has been created!',
  updated: 'Time card has been updated!',
  deleted: 'Time card has been deleted!',
  approved: (count: number) =>
    count === 1 ? 'Time card has been approved!' : `${count} time cards have been approved!`,
  unapproved: (count: number) =>
    count === 1 ? 'Time card has been unapproved!' : `${count} time cards have been unapproved!`,

  alreadyClockedIn: (name: string | null) =>
    name === null
      ? 'You are already clocked in. Clock out first.'
      : `${name} is already clocked in. Clock them out first.`,
  notWorking: 'This time card is not clocked in.',
  alreadyOnBreak: 'A break is already running. End it first.',
  notOnBreak: 'No break is running on this time card.',
  endBreakFirst: 'End the break before switching.',
  completed: 'This time card is already clocked out.',
  openCardFields: 'Clock out first: only the clock-in time and the note of a running card change.',
  locked:
    'This time card is approved and locked. A time approver must unapprove it before it can change.',
  notApprovable: 'Only clocked-out time cards can be approved.',
  notApproved: 'This time card is not approved.',
  ownApproval: 'Nobody approves their own time card.',
  editingOff: 'Your organization does not let team members edit their own time cards.',
  timeTrackingOff: 'Time tracking is turned off for this team member.',
  memberInactive: 'This team member is not active.',
  unknownMember: 'Please choose a team member of this organization',

  clockOutBeforeIn: 'Clock-out must be after clock-in',
  future: 'Times can not be in the future',
  overlap: 'This time card overlaps another time card of this team member',
  needsLongConfirmation:
    'This time card is longer than 24 hours. Please confirm that the times are correct.',
  breakOutsideCard: 'Breaks must be within the time card',
  breakOrder: 'A break must end after it starts',
  breaksOverlap: 'Breaks can not overlap',
  allocationsTotal: (worked: string) =>
    `The allocated time must add up to the time worked (${worked})`,
  allocationsSplit: 'Your organization allows one project per time card (split time cards are off)',
  allocationSeconds: 'Each allocation needs some time',
  latLngTogether: 'Send both latitude and longitude, or neither',

  unknownProject: 'Please choose an active project of this organization',
  unknownWorkSite: 'Please choose a work site of the project',
  workSiteNeedsProject: 'Choose the project of the work site',
  unknownCostCode: 'Please choose a cost code of this organization',
  costCodeNotOnProject: 'This cost code can not be used on this project',
  projectRequired: 'Please choose a project: your time must be assigned to a project',
  costCodeRequired: 'Please choose a cost code: your time must be assigned to a cost code',
  costCodeOnClockOut: 'Please choose a cost code before clocking out',
  photoRequired: 'A clock-in photo is required',
  photoNotFound: 'This photo could not be found. Please take it again.',
  clockInTooEarly: (time: string) => `Clocking in is allowed from ${time}`,
  clockInTooLate: (time: string) => `Clocking in is not allowed after ${time}`,
  dailyLimitReached: (limit: string) =>
    `The daily limit of ${limit} has been reached: clocking in again is not allowed today`,
  reasonRequired: 'Please give a reason for the change',

  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',

  signedOff: (count: number) =>
    count === 1 ? 'Time card has been signed off!' : `${count} time cards have been signed off!`,
  nothingToSignOff: 'You have no clocked-out time cards to sign off in this period.',
  signOffPeriodTooLong: 'Choose a period of at most 62 days',
  signOffNeedsMember: 'Only team members sign off their own time cards.',
  signOffClearedReason: 'Sign-off cleared: the time card changed after it was signed off',
  geofenceNoLocation: (sites: string) =>
    `Your location is needed to clock in at ${sites}. Turn on location services and try again.`,
  geofenceOutside: (sites: string) =>
    `You are outside the geofence of ${sites}. Clock in when you are on site.`,
  geofenceTrimReason:
    'Payable time ends at the last location reading on site (geofence clock-out trim)',
  autoMealBreakReason: 'Automatic meal break (rule group)',
  mealBreakReminderSubject: 'Meal break reminder',
  restBreakReminderSubject: 'Rest break reminder',
  mealBreakReminder: (name: string, minutes: number) =>
    `Hi ${name}, your meal break is due in ${minutes} minutes. Please take it on the clock app.`,
  restBreakReminder: (name: string, minutes: number) =>
    `Hi ${name}, your rest break is due in ${minutes} minutes. Please take it on the clock app.`,

  deactivatedReason: 'Team member deactivated',
  switchedFrom: (id: number) => `Switched from time card ${id}`,
} as const;
