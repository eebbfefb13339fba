import { useEffect, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../../../design-system/button/button';
import { SpinnerGlyph } from '../../../../design-system/spinner/spinner';
import { errorText, isSilentError } from '../../../api/api-error';
import { downloadCsv, type CsvDownload, type CsvProgress } from '../../../api/payroll';
import { bytesText, countText } from './report-format';
import { saveBlob } from './save-blob';

type DownloadState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: CsvProgress }
  | { kind: 'done'; rows: number; bytes: number }
  | { kind: 'failed'; message: string };

export type CsvDownloadButtonProps = {
  /** The button's text: 'Download CSV'. */
  label: string;
  /** The saved file's name. */
  filename: string;
  /** What to download; null while the report's range is not known. */
  download: CsvDownload | null;
};

/** The progress in words: rows and bytes so far, and of how many bytes when the server said. */
export function progressText({ rows, bytes, total }: CsvProgress): string {
  const size = total ? `${bytesText(bytes)} of ${bytesText(total)}` : bytesText(bytes);
  return `${countText(rows, 'row')} · ${size}`;
}

/**
 * A report's CSV download: the file streams in (the server may not say its size), so the button
 * shows a spinner and the rows and bytes received so far, with Cancel; then the file is saved.
 * A status line announces progress, the result, or why it failed.
 */
export function CsvDownloadButton({ label, filename, download }: CsvDownloadButtonProps) {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a download under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    if (!download) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', progress: { rows: 0, bytes: 0, total: null } });
    try {
      const { blob, rows } = await downloadCsv(download, {
        signal: abort.signal,
        onProgress: (progress) => setState({ kind: 'running', progress }),
      });
      saveBlob(blob, filename);
      setState({ kind: 'done', rows, bytes: blob.size });
    } catch (error) {
      setState(
        abort.signal.aborted || isSilentError(error)
          ? { kind: 'idle' }
          : { kind: 'failed', message: errorText(error) },
      );
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const isRunning = state.kind === 'running';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {isRunning ? (
        <Button variant="secondary" onClick={() => controller.current?.abort()}>
          Cancel download
        </Button>
      ) : (
        <Button variant="secondary" disabled={!download} onClick={() => void start()}>
          <Download aria-hidden="true" />
          {label}
        </Button>
      )}
      <p role="status" className="flex items-center gap-2 text-sm text-text-muted tabular-nums">
        {isRunning && (
          <>
            <SpinnerGlyph size={16} className="text-primary" />
            Downloading… {progressText(state.progress)}
          </>
        )}
        {state.kind === 'done' &&
          `Downloaded ${countText(state.rows, 'row')} (${bytesText(state.bytes)}).`}
        {state.kind === 'failed' && (
          <span className="text-danger">The download failed: {state.message}</span>
        )}
      </p>
    </div>
  );
}
