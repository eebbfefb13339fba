// The ceiling for the file benchmark's memory: a bare node:http server that streams a PUT body to
// a file and a GET of it back, as the attachment flow's local-disk storage does (a write stream,
// a read stream), with no routing, session, link signing, size count, type sniffing or database.
// What the real server's RSS rises beyond this one's is our code; what both rise is Node's (the
// socket's and the file's chunks are freed by the collector, which runs when tens of megabytes
// of them are waiting, whatever the file's size).
//   PUT /<name> stores the body, GET /<name> answers it; FILES_DIR, PORT
import { createReadStream, createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.FILES_DIR ?? '';
const port = Number(process.env.PORT ?? 0);

const server = createServer(async (req, res) => {
  const path = join(dir, (req.url ?? '/').replace(/[^a-z0-9-]/gi, '') || 'index');
  try {
    if (req.method === 'PUT') {
      await pipeline(req, createWriteStream(path));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    } else if (req.method === 'GET' && req.url !== '/') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      await pipeline(createReadStream(path), res);
    } else res.end('{}');
  } catch {
    res.destroy();
  }
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `LISTENING ${typeof address === 'object' && address ? address.port : port}\n`,
  );
});
