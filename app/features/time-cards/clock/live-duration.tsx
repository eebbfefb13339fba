import { useId } from 'react';
import { clockFace, spokenDuration } from './clock-format';

/**
 * One running figure of the clock ("Worked 1:05:32"). role="timer" is not a live region: a
 * screen reader reads it when the member reaches it and is not interrupted every second; what it
 * reads changes by the minute, the visible face by the second.
 */
export function LiveDuration({ label, seconds }: { label: string; seconds: number }) {
  const labelId = useId();
  return (
    <div className="flex flex-col">
      <span id={labelId} className="text-sm font-medium text-text-muted">
        {label}
      </span>
      <span
        role="timer"
        aria-labelledby={labelId}
        className="text-4xl font-semibold tracking-tight text-text tabular-nums"
      >
        <span aria-hidden="true">{clockFace(seconds)}</span>
        <span className="sr-only">{spokenDuration(seconds)}</span>
      </span>
    </div>
  );
}
