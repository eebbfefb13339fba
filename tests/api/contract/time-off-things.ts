import type { FixtureUser } from '../../../server/db/fixtures';
import { nextUnique } from './schema-values';

/** Calls as the organisation's administrator, answering the created thing's id. */
type Create = (path: string, body: unknown) => Promise<number>;

/**
 * A date no other request of the sweeps has (one request per member per day), in the years
 * requests accept (2016 to 2029): from 2017-01-02, a day further each time.
 */
export function uniqueTimeOffDate(): string {
  const day = new Date(Date.UTC(2017, 0, 2) + (nextUnique() % 4000) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** A valid request body: an hour on a date of its own (hours count on any weekday). */
export function timeOffRequestBody(employeeId: number, leavePolicyId: number) {
  return {
    employee_id: employeeId,
    leave_policy_id: leavePolicyId,
    kind: 'hours',
    start_date: uniqueTimeOffDate(),
    hours: 1,
  };
}

/** An unpaid policy without a limit, so no balance stands in a request's way. */
export function leavePolicyBody(n: number) {
  return { name: `Fuzz leave ${n}`, is_paid: false };
}

/**
 * A worker's own pending request for one operation of the role sweep (the pool's request is of
 * another worker, whom a worker does not reach): made by the administrator on a policy of its
 * own.
 */
export async function ownTimeOffRequest(create: Create, worker: FixtureUser) {
  const policy = await create('/leave_policies', leavePolicyBody(nextUnique()));
  return {
    time_off_request_id: await create(
      '/time_off_requests',
      timeOffRequestBody(worker.employeeId, policy),
    ),
  };
}
