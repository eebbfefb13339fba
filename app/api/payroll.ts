import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { JobCostingQuery } from '../../contract/job-costing';
import type { PayrollRunCreate, PayrollSummaryQuery } from '../../contract/payroll';
import { request, requestStream, type StreamOptions } from './client';
import { invalidates, keys, useInvalidate } from './keys';

/**
 * Payable hours (issue 15): the payroll summary behind the time report and crew reports, closing
 * a pay period, job costing, and the two CSV downloads. The summary and job costing are counted
 * from time cards, so their keys sit under the time-cards branch: every time-card write
 * (invalidates.timeCards) makes them stale, as it does the time card summary.
 */

/** The summary's query as the screens build it: a range or a pay period, and the filters. */
export type PayrollReportQuery = Partial<Omit<PayrollSummaryQuery, 'include_time_off'>> & {
  /** Sent as text, as every query value is ('true'). */
  include_time_off?: 'true' | 'false';
};

const payrollKey = (orgId: number, query: object) =>
  [...keys.org(orgId).timeCards.all, 'payroll', query] as const;
const jobCostingKey = (orgId: number, query: object) =>
  [...keys.org(orgId).timeCards.all, 'job-costing', query] as const;

/**
 * GET /orgs/{org_id}/payroll/summary; null asks nothing yet. The last answer shows while the
 * next range loads.
 */
export function usePayrollSummary(orgId: number, query: PayrollReportQuery | null) {
  return useQuery({
    queryKey: payrollKey(orgId, query ?? {}),
    queryFn: ({ signal }) =>
      request('payrollSummary', { params: { org_id: orgId }, query: query ?? {} }, { signal }),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}

/**
 * POST /orgs/{org_id}/payroll/runs: closes a pay period, keeping its summary as it stands, so a
 * later change shows beside it. The summaries are read again.
 */
export function useClosePayPeriod(orgId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PayrollRunCreate) =>
      request('createPayrollRun', { params: { org_id: orgId }, body }),
    onSuccess: () => invalidate(invalidates.timeCards(orgId)),
  });
}

/** GET /orgs/{org_id}/job_costing: hours and labour cost by project and cost code; null: not yet. */
export function useJobCosting(orgId: number, query: JobCostingQuery | null) {
  return useQuery({
    queryKey: jobCostingKey(orgId, query ?? {}),
    queryFn: ({ signal }) =>
      request('jobCosting', { params: { org_id: orgId }, query: query! }, { signal }),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}

/** How far a CSV download has come: rows and bytes so far, and the size when the server said. */
export type CsvProgress = { rows: number; bytes: number; total: number | null };

export type CsvDownload =
  | { name: 'payrollSummaryCsv'; orgId: number; query: PayrollReportQuery }
  | { name: 'costAllocationExport'; orgId: number; query: JobCostingQuery };

const NEWLINE = 10;

/**
 * Downloads a report's CSV as the server streams it (it may send no Content-Length), reporting
 * the data rows and bytes received so far, and resolves with the whole file. The header row is
 * not counted; a last row without its line break is, once the file is complete.
 */
export async function downloadCsv(
  download: CsvDownload,
  options: { signal?: AbortSignal; onProgress?: (progress: CsvProgress) => void } = {},
): Promise<{ blob: Blob; rows: number }> {
  let lines = 0;
  let endsWithNewline = true;
  const rowsOf = (complete: boolean) =>
    Math.max(0, lines - 1 + (complete && !endsWithNewline ? 1 : 0));
  const streaming: StreamOptions = {
    signal: options.signal,
    // A download is the user's action on a page they may open: a refusal is shown there.
    redirectOn403: false,
    onChunk: (chunk, { bytes, total }) => {
      for (const byte of chunk) if (byte === NEWLINE) lines += 1;
      endsWithNewline = chunk[chunk.length - 1] === NEWLINE;
      options.onProgress?.({ rows: rowsOf(false), bytes, total });
    },
  };
  const params = { org_id: download.orgId };
  const blob =
    download.name === 'payrollSummaryCsv'
      ? await requestStream(download.name, { params, query: download.query }, streaming)
      : await requestStream(download.name, { params, query: download.query }, streaming);
  return { blob, rows: rowsOf(true) };
}
