import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import { MESSAGES } from '../../contract/errors';
import { RULE_TEXT } from '../../contract/validation';
import type { OrgFixture } from '../../server/db/fixtures';
import { signupBody } from './bodies';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let org: OrgFixture;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 0, workers: 1 });
  token = (await server.signIn(org.admin.email)).access_token;
});
afterAll(async () => server?.close());

const NUL = '\u0000';
const unique = () => Math.random().toString(36).slice(2, 8);

/** The 400 of the NUL check, naming exactly these fields. */
function expectNulRefused(response: { status: number; body: unknown }, fields: string[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toEqual({
    status_code: 400,
    message: MESSAGES.validation,
    field_hints: Object.fromEntries(fields.map((field) => [field, [MESSAGES.nulCharacter]])),
  });
}

describe('a NUL character answers 400 naming the field, never 500', () => {
  it('in the organisation name', async () => {
    const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token,
      body: { name: `Acme${NUL} Roofing` },
    });
    expectNulRefused(response, ['name']);
  });

  it('in every text of sign-up, each named', async () => {
    const response = await server.call('POST', '/v1/signup', {
      body: signupBody({
        display_name: `Nulla${NUL} Person`,
        business_name: `Nulla${NUL} Co`,
        email: `nulla${NUL}-${unique()}@example.com`,
      }),
    });
    expectNulRefused(response, ['business_name', 'display_name', 'email']);
  });

  it('in the sign-in e-mail, with a password, a code or neither', async () => {
    const email = `nobody${NUL}@example.com`;
    for (const body of [
      { email, password: 'x' },
      { email, verification_token: '123456' },
    ]) {
      expectNulRefused(await server.call('POST', '/v1/login_email', { body }), ['email']);
    }
    expectNulRefused(await server.call('POST', '/v1/request_otp', { body: { email } }), ['email']);
  });

  it('in a member name, a nested field and a list', async () => {
    const member = org.workers[0]!;
    const patch = await server.call(
      'PATCH',
      `/v1/orgs/${org.orgId}/employee/${member.employeeId}`,
      {
        token,
        body: { name: `Wanda${NUL} Worker`, role_map: { role: `worker${NUL}` } },
      },
    );
    expectNulRefused(patch, ['name', 'role_map.role']);
    const list = await server.call('POST', `/v1/orgs/${org.orgId}/employee_group`, {
      token,
      body: { name: 'Crew', employee_ids: [member.employeeId, `1${NUL}`] },
    });
    expectNulRefused(list, ['employee_ids.1']);
  });

  it('in the employee search and other query values', async () => {
    const search = await server.call(
      'GET',
      `/v1/orgs/${org.orgId}/employees?search=${encodeURIComponent(`wan${NUL}da`)}`,
      { token },
    );
    expectNulRefused(search, ['search']);
    const orgs = await server.call('GET', `/v1/orgs?search=%00`, { token });
    expectNulRefused(orgs, ['search']);
  });

  it('in a path parameter', async () => {
    const response = await server.call('GET', `/v1/validate_invite/abcdefghijkl%00mnop`);
    expectNulRefused(response, ['invite_token']);
  });

  it('written as a \\u0000 escape in the JSON text, and in an object key', async () => {
    const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token,
      rawBody: '{"name": "Acme\\u0000 Roofing", "about": "fine", "x\\u0000y": 1}',
    });
    expectNulRefused(response, ['name', 'x\\u0000y']);
  });

  it('at the bottom of a deeply nested body, answered briefly', async () => {
    const depth = 100_000;
    const response = await server.call('POST', '/v1/signup', {
      rawBody: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expect(response.status).toBe(400);
    const [field] = Object.keys(response.body.field_hints);
    expect(field).toBe(`${Array(16).fill('0').join('.')}…`);
  });

  it('in a header: the HTTP parser refuses it with a 400 in the spec shape', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET /v1/me HTTP/1.1\r\nHost: crewcard.test\r\nAuthorization: Bearer abc${NUL}def\r\nConnection: close\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      status_code: 400,
      message: MESSAGES.malformedRequest,
    });
  });

  it('is refused before it reaches the database: nothing was stored', async () => {
    const read = await server.call('GET', `/v1/orgs/${org.orgId}`, { token });
    expect(read.body.data.name).not.toContain(NUL);
    const profiles = await server.db
      .selectFrom('profiles')
      .select('display_name')
      .where('display_name', 'like', 'Nulla%')
      .execute();
    expect(profiles).toEqual([]);
  });
});

/** Characters no name may hold: controls (C0, DEL, C1), line breaks, bidi overrides and isolates. */
const NOT_IN_A_NAME: Array<[string, string]> = [
  ['a tab', '\t'],
  ['a line feed', '\n'],
  ['a carriage return', '\r'],
  ['a bell (C0)', '\u0007'],
  ['an escape (C0)', '\u001b'],
  ['DEL', '\u007f'],
  ['a next-line (C1)', '\u0085'],
  ['a C1 control', '\u009b'],
  ['a line separator', '\u2028'],
  ['a right-to-left override', '\u202e'],
  ['a left-to-right embedding', '\u202a'],
  ['a pop directional formatting', '\u202c'],
  ['a right-to-left isolate', '\u2067'],
  ['a pop directional isolate', '\u2069'],
];

/** Names people really have, which must keep working. */
const REAL_NAMES = [
  'José Ñúñez-García',
  "Siobhán O'Brien",
  'محمد علي',
  'שרה כהן',
  '\u200fשרה כהן', // a right-to-left mark, as Hebrew keyboards and copy-paste add it
  'Zoë 👷‍♀️ Crew',
  'Nguyễn Văn An',
  '王 小明',
];

type NameField = {
  label: string;
  field: string;
  /** Sends `text` in the field; returns the answer. */
  send(text: string): Promise<{ status: number; body: { field_hints?: Record<string, string[]> } }>;
};

function nameFields(): NameField[] {
  const orgPath = () => `/v1/orgs/${org.orgId}`;
  return [
    {
      label: 'organisation name',
      field: 'name',
      send: (text) => server.call('PATCH', orgPath(), { token, body: { name: text } }),
    },
    {
      label: 'organisation licence number',
      field: 'license_no',
      send: (text) => server.call('PATCH', orgPath(), { token, body: { license_no: text } }),
    },
    {
      label: 'sign-up person name',
      field: 'display_name',
      send: (text) =>
        server.call('POST', '/v1/signup', { body: signupBody({ display_name: `${text} Smith` }) }),
    },
    {
      label: 'sign-up business name',
      field: 'business_name',
      send: (text) =>
        server.call('POST', '/v1/signup', { body: signupBody({ business_name: `${text} Co` }) }),
    },
    {
      label: 'sign-up device type',
      field: 'device_type',
      send: (text) =>
        server.call('POST', '/v1/signup', { body: signupBody({ device_type: text.slice(0, 40) }) }),
    },
    {
      label: 'member name',
      field: 'name',
      send: (text) =>
        server.call('PATCH', `${orgPath()}/employee/${org.workers[0]!.employeeId}`, {
          token,
          body: { name: `${text} Smith` },
        }),
    },
    {
      label: 'new member name and title',
      field: 'title',
      send: (text) =>
        server.call('POST', `${orgPath()}/employees`, {
          token,
          body: {
            display_name: 'Nora New',
            email: `nora-${unique()}@example.com`,
            role_id: ROLE.worker,
            title: text,
            send_invite: false,
          },
        }),
    },
    {
      label: 'team name',
      field: 'name',
      send: (text) =>
        server.call('POST', `${orgPath()}/employee_group`, {
          token,
          body: { name: `${text} ${unique()}`, employee_ids: [org.workers[0]!.employeeId] },
        }),
    },
    {
      label: 'overtime rule name',
      field: 'name',
      send: (text) =>
        server.call('POST', `${orgPath()}/overtime_rules`, {
          token,
          body: { name: `${text} ${unique()}` },
        }),
    },
    {
      label: "workers' compensation code description",
      field: 'name',
      send: (text) =>
        server.call('POST', `${orgPath()}/wc_codes`, {
          token,
          body: { code: `C${unique()}`, name: text, rate_per_100: 1 },
        }),
    },
  ];
}

describe('names and other one-line texts', () => {
  it('refuse control, line-break and text-direction characters with the field error', async () => {
    for (const field of nameFields()) {
      for (const [what, char] of NOT_IN_A_NAME) {
        const response = await field.send(`Ro${char}by`);
        expect(response.status, `${field.label} with ${what}`).toBe(400);
        expect(response.body.field_hints?.[field.field], `${field.label} with ${what}`).toEqual([
          RULE_TEXT.displayText,
        ]);
      }
    }
  });

  it('take the names people have, in any script, with emoji and direction marks', async () => {
    for (const field of nameFields()) {
      for (const name of REAL_NAMES) {
        const response = await field.send(name);
        expect(response.status, `${field.label}: ${name} ${JSON.stringify(response.body)}`).toBe(
          200,
        );
      }
    }
  });
});

describe('multi-line texts (the organisation "about")', () => {
  it('keep tabs and line breaks', async () => {
    const about = 'Roofing since 1990.\n\n\tResidential and commercial.\r\nCall us.';
    const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
      token,
      body: { about },
    });
    expect(response.status).toBe(200);
    const read = await server.call('GET', `/v1/orgs/${org.orgId}`, { token });
    expect(read.body.data.about).toBe(about.trim());
  });

  it('refuse other control characters and text-direction overrides', async () => {
    for (const char of ['\u0007', '\u001b', '\u0085', '\u202e', '\u2066']) {
      const response = await server.call('PATCH', `/v1/orgs/${org.orgId}`, {
        token,
        body: { about: `Roofing ${char} since 1990` },
      });
      expect(response.status, JSON.stringify(char)).toBe(400);
      expect(response.body.field_hints).toEqual({ about: [RULE_TEXT.freeText] });
    }
  });
});
