// The ceiling for GET /v1/me with its database work: a bare node:http server that runs, per
// request, the one query a cached /v1/me runs (the session check with the profile's versions,
// server/modules/tokens/sessions.repository.ts) through the same driver the server uses (pg with a
// named prepared statement and a pool of the same size, or better-sqlite3 with a cached
// statement), and answers a JSON body of /v1/me's size. No routing, validation, token check or
// cache: what is left of /v1/me is our code.
// ANSWER=rows makes it the ceiling of a report instead: it answers the query's rows as JSON
// ({data: rows}), so the work left to compare is ours (the payroll summary's raw aggregation).
//   SQL, PARAMS (JSON array), DATABASE_URL, DB_POOL_MAX, BODY_BYTES, ANSWER, PORT
import { createServer } from 'node:http';

const sqlText = process.env.SQL ?? '';
const params = JSON.parse(process.env.PARAMS ?? '[]');
const url = process.env.DATABASE_URL ?? '';
const bytes = Number(process.env.BODY_BYTES ?? 1500);
const body = JSON.stringify({ data: { padding: 'x'.repeat(Math.max(0, bytes - 30)) } });
const port = Number(process.env.PORT ?? 0);
const answersRows = process.env.ANSWER === 'rows';

async function openQuery() {
  if (url.startsWith('postgres')) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_MAX ?? 20) });
    const query = { name: 'bare_query', text: sqlText, values: params };
    return async () => (await pool.query(query)).rows;
  }
  const { default: SQLite } = await import('better-sqlite3');
  const database = new SQLite(url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, ''), {
    readonly: true,
  });
  const statement = database.prepare(sqlText);
  return async () => statement.all(...params);
}

const run = await openQuery();
const server = createServer((_req, res) => {
  run().then(
    (rows) => {
      if (rows.length === 0) throw new Error('The query found nothing');
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(answersRows ? JSON.stringify({ data: rows }) : body);
    },
    (error) => {
      res.writeHead(500).end(String(error));
    },
  );
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `LISTENING ${typeof address === 'object' && address ? address.port : port}\n`,
  );
});
