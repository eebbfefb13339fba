import { can, type Actor } from '../../../../contract/access';
import type {
  BreakWarningType,
  TimeCard,
  TimeCardAllocation,
  TimeCardHistoryEntry,
} from '../../../../contract/time-cards';
import { formatDate } from '../../../../design-system/format/format-date';
import type { FormatLocale } from '../../../../design-system/format/format-locale';
import { timeOfDay } from '../clock/clock-format';
import { APPROVAL_LABEL, STATUS_LABEL } from '../time-card-words';

/** One time card's page in words: its actions, its history. Pure, so it is tested alone. */

export const SOURCE_LABEL: Record<TimeCard['source'], string> = {
  web: 'Clock (web or phone)',
  kiosk: 'Kiosk',
  manual: 'Added by hand',
};

export const BREAK_WARNING_LABEL: Record<BreakWarningType, string> = {
  first_meal_break_missing: 'First meal break missing',
  second_meal_break_missing: 'Second meal break missing',
};

/** What the viewer may do with the card: the policies with its member as target. */
export type CardActions = {
  canEdit: boolean;
  canDelete: boolean;
  canApprove: boolean;
  canUnapprove: boolean;
  isLocked: boolean;
};

/**
 * The policies decide with the card's member as target; what only the server knows (whether the
 * member is the viewer's worker, whether members may edit their own cards here) comes from the
 * card's can_edit and can_approve, which the server worked out for this viewer.
 */
export function cardActions(card: TimeCard, actor: Actor | null): CardActions {
  const isLocked = card.is_locked;
  if (!actor) {
    return { canEdit: false, canDelete: false, canApprove: false, canUnapprove: false, isLocked };
  }
  const edits =
    card.can_edit &&
    !isLocked &&
    can(actor, 'timeCards.edit', {
      employeeId: card.employee_id,
      isMyWorker: card.can_edit,
      mayEditOwn: card.can_edit,
    });
  const approves =
    card.can_approve &&
    can(actor, 'timeCards.approve', { employeeId: card.employee_id, isMyWorker: true });
  return {
    canEdit: edits,
    canDelete: edits,
    canApprove: approves && card.approval_state === 'pending' && card.clock_out_dt_unix !== null,
    canUnapprove: approves && card.approval_state === 'approved',
    isLocked,
  };
}

/** An instant as the card's page writes it: '03/02/2026 7:02 AM' in the card's zone. */
export function dateTimeText(unix: number, timeZone: string, locale: FormatLocale): string {
  return `${formatDate(unix, locale, timeZone)} ${timeOfDay(unix, timeZone, locale)}`;
}

const ACTION_LABEL: Record<string, string> = {
  clock_in: 'clocked in',
  start_break: 'started a break',
  end_break: 'ended a break',
  switch: 'switched project',
  clock_out: 'clocked out',
  create: 'added the time card',
  update: 'edited the time card',
  delete: 'deleted the time card',
  approve: 'approved the time card',
  unapprove: 'unapproved the time card',
  auto_clock_out: 'clocked the time card out automatically',
  auto_meal_break: 'added an automatic meal break',
  sign_off: 'signed off the time card',
  geofence_trim: 'trimmed the clock-out to when they left the work site',
};

/** What an entry's action did, in words ('edited the time card'); unknown ones as they are. */
export function actionText(action: string): string {
  return ACTION_LABEL[action] ?? action.replace(/_/g, ' ');
}

const FIELD_LABEL: Record<string, string> = {
  clock_in_dt_unix: 'Clock in',
  clock_out_dt_unix: 'Clock out',
  status: 'Status',
  note: 'Note',
  approval_state: 'Approval',
  deleted: 'Deleted',
  breaks: 'Breaks',
  allocations: 'Allocations',
};

/** One changed field: its label and its values before and after, in words. */
export type FieldChange = { field: string; label: string; before: string; after: string };

type Names = {
  projects: Map<number, string>;
  sites: Map<number, string>;
  codes: Map<number, string>;
};

/** The names of the projects, work sites and cost codes the card's stretches name now. */
export function namesOf(allocations: readonly TimeCardAllocation[]): Names {
  const names: Names = { projects: new Map(), sites: new Map(), codes: new Map() };
  for (const each of allocations) {
    if (each.org_project_id !== null && each.project_name)
      names.projects.set(each.org_project_id, each.project_name);
    if (each.work_site_id !== null && each.work_site_name)
      names.sites.set(each.work_site_id, each.work_site_name);
    if (each.job_code_id !== null && each.job_code)
      names.codes.set(each.job_code_id, each.job_code);
  }
  return names;
}

type Context = { timeZone: string; locale: FormatLocale; names: Names };

const asRecords = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];

function timeText(value: unknown, context: Context): string {
  return typeof value === 'number' ? timeOfDay(value, context.timeZone, context.locale) : '…';
}

function named(map: Map<number, string>, id: unknown, kind: string): string | null {
  if (typeof id !== 'number') return null;
  return map.get(id) ?? `${kind} ${id}`;
}

function valueText(field: string, value: unknown, context: Context): string {
  if (value === null || value === undefined || value === '') return 'none';
  switch (field) {
    case 'clock_in_dt_unix':
    case 'clock_out_dt_unix':
      return typeof value === 'number'
        ? dateTimeText(value, context.timeZone, context.locale)
        : String(value);
    case 'status':
      return STATUS_LABEL[value as keyof typeof STATUS_LABEL] ?? String(value);
    case 'approval_state':
      return APPROVAL_LABEL[value as keyof typeof APPROVAL_LABEL] ?? String(value);
    case 'deleted':
      return value === true ? 'yes' : 'no';
    case 'breaks': {
      const breaks = asRecords(value);
      if (breaks.length === 0) return 'none';
      return breaks
        .map(
          (each) =>
            `${each.break_type === 'rest' ? 'Rest' : 'Meal'} ${timeText(each.start_dt_unix, context)}–${timeText(each.end_dt_unix, context)}${each.is_paid === true ? ' (paid)' : ''}`,
        )
        .join(', ');
    }
    case 'allocations': {
      const parts = asRecords(value);
      if (parts.length === 0) return 'none';
      return parts
        .map((each) => {
          const what = [
            named(context.names.projects, each.org_project_id, 'Project'),
            named(context.names.sites, each.work_site_id, 'Work site'),
            named(context.names.codes, each.job_code_id, 'Cost code'),
          ].filter((part): part is string => part !== null);
          return `${what.length > 0 ? what.join(' / ') : 'No project'} from ${timeText(each.start_dt_unix, context)}`;
        })
        .join(', ');
    }
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/**
 * The fields an entry changed, before → after. A creation (nothing before) lists none: the card
 * itself shows what it was created with.
 */
export function fieldChanges(entry: TimeCardHistoryEntry, context: Context): FieldChange[] {
  if (entry.before === null || entry.after === null) return [];
  return entry.fields.map((field) => ({
    field,
    label: FIELD_LABEL[field] ?? field.replace(/_/g, ' '),
    before: valueText(field, entry.before?.[field], context),
    after: valueText(field, entry.after?.[field], context),
  }));
}
