import type { RouteName } from '../../../contract/api-routes';
import type { OrgFixture } from '../../../server/db/fixtures';
import { FIXTURE_PASSWORD, type ApiResponse, type CallOptions, type TestServer } from '../harness';
import { urlOf, type Operation } from './document';
import { imageForm, kioskPhotoForm, PDF_RECORD } from './file-attachment-things';
import { manualCardBody } from './time-card-things';
import { TASK_NOTE_BODY, taskBody, taskListQuery, tasksDayQuery } from './task-things';
import { timeOffRequestBody } from './time-off-things';
import { nextUnique, objectSchemaOf, validObject, validValue, type Things } from './schema-values';
import type { Caller, World } from './world';

/** Creates a thing as the organisation's administrator and answers its id (`data.id`). */
export function creator(world: World, org: OrgFixture) {
  return async (path: string, body: unknown): Promise<number> => {
    const response = await callAs(world.server, org.admin, 'POST', `/v1/orgs/${org.orgId}${path}`, {
      body,
    });
    if (response.status !== 200)
      throw new Error(`Setting up ${path}: ${response.status} ${response.text}`);
    const data = (response.body as { data: { id?: number; time_card_ids?: number[] } }).data;
    return data.id ?? data.time_card_ids?.[0] ?? 0;
  };
}

/** The parts of a request the tests vary: path values (URL-safe), query, body. */
export type RequestParts = {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  /** Sent as is instead of `body` (bodies JSON.stringify cannot write, multipart forms). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
};

type HandMade = {
  body?: (world: World, things: Things) => unknown;
  path?: (things: Things) => Record<string, number>;
  query?: () => Record<string, string>;
  /** A body that is not JSON (a multipart form), with its Content-Type. */
  raw?: () => { body: Uint8Array; contentType: string };
};

/** The last week and the next day, as query values. */
function lastWeek() {
  const now = Math.floor(Date.now() / 1000);
  return { start_dt_unix: String(now - 7 * 86_400), end_dt_unix: String(now + 86_400) };
}

/**
 * Valid requests generation cannot guess: real credentials, a pay record on a new day, an
 * invitee for resending. Everything else is generated from the description.
 */
const HAND_MADE: Partial<Record<RouteName, HandMade>> = {
  loginEmail: {
    body: (world) => ({ email: world.signInPerson.email, password: FIXTURE_PASSWORD }),
  },
  loginMobile: { body: () => ({ mobile: '+14155550123' }) },
  // The same password again: the caller keeps signing in with it.
  changePassword: {
    body: () => ({
      current_password: FIXTURE_PASSWORD,
      new_password: FIXTURE_PASSWORD,
      confirm_password: FIXTURE_PASSWORD,
    }),
  },
  createCompensation: {
    body: () => ({
      effective_dt_unix: 1_710_000_000 + nextUnique() * 86_400,
      pay_type: 'hourly',
      pay_rate: 31,
    }),
  },
  resendInvite: { path: (things) => ({ employee_id: things.pending_employee_id! }) },
  // A Monday: bi-weekly periods start on the workweek's first day (0, Monday).
  createPaySchedule: {
    body: () => ({
      name: `Fuzz pay ${nextUnique()}`,
      frequency: 'biweekly',
      first_period_start_date: '2024-01-01',
      workweek_start_day: 0,
    }),
  },
  payPeriods: { query: () => ({ from: '2024-01-01', to: '2024-03-31' }) },
  // Time cards (time-card-things.ts): the things' worker has no running card to clock in
  // from; each clock action names a card in the state it acts on.
  clockIn: { body: (_world, things) => ({ employee_id: things.employee_id }) },
  startBreak: { path: (things) => ({ time_card_id: things.open_time_card_id! }) },
  switchTimeCard: {
    path: (things) => ({ time_card_id: things.open_time_card_id! }),
    body: (_world, things) => ({ org_project_id: things.project_id }),
  },
  clockOut: { path: (things) => ({ time_card_id: things.open_time_card_id! }) },
  endBreak: { path: (things) => ({ time_card_id: things.on_break_time_card_id! }) },
  createManualTimeCard: { body: (_world, things) => manualCardBody(things.employee_id!) },
  // A PIN no one else in the organisation has (PINs are unique per organisation).
  setKioskPin: { body: () => ({ pin: String(100_000 + (nextUnique() % 900_000)) }) },
  // A week in order (the generator's two times need not be).
  signOffTimeCards: {
    body: () => ({ start_dt_unix: 1_710_000_000, end_dt_unix: 1_710_000_000 + 7 * 86_400 }),
  },
  // The last week and the next day (the things' cards are of now), in order and within the
  // summary's 31 days (the generator's two times need not be).
  timeCardSummary: {
    query: () => {
      const now = Math.floor(Date.now() / 1000);
      return { start_dt_unix: String(now - 7 * 86_400), end_dt_unix: String(now + 86_400) };
    },
  },
  // Payroll (issue 15): the same week as the time-card summary (the generator's two times need
  // not be in order); a run closes the pool's pay schedule's first period.
  payrollSummary: { query: () => lastWeek() },
  payrollSummaryCsv: { query: () => lastWeek() },
  createPayrollRun: {
    body: (_world, things) => ({ pay_schedule_id: things.pay_schedule_id, pay_period_id: 0 }),
  },
  jobCosting: { query: () => lastWeek() },
  costAllocationExport: { query: () => lastWeek() },
  // File attachments (file-attachment-things.ts): a record of a real extension and type; the
  // things' uploaded attachment by its stable link; a multipart form with a PNG.
  createFileAttachment: { body: () => PDF_RECORD },
  resignFileUrl: {
    body: (_world, things) => ({
      existing_s3_url: `/v1/files/a${things.org_id}-${things.file_attachment_id}`,
    }),
  },
  uploadFile: { raw: imageForm },
  kioskPhoto: { raw: kioskPhotoForm },
  // Time off (time-off-things.ts): an hour on a date no other request of the sweeps has.
  createTimeOffRequest: {
    body: (_world, things) => timeOffRequestBody(things.employee_id!, things.leave_policy_id!),
  },
  // Tasks (task-things.ts): the range of the things' tasks, a valid create payload and note.
  tasks: { query: taskListQuery },
  createTask: { body: taskBody },
  createTaskNote: { body: () => TASK_NOTE_BODY },
  employeesWithTasks: { query: tasksDayQuery },
  unapproveTimeCards: {
    body: (_world, things) => ({
      time_card_ids: [things.approved_time_card_id],
      reason: 'Fuzz check',
    }),
  },
};

/**
 * Operations whose valid request needs a secret only a message carries (a code, a reset or
 * invitation token): their unmutated request is refused, and the mutations still run.
 */
export const NEEDS_SECRET: ReadonlySet<string> = new Set<RouteName>([
  'mobileVerifyOtp',
  'resetPassword',
  'validateInvite',
  'completeProfile',
  // The kiosk's device calls need the kiosk token an administrator was answered once.
  'kioskDevice',
  'kioskIdentify',
  'kioskClock',
  'kioskPhoto',
  // Signed file links: their token is an HMAC only the server's answers carry.
  'putFileBytes',
  'fileBytes',
]);

/** A valid request of the operation over `things` (ids by parameter and field name). */
export function baseRequest(world: World, operation: Operation, things: Things): RequestParts {
  const hand = HAND_MADE[operation.name as RouteName];
  const overrides = hand?.path?.(things) ?? {};
  const path: Record<string, string> = {};
  for (const parameter of operation.params) {
    const value = overrides[parameter.name] ?? validValue(parameter.schema, parameter.name, things);
    path[parameter.name] = encodeURIComponent(String(value));
  }
  const parts: RequestParts = { path, query: hand?.query?.() ?? {} };
  if (operation.body)
    parts.body = hand?.body?.(world, things) ?? validObject(objectSchemaOf(operation.body), things);
  const raw = hand?.raw?.();
  if (raw) {
    parts.rawBody = raw.body;
    parts.headers = { 'content-type': raw.contentType };
  }
  return parts;
}

const tokens = new Map<string, string>();

/** A caller's access token, signed in once and again after their session ended. */
async function tokenOf(server: TestServer, user: { email: string }, renew = false) {
  let token = tokens.get(user.email);
  if (!token || renew) {
    token = (await server.signIn(user.email)).access_token;
    tokens.set(user.email, token);
  }
  return token;
}

/** A call as a fixture person, signed in again once when their session has ended. */
async function callAs(
  server: TestServer,
  user: { email: string },
  method: string,
  url: string,
  options: CallOptions,
): Promise<ApiResponse> {
  const response = await server.call(method, url, {
    token: await tokenOf(server, user),
    ...options,
  });
  if (response.status !== 401) return response;
  return server.call(method, url, { token: await tokenOf(server, user, true), ...options });
}

/**
 * Sends one request. A refresh operation gets a fresh refresh token of the caller as its bearer;
 * a 401 to a signed-in caller (a previous call ended their session: logout, a password change)
 * is retried once with a new sign-in.
 */
export async function send(
  world: World,
  operation: Operation,
  caller: Caller,
  parts: RequestParts,
): Promise<ApiResponse> {
  const { server } = world;
  const url = urlOf(operation, parts.path, parts.query);
  const payload: CallOptions =
    parts.rawBody !== undefined
      ? { rawBody: parts.rawBody, ...(parts.headers ? { headers: parts.headers } : {}) }
      : { body: parts.body };
  if (!caller.user) return server.call(operation.method, url, payload);
  if (operation.isRefresh) {
    const token = (await server.signIn(caller.user.email)).refresh_token;
    return server.call(operation.method, url, { token, ...payload });
  }
  return callAs(server, caller.user, operation.method, url, payload);
}
