import { beforeAll, describe, expect, it } from 'vitest';
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
import { catalogueApi, describeArchivableCatalogue } from './archivable-catalogue';

const api = catalogueApi<WcCode>({
  noun: 'workers’ compensation codes',
  collection: 'wc_codes',
  auditEntity: 'wc_code',
  key: 'code',
  texts: { ...WC_CODE_TEXT, keyTaken: WC_CODE_TEXT.codeTaken },
  zResponse: zWcCodeResponse,
  zList: zWcCodeListResponse,
  body: (code) => ({ code, name: 'Shared case', rate_per_100: 1.5 }),
  edit: { rate_per_100: 2.25 },
});
const { world, as, path: codesPath, create: createCode, patch: patchCode, list: listCodes } = api;

async function historyOf(query = '', user: { email: string } = world.org.admin) {
  const response = await as(user, 'GET', `${codesPath()}/history${query}`);
  expect(response.status, response.text).toBe(200);
  return zWcCodeHistoryResponse.parse(response.body);
}

describeArchivableCatalogue(api);

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
    const stored = await world.server.db
      .selectFrom('wc_codes')
      .select(['org_id', 'rate_e4'])
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ org_id: world.org.orgId, rate_e4: 123456 });
  });

  it('takes a rate of 0 and 100, and no description or state', async () => {
    expect(await createCode({ code: 'ZERO', rate_per_100: 0, name: '  ' })).toMatchObject({
      rate_per_100: 0,
      name: null,
      state: null,
    });
    expect((await createCode({ code: 'MAX', rate_per_100: 100 })).rate_per_100).toBe(100);
  });

  api.refusesEach([
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
  ]);
});

describe('GET and PATCH /orgs/{org_id}/wc_codes', () => {
  let code: WcCode;
  beforeAll(async () => {
    code = await createCode({ code: '8810', name: 'Clerical office', rate_per_100: 0.25 });
  });

  it('searches the code or the description', async () => {
    expect((await listCodes('?search=clerical')).data.map((c) => c.id)).toEqual([code.id]);
    expect((await listCodes('?search=881')).data.map((c) => c.id)).toEqual([code.id]);
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
});

describe('GET /orgs/{org_id}/wc_codes/history', () => {
  let code: WcCode;
  beforeAll(async () => {
    code = await createCode({ code: 'HIST', name: 'History', rate_per_100: 1.5 }, world.org.admin);
    expect((await patchCode(code.id, { rate_per_100: 1.75, state: 'CA' })).status).toBe(200);
    expect((await patchCode(code.id, { is_archived: true }, world.staff)).status).toBe(200);
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
      profile_id: world.staff.profileId,
      display_name: world.staff.displayName,
    });
    expect(updated).toMatchObject({
      wc_code_id: code.id,
      code: 'HIST',
      changed_by: { profile_id: world.org.admin.profileId, display_name: 'Ada Admin' },
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
    const theirs = await world.server.db
      .selectFrom('wc_codes')
      .select('id')
      .where('org_id', '=', world.other.orgId)
      .execute();
    expect(theirs.length).toBeGreaterThan(0);
    for (const row of theirs) expect(ids.has(row.id)).toBe(false);
    const second = await historyOf('?limit=2&page=2');
    expect(second.data).toHaveLength(2);
    expect(second.data[0]!.id).toBe(all.data[2]!.id);
  });

  it('is for administrators and provider admins only', async () => {
    expect((await historyOf('', world.staff)).data.length).toBeGreaterThan(0);
    for (const user of [world.org.managers[0]!, world.org.workers[0]!, world.recruiter]) {
      const response = await as(user, 'GET', `${codesPath()}/history`);
      expect(response.status, user.email).toBe(403);
    }
    const intruder = await as(world.other.admin, 'GET', `${codesPath()}/history`);
    expect(intruder.status).toBe(403);
    expect(intruder.body.message).toBe(MESSAGES.notOrgMember);
  });

  it('may be read in a read-only impersonation', async () => {
    const token = await api.readOnlyToken();
    expect((await as(token, 'GET', `${codesPath()}/history`)).status).toBe(200);
  });
});
