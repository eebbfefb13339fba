import type { ReactNode } from 'react';

/**
 * Label and value pairs of a read-only record, each label beside its value (a card's details: a
 * time card, a project). DetailList (features/orgs) stacks them instead, in two columns.
 */
export function DetailRows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-text-muted">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
