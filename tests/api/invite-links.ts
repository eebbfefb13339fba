/** Invitation links and sign-in codes as the outbox holds them, for the invitation API tests. */
import { expect } from 'vitest';
import { zSignupResponse } from '../../contract/auth';
import { signupBody } from './bodies';
import type { TestServer } from './harness';

/** The invitation tokens of the links mailed to a recipient, oldest first. */
export async function inviteTokensTo(server: TestServer, recipient: string): Promise<string[]> {
  return (await server.outbox())
    .filter((row) => row.recipient === recipient)
    .flatMap((row) => [...row.text_body.matchAll(/\/invite\/([\w-]+)/g)].map((m) => m[1]!));
}

/** The six-digit code of the newest sign-in code sent to a recipient (e-mail or SMS), if any. */
export async function signInCodeTo(server: TestServer, recipient: string) {
  const row = (await server.outbox())
    .filter((message) => message.recipient === recipient && /sign-in code/i.test(message.subject))
    .at(-1);
  return row?.text_body.match(/\b(\d{6})\b/)?.[1];
}

/** Completes an invitation as whoever holds the token; the answer as the server gives it. */
export function completeInvite(server: TestServer, token: string, password = 'Taken-over1') {
  return server.call('POST', '/v1/complete_profile', {
    body: {
      invite_token: token,
      display_name: 'Mallory Taker',
      password,
      confirm_password: password,
    },
  });
}

/** Signs a new administrator up with their own organisation (anyone can). */
export async function signUpOrg(server: TestServer, overrides: Record<string, unknown> = {}) {
  const response = await server.call('POST', '/v1/signup', {
    body: signupBody({ business_name: 'Borrowed Crew', ...overrides }),
  });
  expect(response.status, response.text).toBe(200);
  const answer = zSignupResponse.parse(response.body);
  return { token: answer.access_token, orgId: answer.profile.employees[0]!.org_id };
}
