import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import { MESSAGES } from '../../contract/errors';
import { RULE_TEXT } from '../../contract/validation';
import {
  WC_CODE_MAX,
  WC_CODE_TEXT,
  WC_NAME_MAX,
  zWcCodeHistoryResponse,
  zWcCodeListResponse,
  zWcCodeResponse,
  type WcCode,
} from '../../contract/wc-codes';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let org: OrgFixture;
let other: OrgFixture;
let staff: FixtureUser;
let recruiter: FixtureUser;
const tokens = new Map<string, string>();

async function tokenOf(user: { email: string }): Promise<string> {
  let token = tokens.get(user.email);
  if (!token) tokens.set(user.email, (token = (await server.signIn(user.email)).access_token));
  return token;
}

async function as(user: { email: string } | string, method: string, path: string, body?: unknown) {
  const token = typeof user === 'string' ? user : await tokenOf(user);
  return server.call(method, `/v1${path}`, { token, ...(body === undefined ? {} : { body }) });
}

const codesPath = (orgId = org.orgId) => `/orgs/${orgId}/wc_codes`;

async function createCode(
  body: Record<string, unknown>,
  user: { email: string } = org.admin,
  orgId = org.orgId,
): Promise<WcCode> {
  const response = await as(user, 'POST', codesPath(orgId), body);
  expect(response.status, response.text).toBe(200);
  const parsed = zWcCodeResponse.parse(response.body);
  expect(parsed.message).toBe(WC_CODE_TEXT.created);
  return parsed.data;
}

async function patchCode(id: number, body: Record<string, unknown>, user = org.admin) {
  return as(user, 'PATCH', `${codesPath()}/${id}`, body);
}

async function listCodes(query = '', user: { email: string } = org.admin) {
  const response = await as(user, 'GET', `${codesPath()}${query}`);
  expect(response.status, response.text).toBe(200);
  return zWcCodeListResponse.parse(response.body);
}

async function historyOf(query = '', user: { email: string } = org.admin) {
  const response = await as(user, 'GET', `${codesPath()}/history${query}`);
  expect(response.status, response.text).toBe(200);
  return zWcCodeHistoryResponse.parse(response.body);
}

beforeAll(async () => {
  server = await startTestServer();
  // Fixture organisations are in the US (states such as CA).
  org = await server.fixtures.org({ managers: 1, workers: 1 });
  other = await server.fixtures.org({ managers: 1, workers: 1 });
  staff = await server.fixtures.providerStaff(ROLE.providerAdmin);
  recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);
});
afterAll(async () => server?.close());

describe('POST /orgs/{org_id}/wc_codes', () => {
  it('creates a code with its description, rate per $100 and state', async () => {
    const code = await createCode({
      code: ' 5403 ',
      name: 'Carpentry — construction',
      rate_per_100: 12.3456,
      state: 'ca',
    });
    expect(code).toMatchObject({
      code: '5403',
      name: 'Carpentry — construction',
      rate_per_100: 12.3456,
      state: 'CA',
      archived_at_unix: null,
    });
    const stored = await server.db
      .selectFrom('wc_codes')
      .select(['org_id', 'rate_e4'])
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ org_id: org.orgId, rate_e4: 123456 });
  });

  it('takes a rate of 0 and 100, and no description or state', async () => {
    expect(await createCode({ code: 'ZERO', rate_per_100: 0, name: '  ' })).toMatchObject({
      rate_per_100: 0,
      name: null,
      state: null,
    });
    expect((await createCode({ code: 'MAX', rate_per_100: 100 })).rate_per_100).toBe(100);
  });

  const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['no code or rate', {}, { code: [RULE_TEXT.required], rate_per_100: [RULE_TEXT.required] }],
    ['a blank code', { code: '   ', rate_per_100: 1 }, { code: [RULE_TEXT.required] }],
    [
      'a long code',
      { code: '1'.repeat(WC_CODE_MAX + 1), rate_per_100: 1 },
      { code: [WC_CODE_TEXT.codeLength] },
    ],
    ['odd characters', { code: '#54', rate_per_100: 1 }, { code: [WC_CODE_TEXT.codeFormat] }],
    [
      'a long description',
      { code: 'LONG', rate_per_100: 1, name: 'x'.repeat(WC_NAME_MAX + 1) },
      { name: [WC_CODE_TEXT.nameLength] },
    ],
    [
      'a negative rate',
      { code: 'NEG', rate_per_100: -0.5 },
      { rate_per_100: [WC_CODE_TEXT.rateRange] },
    ],
    [
      'a rate over 100',
      { code: 'BIG', rate_per_100: 100.01 },
      { rate_per_100: [WC_CODE_TEXT.rateRange] },
    ],
    [
      'five decimals',
      { code: 'FINE', rate_per_100: 1.23456 },
      { rate_per_100: [WC_CODE_TEXT.rateDecimals] },
    ],
    [
      'a rate as text',
      { code: 'TXT', rate_per_100: 'high' },
      { rate_per_100: [WC_CODE_TEXT.notANumber] },
    ],
    [
      'a state of another country',
      { code: 'NSW1', rate_per_100: 1, state: 'NSW' },
      { state: [MESSAGES.invalidState] },
    ],
  ];
  for (const [name, body, hints] of cases) {
    it(`refuses ${name}`, async () => {
      const response = await as(org.admin, 'POST', codesPath(), body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    });
  }

  it('refuses a code in use in the organisation, whatever its case; another org may use it', async () => {
    await createCode({ code: 'ab-1', rate_per_100: 2 });
    const response = await as(org.admin, 'POST', codesPath(), { code: 'AB-1', rate_per_100: 3 });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ code: [WC_CODE_TEXT.codeTaken] });
    await createCode({ code: 'AB-1', rate_per_100: 3 }, other.admin, other.orgId);
  });
});

describe('GET and PATCH /orgs/{org_id}/wc_codes', () => {
  let code: WcCode;
  beforeAll(async () => {
    code = await createCode({ code: '8810', name: 'Clerical office', rate_per_100: 0.25 });
  });

  it('lists codes in use by code; search finds code or description', async () => {
    const page = await listCodes();
    const codes = page.data.map((c) => c.code.toLowerCase());
    expect(codes).toEqual([...codes].sort());
    expect(page.data.every((c) => c.archived_at_unix === null)).toBe(true);
    expect((await listCodes('?search=clerical')).data.map((c) => c.id)).toEqual([code.id]);
    expect((await listCodes('?search=881')).data.map((c) => c.id)).toEqual([code.id]);
    expect((await listCodes('?limit=2')).data).toHaveLength(2);
  });

  it('changes only the fields sent', async () => {
    const response = await patchCode(code.id, { rate_per_100: 0.3, state: 'NY' });
    expect(response.status, response.text).toBe(200);
    const parsed = zWcCodeResponse.parse(response.body);
    expect(parsed.message).toBe(WC_CODE_TEXT.updated);
    expect(parsed.data).toMatchObject({
      code: '8810',
      name: 'Clerical office',
      rate_per_100: 0.3,
      state: 'NY',
    });
    const cleared = await patchCode(code.id, { state: null, name: '' });
    expect(cleared.body.data).toMatchObject({ state: null, name: null });
    const refused = await patchCode(code.id, { rate_per_100: 101 });
    expect(refused.status).toBe(400);
    expect(refused.body.field_hints).toEqual({ rate_per_100: [WC_CODE_TEXT.rateRange] });
    const state = await patchCode(code.id, { state: 'XX' });
    expect(state.body.field_hints).toEqual({ state: [MESSAGES.invalidState] });
  });

  it('refuses a change onto a code in use', async () => {
    await createCode({ code: '5201', rate_per_100: 9 });
    const response = await patchCode(code.id, { code: '5201' });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ code: [WC_CODE_TEXT.codeTaken] });
  });

  it('archives and unarchives; an archived code is free, and unarchiving needs it free', async () => {
    const archived = await patchCode(code.id, { is_archived: true });
    expect(archived.status, archived.text).toBe(200);
    expect(archived.body.message).toBe(WC_CODE_TEXT.archived);
    expect((await listCodes()).data.map((c) => c.id)).not.toContain(code.id);
    expect((await listCodes('?is_archived=true')).data.map((c) => c.id)).toEqual([code.id]);

    const namesake = await createCode({ code: '8810', rate_per_100: 0.4 });
    const refused = await patchCode(code.id, { is_archived: false });
    expect(refused.status).toBe(400);
    expect(refused.body.field_hints).toEqual({ code: [WC_CODE_TEXT.codeTaken] });
    const archiveNew = await patchCode(namesake.id, { is_archived: true });
    expect(archiveNew.status).toBe(200);
    const back = await patchCode(code.id, { is_archived: false });
    expect(back.status, back.text).toBe(200);
    expect(back.body.message).toBe(WC_CODE_TEXT.unarchived);
    expect(back.body.data.archived_at_unix).toBeNull();
  });

  it('answers 404 for a code of another organisation or an unknown one', async () => {
    const theirs = await createCode({ code: 'THEIRS', rate_per_100: 1 }, other.admin, other.orgId);
    expect((await patchCode(theirs.id, { rate_per_100: 2 })).status).toBe(404);
    expect((await patchCode(999_999, { rate_per_100: 2 })).status).toBe(404);
  });
});

describe('GET /orgs/{org_id}/wc_codes/history', () => {
  let code: WcCode;
  beforeAll(async () => {
    code = await createCode({ code: 'HIST', name: 'History', rate_per_100: 1.5 }, org.admin);
    expect((await patchCode(code.id, { rate_per_100: 1.75, state: 'CA' })).status).toBe(200);
    expect((await patchCode(code.id, { is_archived: true }, staff)).status).toBe(200);
    expect((await patchCode(code.id, { is_archived: false })).status).toBe(200);
  });

  it('lists who changed what and when, newest first, for one code', async () => {
    const page = await historyOf(`?wc_code_id=${code.id}`);
    expect(page.meta.total).toBe(4);
    expect(page.data.map((entry) => entry.action)).toEqual([
      'unarchived',
      'archived',
      'updated',
      'created',
    ]);
    const [unarchived, archived, updated, created] = page.data;
    expect(unarchived!.changes).toEqual([{ field: 'is_archived', before: true, after: false }]);
    expect(archived!.changed_by).toEqual({
      profile_id: staff.profileId,
      display_name: staff.displayName,
    });
    expect(updated).toMatchObject({
      wc_code_id: code.id,
      code: 'HIST',
      changed_by: { profile_id: org.admin.profileId, display_name: 'Ada Admin' },
      changes: [
        { field: 'rate_per_100', before: 1.5, after: 1.75 },
        { field: 'state', before: null, after: 'CA' },
      ],
    });
    expect(created!.changes).toEqual([
      { field: 'code', before: null, after: 'HIST' },
      { field: 'name', before: null, after: 'History' },
      { field: 'rate_per_100', before: null, after: 1.5 },
      { field: 'is_archived', before: null, after: false },
    ]);
    expect(created!.changed_at_unix).toBeLessThanOrEqual(unarchived!.changed_at_unix);
  });

  it('lists every code’s changes of the organisation only, paged', async () => {
    const all = await historyOf('?limit=500');
    expect(all.meta.total).toBeGreaterThan(4);
    const ids = new Set(all.data.map((entry) => entry.wc_code_id));
    const theirs = await server.db
      .selectFrom('wc_codes')
      .select('id')
      .where('org_id', '=', other.orgId)
      .execute();
    for (const row of theirs) expect(ids.has(row.id)).toBe(false);
    const second = await historyOf('?limit=2&page=2');
    expect(second.data).toHaveLength(2);
    expect(second.data[0]!.id).toBe(all.data[2]!.id);
  });

  it('is for administrators and provider admins only', async () => {
    expect((await historyOf('', staff)).data.length).toBeGreaterThan(0);
    for (const user of [org.managers[0]!, org.workers[0]!, recruiter]) {
      const response = await as(user, 'GET', `${codesPath()}/history`);
      expect(response.status, user.email).toBe(403);
    }
    const intruder = await as(other.admin, 'GET', `${codesPath()}/history`);
    expect(intruder.status).toBe(403);
    expect(intruder.body.message).toBe(MESSAGES.notOrgMember);
  });
});

describe('who may read and write workers’ compensation codes', () => {
  let code: WcCode;
  beforeAll(async () => {
    code = await createCode({ code: 'PERM', rate_per_100: 1 });
  });

  it('lets managers and provider staff read, and refuses workers', async () => {
    expect((await listCodes('', org.managers[0]!)).data.length).toBeGreaterThan(0);
    expect((await listCodes('', staff)).data.length).toBeGreaterThan(0);
    expect((await listCodes('', recruiter)).data.length).toBeGreaterThan(0);
    const worker = await as(org.workers[0]!, 'GET', codesPath());
    expect(worker.status).toBe(403);
    expect(worker.body.message).toBe(MESSAGES.forbidden);
  });

  it('lets administrators and provider admins write, and nobody else', async () => {
    await createCode({ code: 'STAFF', rate_per_100: 1 }, staff);
    for (const user of [org.managers[0]!, org.workers[0]!, recruiter]) {
      expect((await as(user, 'POST', codesPath(), { code: 'NOPE', rate_per_100: 1 })).status).toBe(
        403,
      );
      expect((await patchCode(code.id, { rate_per_100: 9 }, user)).status).toBe(403);
    }
  });

  it('keeps other organisations out', async () => {
    for (const [method, path, body] of [
      ['GET', codesPath(), undefined],
      ['POST', codesPath(), { code: 'INTRUDE', rate_per_100: 1 }],
      ['PATCH', `${codesPath()}/${code.id}`, { rate_per_100: 50 }],
    ] as const) {
      const response = await as(other.admin, method, path, body);
      expect(response.status, method).toBe(403);
      expect(response.body.message).toBe(MESSAGES.notOrgMember);
    }
  });

  it('refuses writes in a read-only impersonation', async () => {
    const impersonated = await as(staff, 'POST', '/admin/impersonate', {
      profile_id: org.admin.profileId,
      mode: 'read',
    });
    const token = impersonated.body.access_token as string;
    expect((await as(token, 'GET', codesPath())).status).toBe(200);
    expect((await as(token, 'GET', `${codesPath()}/history`)).status).toBe(200);
    const response = await as(token, 'PATCH', `${codesPath()}/${code.id}`, { is_archived: true });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.readOnlySession);
  });
});
