// The ceiling for the API benchmark: a bare node:http server answering a JSON body of the same
// size as a signed-in user's GET /v1/me, with no routing, validation, auth or database.
import { createServer } from 'node:http';

const bytes = Number(process.env.BODY_BYTES ?? 1500);
const body = JSON.stringify({ data: { padding: 'x'.repeat(Math.max(0, bytes - 30)) } });
const port = Number(process.env.PORT ?? 0);

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `LISTENING ${typeof address === 'object' && address ? address.port : port}\n`,
  );
});
