import { useId, type ReactNode } from 'react';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../design-system/card/card';
import { cn } from '../../../design-system/lib/cn';
import { Skeleton, SkeletonGroup } from '../../../design-system/skeleton/skeleton';
import { errorText } from '../../api/api-error';

/**
 * One block of the dashboard: a card named by its heading (a region, so a screen reader lists
 * it among the page's landmarks), a line of figures under the title, and an optional way on.
 */
export function DashboardBlock({
  title,
  summary,
  action,
  children,
  className,
}: {
  title: string;
  /** The block's figures in a line ('3 people clocked in'). */
  summary?: ReactNode;
  /** A link or button on the title's line. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={headingId}>{title}</CardTitle>
          {summary && <p className="text-sm text-text-muted">{summary}</p>}
        </div>
        {action}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** The block's body while its data loads. */
export function BlockLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <SkeletonGroup label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </SkeletonGroup>
  );
}

/** The block's body when its data could not be read, with a way to try again. */
export function BlockError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="danger" title="This could not be loaded">
      <div className="flex flex-col items-start gap-2">
        <span>{errorText(error)}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
