import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { calls, installClientTestBench, json, replies, signIn } from './client-test-bench';
import { downloadCsv, type CsvProgress } from './payroll';

installClientTestBench();

const encoder = new TextEncoder();

/** A CSV answer streamed in the given chunks, without a Content-Length (as the server streams). */
function streamed(chunks: string[], headers: Record<string, string> = {}): Response {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', ...headers },
  });
}

describe('downloadCsv', () => {
  it('reports rows and bytes as the chunks arrive, and resolves with the whole file', async () => {
    signIn();
    const chunks = ['employee_id,display_name\n1,Ann', ' Lee\n2,Bo Diaz\n', '3,Cy Moss\n'];
    replies.push(streamed(chunks));
    const seen: CsvProgress[] = [];
    const { blob, rows } = await downloadCsv(
      {
        name: 'payrollSummaryCsv',
        orgId: 7,
        query: { pay_schedule_id: 2, pay_period_id: 41, employee_group_ids: [3, 4] },
      },
      { onProgress: (progress) => seen.push(progress) },
    );

    expect(calls[0]!.url).toBe(
      '/v1/orgs/7/payroll/summary.csv?pay_schedule_id=2&pay_period_id=41&employee_group_ids=3&employee_group_ids=4',
    );
    expect(calls[0]!.headers.Authorization).toBe('Bearer access-1');
    // The header row is not a row; a row split across chunks counts once its line ends.
    expect(seen).toEqual([
      { rows: 0, bytes: 30, total: null },
      { rows: 2, bytes: 45, total: null },
      { rows: 3, bytes: 55, total: null },
    ]);
    expect(rows).toBe(3);
    expect(await blob.text()).toBe(chunks.join(''));
    expect(blob.type).toBe('text/csv; charset=utf-8');
  });

  it('counts a last row without its line break once the file is complete, and passes the size the server sent', async () => {
    signIn();
    replies.push(streamed(['a,b\n1,2\n3,4'], { 'Content-Length': '11' }));
    const seen: CsvProgress[] = [];
    const { rows } = await downloadCsv(
      {
        name: 'costAllocationExport',
        orgId: 7,
        query: { start_dt_unix: 100, end_dt_unix: 200 },
      },
      { onProgress: (progress) => seen.push(progress) },
    );
    expect(calls[0]!.url).toBe(
      '/v1/orgs/7/cost_allocation_exports?start_dt_unix=100&end_dt_unix=200',
    );
    expect(seen).toEqual([{ rows: 1, bytes: 11, total: 11 }]);
    expect(rows).toBe(2);
  });

  it('rejects with the server’s error, without leaving the page, on a refusal', async () => {
    signIn();
    replies.push(json({ status_code: 403, message: 'You do not have access' }, 403));
    const error = await downloadCsv({
      name: 'costAllocationExport',
      orgId: 7,
      query: { start_dt_unix: 100, end_dt_unix: 200 },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'You do not have access' });
  });

  it('rejects silently when the download is cancelled', async () => {
    signIn();
    const controller = new AbortController();
    // The body never ends on its own: only the abort stops it.
    replies.push(
      new Response(
        new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(encoder.encode('a,b\n'));
            controller.signal.addEventListener('abort', () =>
              stream.error(new DOMException('aborted', 'AbortError')),
            );
          },
        }),
      ),
    );
    const pending = downloadCsv(
      { name: 'payrollSummaryCsv', orgId: 7, query: { start_dt_unix: 1, end_dt_unix: 2 } },
      { signal: controller.signal, onProgress: () => controller.abort() },
    );
    await expect(pending).rejects.toMatchObject({ status: 0, silent: true });
  });
});
