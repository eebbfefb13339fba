import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROLE } from '../../contract/access';
import { MESSAGES } from '../../contract/errors';
import type { Page } from '../../contract/pagination';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';
import { callersOf } from './callers';

/**
 * The API tests every archivable catalogue of an organisation shares (overtime rules, workers'
 * compensation codes): list with search, paging and the archived switch, create, edit,
 * archive and unarchive with the key's uniqueness, who may read and write, and other
 * organisations kept out. Not a test file itself: a catalogue's test file calls
 * `catalogueApi(spec)` for its server, fixtures and calls, `describeArchivableCatalogue(api)`
 * for the shared cases, and adds its own.
 */

type CatalogueItem = { id: number; archived_at_unix: number | null };
type Caller = { email: string };

export type CatalogueApiSpec<Item extends CatalogueItem> = {
  /** What the describe blocks call the items: 'overtime rules'. */
  noun: string;
  /** The collection's path under /orgs/{org_id}: 'overtime_rules'. */
  collection: string;
  /** The audit_log entity of the items' changes. */
  auditEntity: string;
  /** The field unique among the organisation's items in use, whatever its case. */
  key: keyof Item & string;
  texts: {
    created: string;
    updated: string;
    archived: string;
    unarchived: string;
    /** The key field's hint when another item in use has the key. */
    keyTaken: string;
  };
  zResponse: z.ZodType<{ data: Item; message: string }>;
  zList: z.ZodType<Page<Item>>;
  /** A valid create body with this key (letters, digits and spaces, up to 20 characters). */
  body: (key: string) => Record<string, unknown>;
  /** A valid change of a field other than the key, which the answer then shows. */
  edit: Record<string, unknown>;
};

/** The fixtures of a catalogue's tests: filled in by catalogueApi's beforeAll. */
export type CatalogueWorld = {
  server: TestServer;
  /** The organisation under test, with a manager and a worker. */
  org: OrgFixture;
  /** Another organisation, with a manager and a worker. */
  other: OrgFixture;
  /** A provider admin (holds organisation settings everywhere). */
  staff: FixtureUser;
  /** A provider recruiter (reads, does not write). */
  recruiter: FixtureUser;
};

export type CatalogueApi<Item extends CatalogueItem> = ReturnType<typeof catalogueApi<Item>>;

/**
 * Starts a server with the fixtures (in beforeAll; closed in afterAll) and gives the calls of
 * the catalogue, signed in as any fixture person (tokens are reused) or with a raw token.
 */
export function catalogueApi<Item extends CatalogueItem>(spec: CatalogueApiSpec<Item>) {
  const world = {} as CatalogueWorld;

  beforeAll(async () => {
    world.server = await startTestServer();
    // Fixture organisations are in the US (states such as CA).
    world.org = await world.server.fixtures.org({ managers: 1, workers: 1 });
    world.other = await world.server.fixtures.org({ managers: 1, workers: 1 });
    world.staff = await world.server.fixtures.providerStaff(ROLE.providerAdmin);
    world.recruiter = await world.server.fixtures.providerStaff(ROLE.providerRecruiter);
  });
  afterAll(async () => world.server?.close());

  const { as } = callersOf(() => world.server);

  /** /orgs/{org_id}/<collection> of the organisation under test, or of another. */
  const path = (orgId = world.org.orgId) => `/orgs/${orgId}/${spec.collection}`;

  /** Creates an item (by default as the organisation's administrator) and checks the answer. */
  async function create(
    body: Record<string, unknown>,
    user: Caller = world.org.admin,
    orgId = world.org.orgId,
  ): Promise<Item> {
    const response = await as(user, 'POST', path(orgId), body);
    expect(response.status, response.text).toBe(200);
    const parsed = spec.zResponse.parse(response.body);
    expect(parsed.message).toBe(spec.texts.created);
    return parsed.data;
  }

  async function patch(id: number, body: Record<string, unknown>, user: Caller = world.org.admin) {
    return as(user, 'PATCH', `${path()}/${id}`, body);
  }

  /** One page of the organisation's items; `query` is the query string ('?search=x'). */
  async function list(query = '', user: Caller = world.org.admin): Promise<Page<Item>> {
    const response = await as(user, 'GET', `${path()}${query}`);
    expect(response.status, response.text).toBe(200);
    return spec.zList.parse(response.body);
  }

  /** A read-only impersonation of the organisation's administrator by the provider admin. */
  async function readOnlyToken(): Promise<string> {
    const impersonated = await as(world.staff, 'POST', '/admin/impersonate', {
      profile_id: world.org.admin.profileId,
      mode: 'read',
    });
    expect(impersonated.status, impersonated.text).toBe(200);
    return impersonated.body.access_token as string;
  }

  /** One test per case: a create body the server refuses with these field hints. */
  function refusesEach(cases: [string, Record<string, unknown>, Record<string, string[]>][]) {
    for (const [name, body, hints] of cases) {
      it(`refuses ${name}`, async () => {
        const response = await as(world.org.admin, 'POST', path(), body);
        expect(response.status, response.text).toBe(400);
        expect(response.body.field_hints).toEqual(hints);
      });
    }
  }

  return { spec, world, as, path, create, patch, list, readOnlyToken, refusesEach };
}

/** The cases every archivable catalogue passes; its items' keys all start with 'Cat '. */
export function describeArchivableCatalogue<Item extends CatalogueItem>(api: CatalogueApi<Item>) {
  const { spec, world, as, path, create, patch, list } = api;
  const key = (item: Item) => item[spec.key] as string;
  const taken = { [spec.key]: [spec.texts.keyTaken] };

  describe(`${spec.noun}: list, create, edit, archive`, () => {
    it('creates an item with a trimmed key, answers its message and writes the audit log', async () => {
      const item = await create(spec.body('  Cat Create  '));
      expect(key(item)).toBe('Cat Create');
      expect(item.archived_at_unix).toBeNull();
      const audit = await world.server.db
        .selectFrom('audit_log')
        .select(['action', 'actor_profile_id', 'org_id'])
        .where('entity', '=', spec.auditEntity)
        .where('entity_id', '=', item.id)
        .execute();
      expect(audit).toEqual([
        { action: 'create', actor_profile_id: world.org.admin.profileId, org_id: world.org.orgId },
      ]);
    });

    it('refuses a key in use in the organisation, whatever its case; another org may use it', async () => {
      await create(spec.body('Cat Case'));
      const response = await as(world.org.admin, 'POST', path(), spec.body('CAT CASE'));
      expect(response.status).toBe(400);
      expect(response.body.field_hints).toEqual(taken);
      await create(spec.body('CAT CASE'), world.other.admin, world.other.orgId);
    });

    it('lists the items in use by key, with search and paging', async () => {
      const item = await create(spec.body('Cat Listed'));
      const page = await list();
      const keys = page.data.map((each) => key(each).toLowerCase());
      // The server sorts by lower(key) byte by byte, as code units compare.
      expect(keys).toEqual([...keys].sort());
      expect(page.data.map((each) => each.id)).toContain(item.id);
      expect(page.data.every((each) => each.archived_at_unix === null)).toBe(true);
      expect(page.meta.total).toBe(page.data.length);
      expect((await list('?search=AT%20LIST')).data.map((each) => each.id)).toEqual([item.id]);
      expect((await list('?search=nothing%20like%20it')).data).toEqual([]);
      expect((await list('?limit=2')).data).toHaveLength(2);
      const second = await list('?limit=1&page=2');
      expect(second.data).toHaveLength(1);
      expect(second.data[0]!.id).toBe(page.data[1]!.id);
      expect(second.meta).toMatchObject({
        current_page: 2,
        per_page: 1,
        to: 2,
        total: page.meta.total,
        last_page: page.meta.total,
      });
    });

    it('changes a field other than the key and answers its message', async () => {
      const item = await create(spec.body('Cat Edited'));
      const response = await patch(item.id, spec.edit);
      expect(response.status, response.text).toBe(200);
      const parsed = spec.zResponse.parse(response.body);
      expect(parsed.message).toBe(spec.texts.updated);
      expect(parsed.data).toMatchObject({ ...spec.edit, [spec.key]: 'Cat Edited' });
    });

    it('refuses a change of key onto an item in use', async () => {
      const item = await create(spec.body('Cat Renamed'));
      await create(spec.body('Cat Taken'));
      const response = await patch(item.id, { [spec.key]: 'cat TAKEN' });
      expect(response.status).toBe(400);
      expect(response.body.field_hints).toEqual(taken);
      const renamed = await patch(item.id, { [spec.key]: 'Cat Renamed Again' });
      expect(renamed.status, renamed.text).toBe(200);
      expect(renamed.body.data[spec.key]).toBe('Cat Renamed Again');
    });

    it('archives and unarchives; an archived key is free, and unarchiving needs it free', async () => {
      const item = await create(spec.body('Cat Archived'));
      const archived = await patch(item.id, { is_archived: true });
      expect(archived.status, archived.text).toBe(200);
      expect(archived.body.message).toBe(spec.texts.archived);
      expect(archived.body.data.archived_at_unix).toBeGreaterThan(0);
      expect((await list()).data.map((each) => each.id)).not.toContain(item.id);
      const archivedList = (await list('?is_archived=true')).data;
      expect(archivedList.map((each) => each.id)).toContain(item.id);
      expect(archivedList.every((each) => each.archived_at_unix !== null)).toBe(true);

      // Its key is free: a new item takes it, and the archived one cannot come back as it was.
      const namesake = await create(spec.body('Cat Archived'));
      expect(namesake.archived_at_unix).toBeNull();
      const refused = await patch(item.id, { is_archived: false });
      expect(refused.status).toBe(400);
      expect(refused.body.field_hints).toEqual(taken);

      // Archiving the namesake frees the key again.
      expect((await patch(namesake.id, { is_archived: true })).status).toBe(200);
      const back = await patch(item.id, { is_archived: false });
      expect(back.status, back.text).toBe(200);
      expect(back.body.message).toBe(spec.texts.unarchived);
      expect(back.body.data.archived_at_unix).toBeNull();
      expect((await list()).data.map((each) => each.id)).toContain(item.id);

      // Or it comes back under another key.
      expect((await patch(item.id, { is_archived: true })).status).toBe(200);
      expect((await patch(namesake.id, { is_archived: false })).status).toBe(200);
      const renamed = await patch(item.id, { is_archived: false, [spec.key]: 'Cat Archived Old' });
      expect(renamed.status, renamed.text).toBe(200);
      expect(renamed.body.message).toBe(spec.texts.unarchived);
      expect(renamed.body.data).toMatchObject({
        [spec.key]: 'Cat Archived Old',
        archived_at_unix: null,
      });

      // Refused changes write nothing.
      const actions = await world.server.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', spec.auditEntity)
        .where('entity_id', '=', item.id)
        .orderBy('id')
        .execute();
      expect(actions.map((row) => row.action)).toEqual([
        'create',
        'archive',
        'unarchive',
        'archive',
        'unarchive',
      ]);
    });

    it('answers 404 for an item of another organisation or an unknown one', async () => {
      const theirs = await create(spec.body('Cat Theirs'), world.other.admin, world.other.orgId);
      expect((await patch(theirs.id, spec.edit)).status).toBe(404);
      expect((await patch(theirs.id, { is_archived: true })).status).toBe(404);
      expect((await patch(999_999, spec.edit)).status).toBe(404);
    });
  });

  describe(`who may read and write ${spec.noun}`, () => {
    let item: Item;
    beforeAll(async () => {
      item = await create(spec.body('Cat Permissions'));
    });

    it('lets managers and provider staff read, and refuses workers', async () => {
      expect((await list('', world.org.managers[0]!)).data.length).toBeGreaterThan(0);
      expect((await list('', world.staff)).data.length).toBeGreaterThan(0);
      expect((await list('', world.recruiter)).data.length).toBeGreaterThan(0);
      const worker = await as(world.org.workers[0]!, 'GET', path());
      expect(worker.status).toBe(403);
      expect(worker.body.message).toBe(MESSAGES.forbidden);
    });

    it('lets administrators and provider admins write, and nobody else', async () => {
      await create(spec.body('Cat By Staff'), world.staff);
      expect((await patch(item.id, spec.edit, world.staff)).status).toBe(200);
      for (const user of [world.org.managers[0]!, world.org.workers[0]!, world.recruiter]) {
        const created = await as(user, 'POST', path(), spec.body('Cat Nope'));
        expect(created.status, user.email).toBe(403);
        expect(created.body.message).toBe(MESSAGES.forbidden);
        expect((await patch(item.id, spec.edit, user)).status, user.email).toBe(403);
        expect((await patch(item.id, { is_archived: true }, user)).status, user.email).toBe(403);
      }
    });

    it('keeps other organisations out', async () => {
      for (const [method, target, body] of [
        ['GET', path(), undefined],
        ['POST', path(), spec.body('Cat Intruder')],
        ['PATCH', `${path()}/${item.id}`, spec.edit],
      ] as const) {
        const response = await as(world.other.admin, method, target, body);
        expect(response.status, method).toBe(403);
        expect(response.body.message).toBe(MESSAGES.notOrgMember);
      }
    });

    it('refuses writes in a read-only impersonation', async () => {
      const token = await api.readOnlyToken();
      expect((await as(token, 'GET', path())).status).toBe(200);
      for (const [method, target, body] of [
        ['POST', path(), spec.body('Cat Read Only')],
        ['PATCH', `${path()}/${item.id}`, { is_archived: true }],
      ] as const) {
        const response = await as(token, method, target, body);
        expect(response.status, method).toBe(403);
        expect(response.body.message).toBe(MESSAGES.readOnlySession);
      }
    });
  });
}
