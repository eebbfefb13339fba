import { useId, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { cn } from '../../../design-system/lib/cn';

export type KitchenSinkSectionProps = {
  /** The section's h2, which also names its region. */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  children: ReactNode;
};

/**
 * One group of widgets: an h2 and a grid of panels, one column on phones, two from `md` and three
 * from `lg`, so the default story viewport (1200 px) shows three.
 */
export function KitchenSinkSection({ title, description, children }: KitchenSinkSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 border-b border-border pb-2">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-text">
          {title}
        </h2>
        {description && <p className="text-sm text-text-muted">{description}</p>}
      </div>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
        {children}
      </div>
    </section>
  );
}

const SPANS = {
  one: undefined,
  /** Two columns from `md`. */
  two: 'md:col-span-2',
  /** The whole row at every width. */
  full: 'md:col-span-2 lg:col-span-3',
};

export type DemoPanelProps = {
  /** The panel's h3. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** How many grid columns the panel takes. Default one. */
  span?: keyof typeof SPANS;
  className?: string;
  children: ReactNode;
};

/** A card holding one or a few widgets under an h3. min-w-0 keeps wide content inside its column. */
export function DemoPanel({
  title,
  description,
  span = 'one',
  className,
  children,
}: DemoPanelProps) {
  return (
    <Card className={cn('min-w-0', SPANS[span], className)}>
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4">{children}</CardContent>
    </Card>
  );
}
