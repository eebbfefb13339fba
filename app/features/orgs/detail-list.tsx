import type { ReactNode } from 'react';

/** Label and value pairs of a read-only record, as a description list. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-text-muted">{item.label}</dt>
          <dd className="text-sm font-medium break-words text-text">
            {item.value ?? <span className="text-text-subtle">Not set</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
