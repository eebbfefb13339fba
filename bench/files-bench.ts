import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_MAX_BYTES } from '../contract/file-attachments-text';
import { signInDemoAdmin, startBenchServer } from './api-bench';
import { peakRssDuring, serverRss } from './payroll-bench';
import { freePort, stopProcess } from './processes';

/** One way of one file: how fast, and the server's RSS before and at its peak, in MB. */
export type FileTransfer = { ms: number; mbPerSecond: number; baselineMb: number; peakMb: number };

export type FileRun = {
  bytes: number;
  upload: FileTransfer;
  download: FileTransfer;
  /** The bytes downloaded are the bytes sent: the same length and SHA-256. */
  verified: boolean;
};

export type FileBenchResult = {
  database: string;
  small: FileRun;
  large: FileRun;
  /** The large file once more, right after: whether the first one's rise stays or grows. */
  again: FileRun;
};

/** The small file the large one's memory is judged against. */
const SMALL_BYTES = 2 ** 20;
/** How far the large file may raise the server's RSS beyond what the small one did. */
export const FLAT_MARGIN_MB = 16;
const CHUNK_BYTES = 64 * 1024;
const PDF_HEAD = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
const PDF_TAIL = Buffer.from('\n%%EOF\n', 'latin1');

/**
 * `size` bytes of a PDF (its header, filler, `%%EOF`), made chunk by chunk from one random block,
 * so neither side ever holds the file whole.
 */
async function* pdfBytes(size: number, filler: Buffer): AsyncGenerator<Buffer> {
  let sent = 0;
  while (sent < size) {
    const length = Math.min(CHUNK_BYTES, size - sent);
    const chunk = Buffer.from(filler.subarray(0, length));
    if (sent === 0) PDF_HEAD.copy(chunk, 0);
    const tailAt = size - PDF_TAIL.length - sent;
    if (tailAt < length) PDF_TAIL.copy(chunk, Math.max(0, tailAt), Math.max(0, -tailAt));
    sent += length;
    yield chunk;
  }
}

/** PUT of the bytes to the upload link, streamed from the generator with their length declared. */
function putBytes(url: string, size: number, body: AsyncIterable<Buffer>): Promise<number> {
  return new Promise((resolve, reject) => {
    const put = request(
      url,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf', 'content-length': String(size) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(size)
            : reject(new Error(`PUT upload_url failed: ${response.statusCode} ${text}`)),
        );
      },
    );
    pipeline(Readable.from(body), put).catch(reject);
  });
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const transfer = (bytes: number, run: { ms: number; baseline: number; peak: number }) => ({
  ms: Math.round(run.ms),
  mbPerSecond: Math.round((bytes / 2 ** 20 / (run.ms / 1000)) * 10) / 10,
  baselineMb: mb(run.baseline),
  peakMb: mb(run.peak),
});

/**
 * One file through the attachment flow (file-attachments/README.md): the record, the bytes PUT
 * to its upload link, marked success, a download link asked for and the file read back, the
 * server's RSS sampled every 20 ms during the PUT and during the download.
 */
async function sendAndFetch(
  base: string,
  orgId: number,
  headers: Record<string, string>,
  size: number,
  rss: () => number,
): Promise<FileRun> {
  const filler = randomBytes(CHUNK_BYTES);
  const record = await json<{ data: { id: number; upload_url: string } }>(
    await fetch(`${base}/v1/orgs/${orgId}/file_attachments`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        upload_state: 'initiated',
        display_name: 'Site drawings',
        file_name: `site-drawings-${size}.pdf`,
        mime_type: 'application/pdf',
        file_size_bytes: size,
      }),
    }),
    'POST file_attachments',
  );
  const sent = createHash('sha256');
  const hashed = async function* () {
    for await (const chunk of pdfBytes(size, filler)) {
      sent.update(chunk);
      yield chunk;
    }
  };
  const upload = await peakRssDuring(rss, () =>
    putBytes(new URL(record.data.upload_url, base).href, size, hashed()),
  );
  const attachment = `${base}/v1/orgs/${orgId}/file_attachments/${record.data.id}`;
  await json(
    await fetch(attachment, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ upload_state: 'success' }),
    }),
    'PATCH file_attachments success',
  );
  const link = await json<{ data: { download_url: string } }>(
    await fetch(`${attachment}/download`, { headers }),
    'GET file_attachments download',
  );
  const received = createHash('sha256');
  const download = await peakRssDuring(rss, async () => {
    const response = await fetch(new URL(link.data.download_url, base));
    if (!response.ok || !response.body) throw new Error(`GET the file failed: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      received.update(chunk);
    }
    return bytes;
  });
  return {
    bytes: size,
    upload: transfer(size, upload),
    download: transfer(size, download),
    verified: download.value === size && received.digest('hex') === sent.digest('hex'),
  };
}

/**
 * The file attachments' proof on one database: a 1 MB and then a 50 MB PDF (52428800 bytes, the limit
 * exactly) uploaded and downloaded through the attachment flow on a fresh server, storing on a
 * throwaway folder, then the 50 MB one again; upload and download speed and the server's RSS
 * before and at its peak.
 */
export async function runFileBench(options: { databaseUrl: string }): Promise<FileBenchResult> {
  const password = `Bench-${randomBytes(8).toString('hex')}1`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const filesDir = mkdtempSync(join(tmpdir(), 'crewcard-bench-files-'));
  const server = await startBenchServer({
    databaseUrl: options.databaseUrl,
    password,
    port,
    env: { FILES_DIR: filesDir },
  });
  try {
    const admin = await signInDemoAdmin(base, password);
    const headers = { authorization: `Bearer ${admin.token}` };
    const rss = () => serverRss(server.pid!);
    const small = await sendAndFetch(base, admin.orgId, headers, SMALL_BYTES, rss);
    const large = await sendAndFetch(base, admin.orgId, headers, FILE_MAX_BYTES, rss);
    const again = await sendAndFetch(base, admin.orgId, headers, FILE_MAX_BYTES, rss);
    return {
      database: options.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite',
      small,
      large,
      again,
    };
  } finally {
    await stopProcess(server);
    rmSync(filesDir, { recursive: true, force: true });
  }
}

export function printFileBench(result: FileBenchResult): void {
  console.log(
    `\nFile attachments on ${result.database}: upload (PUT upload_url) and download (GET the link), the server's RSS sampled every 20 ms`,
  );
  console.log(
    '  file         way        MB/s      ms   RSS before MB   peak MB   rise MB   bytes back',
  );
  const rise = (way: FileTransfer) => Math.round((way.peakMb - way.baselineMb) * 10) / 10;
  for (const [label, run] of [
    [`${mb(result.small.bytes)} MB`, result.small],
    [`${mb(result.large.bytes)} MB`, result.large],
    ['again', result.again],
  ] as const)
    for (const [name, way] of [
      ['upload', run.upload],
      ['download', run.download],
    ] as const)
      console.log(
        `  ${label.padEnd(10)} ${name.padEnd(8)} ${String(way.mbPerSecond).padStart(8)} ${String(way.ms).padStart(7)} ${String(way.baselineMb).padStart(15)} ${String(way.peakMb).padStart(9)} ${String(rise(way)).padStart(9)}   ${run.verified ? 'same (length, SHA-256)' : 'DIFFERENT'}`,
      );
  for (const name of ['upload', 'download'] as const) {
    const large = rise(result.large[name]);
    const small = rise(result.small[name]);
    const flat = large <= small + FLAT_MARGIN_MB;
    console.log(
      `  ${name} memory: ${mb(result.large.bytes)} MB raised the RSS by ${large} MB, ${mb(result.small.bytes)} MB by ${small} MB: ${flat ? 'flat' : 'NOT flat'} (the large file may take at most ${FLAT_MARGIN_MB} MB more); again right after: +${rise(result.again[name])} MB`,
    );
  }
  if (![result.small, result.large, result.again].every((run) => run.verified))
    console.log('  the bytes downloaded are NOT the bytes sent');
}
