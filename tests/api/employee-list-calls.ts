import { expect } from 'vitest';
import { zEmployeeListResponse, type EmployeeRow } from '../../contract/employees';
import { callersOf } from './callers';
import type { TestServer } from './harness';

/**
 * GET /orgs/{org_id}/employees as a fixture person, checked against the contract; the
 * organisation is `orgOf()` unless given.
 */
export function employeeListCalls(server: () => TestServer, orgOf: () => number = () => NaN) {
  const { as } = callersOf(server);
  async function list(user: { email: string }, query = '', orgId = orgOf()) {
    const response = await as(user, 'GET', `/orgs/${orgId}/employees${query}`);
    expect(response.status).toBe(200);
    return zEmployeeListResponse.parse(response.body);
  }
  return { list };
}

/** The employee ids of list rows, in ascending order. */
export const sortedIds = (rows: EmployeeRow[]) =>
  rows.map((row) => row.employee_id).sort((a, b) => a - b);
