import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_MAX_BYTES } from '../contract/file-attachments-text';
import { signInDemoAdmin, startBare, startBenchServer } from './api-bench';
import { heldWhile, openHeapProbe } from './heap-probe';
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

/** The small file, the large one, and the large one once more right after. */
export type FileRuns = {
  small: FileRun;
  large: FileRun;
  /** The large file once more, right after: whether the first one's rise stays or grows. */
  again: FileRun;
};

export type FileBenchResult = FileRuns & {
  database: string;
  /** The same files through a bare node:http server streaming them to and from disk. */
  ceiling: FileRuns;
  /**
   * The most memory our server held (heap and buffers live after a forced full collection,
   * bench/heap-probe.ts, every 50 ms) while the small file and then the large one went up and
   * came back, MB.
   */
  held: { small: number; large: number };
};

/** The small file the large one's memory is judged against. */
const SMALL_BYTES = 2 ** 20;
/** How much more the server may hold for the large file than for the small one, MB. */
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

/** Where a file goes and comes back from: its upload link, then (once sent) its download link. */
type FileWay = (size: number) => Promise<{ put: string; fetched: () => Promise<string> }>;

/** The attachment flow (file-attachments/README.md): the record, its links, marked success. */
function attachmentFlow(base: string, orgId: number, headers: Record<string, string>): FileWay {
  return async (size) => {
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
    const attachment = `${base}/v1/orgs/${orgId}/file_attachments/${record.data.id}`;
    return {
      put: new URL(record.data.upload_url, base).href,
      fetched: async () => {
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
        return new URL(link.data.download_url, base).href;
      },
    };
  };
}

/** The bare file server (bare-file-server.mjs): one name per file, PUT then GET. */
function bareWay(url: string): FileWay {
  let files = 0;
  return (size) => {
    const file = `${url}file-${(files += 1)}-${size}`;
    return Promise.resolve({ put: file, fetched: () => Promise.resolve(file) });
  };
}

/**
 * One file sent and read back, the server's RSS sampled every 20 ms during the PUT and during the
 * download.
 */
async function sendAndFetch(way: FileWay, size: number, rss: () => number): Promise<FileRun> {
  const filler = randomBytes(CHUNK_BYTES);
  const links = await way(size);
  const sent = createHash('sha256');
  const hashed = async function* () {
    for await (const chunk of pdfBytes(size, filler)) {
      sent.update(chunk);
      yield chunk;
    }
  };
  const upload = await peakRssDuring(rss, () => putBytes(links.put, size, hashed()));
  const readBack = await links.fetched();
  const received = createHash('sha256');
  const download = await peakRssDuring(rss, async () => {
    const response = await fetch(readBack);
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

/** The small file, the large one, and the large one again, on one fresh process. */
async function threeRuns(way: FileWay, rss: () => number): Promise<FileRuns> {
  const small = await sendAndFetch(way, SMALL_BYTES, rss);
  const large = await sendAndFetch(way, FILE_MAX_BYTES, rss);
  const again = await sendAndFetch(way, FILE_MAX_BYTES, rss);
  return { small, large, again };
}

/**
 * The file attachments' proof on one database: a 1 MB and then a 50 MB PDF (52428800 bytes, the
 * limit exactly) uploaded and downloaded through the attachment flow on a fresh server, storing on
 * a throwaway folder, then the 50 MB one again; upload and download speed and the server's RSS
 * before and at its peak, beside the same files through a bare node:http server streaming them
 * to and from disk (bare-file-server.mjs); then each size again with the memory the server holds
 * sampled through its inspector (heap-probe.ts): flat when the large file holds no more than
 * the small one plus FLAT_MARGIN_MB.
 */
export async function runFileBench(options: { databaseUrl: string }): Promise<FileBenchResult> {
  const password = `Bench-${randomBytes(8).toString('hex')}1`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const filesDir = mkdtempSync(join(tmpdir(), 'crewcard-bench-files-'));
  const bareDir = mkdtempSync(join(tmpdir(), 'crewcard-bench-bare-files-'));
  try {
    const bare = await startBare('bench/bare-file-server.mjs', { FILES_DIR: bareDir });
    let ceiling: FileRuns;
    try {
      ceiling = await threeRuns(bareWay(bare.url), () => serverRss(bare.child.pid!));
    } finally {
      await stopProcess(bare.child);
    }
    const inspectPort = await freePort();
    const server = await startBenchServer({
      databaseUrl: options.databaseUrl,
      password,
      port,
      env: { FILES_DIR: filesDir },
      inspectPort,
    });
    try {
      const admin = await signInDemoAdmin(base, password);
      const way = attachmentFlow(base, admin.orgId, { authorization: `Bearer ${admin.token}` });
      const rss = () => serverRss(server.pid!);
      const runs = await threeRuns(way, rss);
      // Then each size again, what the server holds sampled through its inspector.
      const probe = await openHeapProbe(inspectPort);
      let held: FileBenchResult['held'];
      try {
        const heldFor = async (size: number) =>
          (await heldWhile(probe, () => sendAndFetch(way, size, rss), 50)).mostMb;
        held = { small: await heldFor(SMALL_BYTES), large: await heldFor(FILE_MAX_BYTES) };
      } finally {
        probe.close();
      }
      return {
        database: options.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite',
        ...runs,
        ceiling,
        held,
      };
    } finally {
      await stopProcess(server);
    }
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}

export function printFileBench(result: FileBenchResult): void {
  console.log(
    `\nFile attachments on ${result.database}: upload (PUT upload_url) and download (GET the link), the server's RSS sampled every 20 ms, beside a bare node:http server streaming the same files to and from disk`,
  );
  console.log(
    '  server  file       way        MB/s      ms   RSS before MB   peak MB   rise MB   bytes back',
  );
  const rise = (way: FileTransfer) => Math.round((way.peakMb - way.baselineMb) * 10) / 10;
  for (const [server, runs] of [
    ['ours', result],
    ['bare', result.ceiling],
  ] as const)
    for (const [label, run] of [
      [`${mb(runs.small.bytes)} MB`, runs.small],
      [`${mb(runs.large.bytes)} MB`, runs.large],
      ['again', runs.again],
    ] as const)
      for (const [name, way] of [
        ['upload', run.upload],
        ['download', run.download],
      ] as const)
        console.log(
          `  ${server.padEnd(7)} ${label.padEnd(10)} ${name.padEnd(8)} ${String(way.mbPerSecond).padStart(8)} ${String(way.ms).padStart(7)} ${String(way.baselineMb).padStart(15)} ${String(way.peakMb).padStart(9)} ${String(rise(way)).padStart(9)}   ${run.verified ? 'same (length, SHA-256)' : 'DIFFERENT'}`,
        );
  for (const name of ['upload', 'download'] as const) {
    // The first large file and the one right after, each against the bare server's same run.
    const ours = rise(result.large[name]) + rise(result.again[name]);
    const bare = rise(result.ceiling.large[name]) + rise(result.ceiling.again[name]);
    console.log(
      `  ${name} RSS: two ${mb(result.large.bytes)} MB files raised ours by ${Math.round(ours * 10) / 10} MB, the bare server's by ${Math.round(bare * 10) / 10} MB (the collector frees the chunks when it runs, whatever the file's size)`,
    );
  }
  const { held } = result;
  const flat = held.large <= held.small + FLAT_MARGIN_MB;
  console.log(
    `  memory held (heap and buffers live after a forced full collection, every 50 ms while a file goes up and comes back): at most ${held.small} MB for ${mb(result.small.bytes)} MB, ${held.large} MB for ${mb(result.large.bytes)} MB: ${flat ? 'flat' : 'NOT flat'} (the large file may hold at most ${FLAT_MARGIN_MB} MB more)`,
  );
  const runs = [result, result.ceiling].flatMap((each) => [each.small, each.large, each.again]);
  if (!runs.every((run) => run.verified))
    console.log('  the bytes downloaded are NOT the bytes sent');
}
