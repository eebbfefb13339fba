import { useState, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import {
  clampPage,
  isPaginationShown,
  nextPageWindow,
  pagesOfWindow,
  type PageWindow,
} from './pagination-model';

/** One square page button; shared with the grid pager so both pagers look alike. */
export const pageButtonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-md font-medium tabular-nums',
    'transition-colors duration-fast ease-standard select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'text-text hover:bg-surface-sunken',
    'aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground aria-[current=page]:hover:bg-primary-hover',
    'aria-disabled:cursor-not-allowed aria-disabled:text-text-subtle aria-disabled:hover:bg-transparent',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 min-w-8 px-2 text-sm',
        md: 'h-9 min-w-9 px-2.5 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> &
  VariantProps<typeof pageButtonVariants> & {
    /** How many pages there are. The pagination hides itself at 1 page or fewer (spec). */
    pageCount: number;
    /** The current page (1-based), when the caller owns it. */
    page?: number;
    /** The first page shown when uncontrolled. Default 1. */
    defaultPage?: number;
    /** Called with the page the user chose. */
    onPageChange?: (page: number) => void;
    /**
     * Default true: choosing a page scrolls the page (and any scrolling box around the pagination)
     * back to the top, so the new page's rows are read from their start (spec).
     */
    scrollToTop?: boolean;
  };

/**
 * Page selector for long lists: Previous, a window of up to 10 pages and Next, in a navigation
 * landmark. The window follows the spec: it moves once the current page is 10 or more and sits on
 * its edge, and starts again when the page count changes.
 */
export function Pagination({
  pageCount,
  page,
  defaultPage = 1,
  onPageChange,
  scrollToTop = true,
  size,
  className,
  'aria-label': ariaLabel = 'Pagination',
  ...props
}: PaginationProps) {
  const [rawPage, setPage] = useControllableState({
    value: page,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const current = clampPage(rawPage, pageCount);

  // The window remembers where it was (it only moves at its edges), so it is state; it is adjusted
  // during render when the page or page count changes, React's pattern for state derived from props.
  const [pageWindow, setPageWindow] = useState<PageWindow>(() =>
    nextPageWindow(null, current, pageCount),
  );
  const nextWindow = nextPageWindow(pageWindow, current, pageCount);
  if (nextWindow !== pageWindow) setPageWindow(nextWindow);

  if (!isPaginationShown(pageCount)) return null;

  const choose = (target: number, from: HTMLElement) => {
    const next = clampPage(target, pageCount);
    if (next === current) return;
    setPage(next);
    if (scrollToTop) scrollToTopFrom(from);
  };
  const isFirst = current <= 1;
  const isLast = current >= pageCount;

  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel}
      className={cn('flex flex-col items-center gap-2', className)}
      {...props}
    >
      {/* Previous and Next stay at the ends of the row; on a narrow screen the pages wrap between them. */}
      <div className="flex items-start gap-1">
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus at the first or last page. */}
        <button
          type="button"
          data-slot="pagination-previous"
          aria-label="Previous page"
          aria-disabled={isFirst || undefined}
          className={pageButtonVariants({ size })}
          onClick={(event) => !isFirst && choose(current - 1, event.currentTarget)}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <ul className="flex flex-wrap items-center justify-center gap-1">
          {pagesOfWindow(nextWindow).map((pageNumber) => (
            <li key={pageNumber}>
              <button
                type="button"
                data-slot="pagination-page"
                data-state={pageNumber === current ? 'current' : undefined}
                aria-label={`Page ${pageNumber}`}
                aria-current={pageNumber === current ? 'page' : undefined}
                className={pageButtonVariants({ size })}
                onClick={(event) => choose(pageNumber, event.currentTarget)}
              >
                {pageNumber}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          data-slot="pagination-next"
          aria-label="Next page"
          aria-disabled={isLast || undefined}
          className={pageButtonVariants({ size })}
          onClick={(event) => !isLast && choose(current + 1, event.currentTarget)}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      {/* Screen readers hear where they landed; sighted users see the highlighted page. */}
      <p aria-live="polite" className="sr-only">
        {`Page ${current} of ${pageCount}`}
      </p>
    </nav>
  );
}

/**
 * Scrolls the document and every scrolling box around `from` back to the top. The list may scroll
 * inside a panel rather than the window, and the pagination cannot know which.
 */
function scrollToTopFrom(from: HTMLElement) {
  for (let node = from.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    const scrolls = overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay';
    if (scrolls && node.scrollTop > 0) node.scrollTop = 0;
  }
  window.scrollTo({ top: 0 });
}
