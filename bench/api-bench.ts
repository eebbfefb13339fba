import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, type Db } from '../server/db/connection';
import { sessionWithFingerprintQuery } from '../server/modules/tokens/sessions.repository';
import { parseDatabaseUrl } from '../server/config';
import { seedBulkEmployees } from '../server/db/seed-bulk';
import { seedBulkProjects } from '../server/db/seed-bulk-projects';
import { serverNodeOptions } from '../scripts/server-node-options.mjs';
import { freePort, isUp, startProcess, stopProcess } from './processes';
import { load, type LoadFigures } from './load';

export type ApiBenchResult = {
  database: string;
  employees: number;
  /** At CONNECTIONS: the ceiling, GET /v1/me and the list pages. */
  rows: LoadFigures[];
  /** At SEARCH_CONNECTIONS: page 1 of 50 of realistic searches, with how many each finds. */
  searches: (LoadFigures & { found: number })[];
  /** At SEARCH_CONNECTIONS: the project list (PROJECTS projects), page 1 of 50 and searches. */
  projects: (LoadFigures & { found: number })[];
  /**
   * One connection: the first employee search after each change of the organisation's members,
   * and the first project page after each change of a project.
   */
  afterChange: { name: string; requests: number; p50: number; p99: number }[];
};

const EMPLOYEES = 10_000;
export const PROJECTS = 5_000;

/** The project list as an office manager uses it (seed-bulk-projects.ts names and numbers). */
const PROJECT_QUERIES = [
  { label: 'page 1 of 50', query: '' },
  { label: 'search "folsom"', query: '&search=folsom' },
  { label: 'search number "P-04217"', query: '&search=P-04217' },
  { label: 'no match "harbor"', query: '&search=harbor' },
];
const CONNECTIONS = 50;

/** The rows at CONNECTIONS, in order: the two ceilings, then the calls of the real server. */
export const API_ROWS = [
  'bare node:http JSON (ceiling)',
  'bare node:http + /me query (ceiling)',
  'GET /v1/me',
  'GET /v1/orgs/{id}/employees page 1 of 50',
  'GET …/employees page 120, search "a"',
] as const;
export const SEARCH_CONNECTIONS = 20;

/**
 * What people type into the list's search box, over the bulk seed (seed-bulk.ts names worker n
 * "<First> <Last> n" from 26 first names and 24 last names, e-mail bulk-<tag>-n@bulk.crewcard.test):
 * the start of a first name (one worker in 26, a few hundred rows), part of an e-mail address
 * (one worker), and a name nobody has.
 */
const SEARCHES = [
  { label: 'first-name prefix "kir"', search: 'kir' },
  { label: 'e-mail fragment "4217@bulk.crew"', search: '4217@bulk.crew' },
  { label: 'no match "priya"', search: 'priya' },
];

/**
 * Starts the bare ceiling and the real server (seeded with 10,000 employees and 5,000 projects)
 * and loads both. `only` picks rows by name (bench/run.ts's BENCH_ROWS); a part none of whose rows
 * is picked is skipped, its seed too.
 */
export async function runApiBench(options: {
  databaseUrl: string;
  seconds: number;
  only?: (name: string) => boolean;
}): Promise<ApiBenchResult> {
  const only = options.only ?? (() => true);
  const searchRows = SEARCHES.map((search) => ({ ...search, name: `search ${search.label}` }));
  const projectRows = PROJECT_QUERIES.map((row) => ({ ...row, name: `projects ${row.label}` }));
  const afterChangeNames = {
    employees: `${searchRows[0]!.name} after an edit`,
    projects: `${projectRows[0]!.name} after a rename`,
  };
  const seedsEmployees = [
    ...API_ROWS,
    ...searchRows.map((row) => row.name),
    afterChangeNames.employees,
  ].some(only);
  const seedsProjects = [...projectRows.map((row) => row.name), afterChangeNames.projects].some(
    only,
  );

  const password = `Bench-${randomBytes(8).toString('hex')}1`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startBenchServer({ databaseUrl: options.databaseUrl, password, port });
  try {
    const admin = await signInDemoAdmin(base, password);
    const db = createDb(parseDatabaseUrl(options.databaseUrl, 4));
    let meQuery: { sql: string; params: unknown[] };
    try {
      meQuery = meQueryOf(db, admin.token);
      if (seedsEmployees) await seedBulkEmployees(db, admin.orgId, EMPLOYEES);
      if (seedsProjects) await seedBulkProjects(db, admin.orgId, PROJECTS);
      // A database in use has its statistics and visibility map up to date; without this the
      // first rows measured would race autovacuum over the 10,000 rows just written.
      if (options.databaseUrl.startsWith('postgres')) await sql`vacuum analyze`.execute(db);
    } finally {
      await db.destroy();
    }

    const headers = { authorization: `Bearer ${admin.token}` };
    const meBytes = (await (await fetch(`${base}/v1/me`, { headers })).arrayBuffer()).byteLength;
    const rows: LoadFigures[] = [];
    const ceilings: { name: string; script: string; env: Record<string, string> }[] = [
      { name: API_ROWS[0], script: 'bench/bare-server.mjs', env: {} },
      {
        name: API_ROWS[1],
        script: 'bench/bare-db-server.mjs',
        env: {
          SQL: meQuery.sql,
          PARAMS: JSON.stringify(meQuery.params),
          DATABASE_URL: options.databaseUrl,
          DB_POOL_MAX: '20',
        },
      },
    ];
    for (const ceiling of ceilings.filter((each) => only(each.name))) {
      const bare = await startBare(ceiling.script, { BODY_BYTES: String(meBytes), ...ceiling.env });
      try {
        const settings = { connections: CONNECTIONS, seconds: options.seconds };
        rows.push(await load(ceiling.name, bare.url, settings));
      } finally {
        await stopProcess(bare.child);
      }
    }
    const settings = { connections: CONNECTIONS, seconds: options.seconds, headers };
    const calls: [string, string][] = [
      [API_ROWS[2], `${base}/v1/me`],
      [API_ROWS[3], `${base}/v1/orgs/${admin.orgId}/employees?page=1&limit=50`],
      [API_ROWS[4], `${base}/v1/orgs/${admin.orgId}/employees?page=120&limit=50&search=a`],
    ];
    for (const [name, url] of calls.filter(([each]) => only(each)))
      rows.push(await load(name, url, settings));

    const loadFound = async (name: string, url: string) => {
      const found = await fetch(url, { headers }).then(async (response) => {
        if (!response.ok) throw new Error(`${name} failed: ${response.status}`);
        return ((await response.json()) as { meta: { total: number } }).meta.total;
      });
      const figures = await load(name, url, {
        connections: SEARCH_CONNECTIONS,
        seconds: options.seconds,
        headers,
      });
      return { ...figures, found };
    };
    const employeeSearch = (search: string) =>
      `${base}/v1/orgs/${admin.orgId}/employees?page=1&limit=50&search=${encodeURIComponent(search)}`;
    const projectList = (query: string) =>
      `${base}/v1/orgs/${admin.orgId}/org_projects?page=1&limit=50${query}`;
    const searches: ApiBenchResult['searches'] = [];
    for (const row of searchRows.filter((each) => only(each.name)))
      searches.push(await loadFound(row.name, employeeSearch(row.search)));
    const projects: ApiBenchResult['projects'] = [];
    for (const row of projectRows.filter((each) => only(each.name)))
      projects.push(await loadFound(row.name, projectList(row.query)));

    const afterChange: ApiBenchResult['afterChange'] = [];
    if (only(afterChangeNames.employees)) {
      const url = employeeSearch(SEARCHES[0]!.search);
      const first = (await (await fetch(url, { headers })).json()) as {
        data: { employee_id: number }[];
      };
      const edited = `${base}/v1/orgs/${admin.orgId}/employee/${first.data[0]!.employee_id}`;
      afterChange.push(
        await afterChanges(afterChangeNames.employees, url, headers, (i) =>
          patch(edited, headers, { title: `Crew member ${i}` }),
        ),
      );
    }
    if (only(afterChangeNames.projects)) {
      const url = projectList(PROJECT_QUERIES[0]!.query);
      const first = (await (await fetch(url, { headers })).json()) as { data: { id: number }[] };
      const edited = `${base}/v1/orgs/${admin.orgId}/org_projects/${first.data[0]!.id}`;
      afterChange.push(
        // A rename moves the project in the list: its ids are found and sorted again.
        await afterChanges(afterChangeNames.projects, url, headers, (i) =>
          patch(edited, headers, { name: `Bench project renamed ${i}` }),
        ),
      );
    }
    return {
      database: options.databaseUrl.startsWith('sqlite') ? 'SQLite' : 'PostgreSQL',
      employees: EMPLOYEES,
      rows,
      searches,
      projects,
      afterChange,
    };
  } finally {
    await stopProcess(server);
  }
}

/**
 * The real server as the benchmarks run it (production, warnings only, the demo organisation
 * seeded into an empty database with `password`), ready once /healthz answers. `env` adds to it
 * (the time-card benchmark fixes APP_SECRET so sessions outlive a restart).
 */
export async function startBenchServer(options: {
  databaseUrl: string;
  password: string;
  port: number;
  env?: Record<string, string>;
  /** Opens the server's inspector on this port (bench/heap-probe.ts reads its live heap). */
  inspectPort?: number;
}): Promise<ChildProcess> {
  const inspect = options.inspectPort ? [`--inspect=127.0.0.1:${options.inspectPort}`] : [];
  return startProcess(
    'npx',
    ['tsx', ...inspect, 'server/main.ts'],
    {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DEMO_PASSWORD: options.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SIGNIN_LIMIT_PER_IP_PER_MINUTE: '1000',
      NODE_OPTIONS: serverNodeOptions(),
      ...options.env,
    },
    () => isUp(`http://127.0.0.1:${options.port}/healthz`),
  );
}

async function patch(url: string, headers: Record<string, string>, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PATCH ${url} failed: ${response.status}`);
}

/**
 * The server keeps the ids a search or list finds until the organisation's members (or
 * projects) change, so the load rows above mostly measure a list repeated (paged, refreshed,
 * opened by other managers). This measures the other case, one request at a time: each list
 * follows an edit, so it reads and sorts every match again (`requests` times).
 */
export async function afterChanges(
  name: string,
  url: string,
  headers: Record<string, string>,
  edit: (i: number) => Promise<void>,
  requests = 300,
): Promise<ApiBenchResult['afterChange'][number]> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    await edit(i);
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.floor(times.length * share)]! * 10) / 10;
  return { name, requests: times.length, p50: at(0.5), p99: at(0.99) };
}

export async function startBare(
  script: string,
  env: Record<string, string>,
): Promise<{ url: string; child: Awaited<ReturnType<typeof startProcess>> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = await startProcess('node', [script], { PORT: String(port), ...env }, () =>
    isUp(url),
  );
  return { url, child };
}

/**
 * The SQL a cached GET /v1/me runs (sessions.repository.ts), compiled for this database, with the
 * signed-in session's id (the token's `sid`) in place of its parameter.
 */
function meQueryOf(db: Db, token: string): { sql: string; params: unknown[] } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sid: string;
  };
  const compiled = sessionWithFingerprintQuery(db).compile();
  const params = compiled.parameters.map((value) =>
    typeof value === 'string' && value.endsWith('param:sid') ? payload.sid : value,
  );
  return { sql: compiled.sql, params };
}

export async function signInDemoAdmin(
  base: string,
  password: string,
): Promise<{ token: string; orgId: number }> {
  const email = process.env.BENCH_ADMIN_EMAIL ?? 'admin@demo.crewcard.test';
  const login = await fetch(`${base}/v1/login_email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Demo sign-in failed: ${login.status} ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const me = await fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  const profile = (await me.json()) as {
    data: { employees: { org_id: number; role: { id: number } }[] };
  };
  const membership = profile.data.employees.find((employee) => employee.role.id === 3);
  if (!membership) throw new Error('The demo administrator has no organisation');
  return { token, orgId: membership.org_id };
}
