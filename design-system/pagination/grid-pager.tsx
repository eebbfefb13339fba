import { useId, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { fieldControlClasses } from '../field/field';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { pageButtonVariants } from './pagination';
import {
  DEFAULT_GRID_PAGE_SIZE,
  GRID_PAGE_SIZES,
  GRID_PAGER_BUTTONS,
  clampPage,
  gridPagerPages,
  gridRangeText,
  pageAfterSizeChange,
  pageCountOf,
} from './pagination-model';

export const gridPagerVariants = cva(
  ['flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-text-muted'],
  {
    variants: {
      align: {
        between: 'justify-between',
        end: 'justify-end',
      },
    },
    defaultVariants: { align: 'between' },
  },
);

export type GridPagerProps = Omit<ComponentProps<'div'>, 'onChange'> &
  VariantProps<typeof gridPagerVariants> & {
    /** How many rows there are in all (the n of 'x–y of n'). */
    total: number;
    /** The current page (1-based), when the caller owns it. */
    page?: number;
    /** The first page shown when uncontrolled. Default 1. */
    defaultPage?: number;
    /** Called with the page the user chose (also when a new page size moves the page). */
    onPageChange?: (page: number) => void;
    /** Rows per page, when the caller owns it. */
    pageSize?: number;
    /** Rows per page when uncontrolled. Default 20 (spec). */
    defaultPageSize?: number;
    /** Called with the page size the user chose. */
    onPageSizeChange?: (pageSize: number) => void;
    /** The page sizes offered. Default 20, 50 and 100 (spec). */
    pageSizes?: readonly number[];
    /** Names the page buttons' navigation landmark. Default 'Table pages'. */
    navLabel?: string;
  };

/**
 * The pager under a data grid: the 'x–y of n' range, a rows-per-page choice and five page buttons
 * around the current page, with first, previous, next and last. Unlike `Pagination` it stays in
 * view at one page, since the range and page-size choice still mean something there.
 */
export function GridPager({
  total,
  page,
  defaultPage = 1,
  onPageChange,
  pageSize,
  defaultPageSize = DEFAULT_GRID_PAGE_SIZE,
  onPageSizeChange,
  pageSizes = GRID_PAGE_SIZES,
  navLabel = 'Table pages',
  align,
  className,
  ...props
}: GridPagerProps) {
  const [rawPage, setPage] = useControllableState({
    value: page,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const [size, setSize] = useControllableState({
    value: pageSize,
    defaultValue: defaultPageSize,
    onChange: onPageSizeChange,
  });
  const pageCount = pageCountOf(total, size);
  const current = clampPage(rawPage, pageCount);
  const isFirst = current <= 1;
  const isLast = current >= pageCount;
  const sizeId = useId();

  const go = (target: number) => setPage(clampPage(target, pageCount));
  const arrow = (label: string, target: number, isDisabled: boolean, icon: ReactNode) => (
    <li>
      {/* aria-disabled keeps keyboard focus on the button when the end is reached. */}
      <button
        type="button"
        aria-label={label}
        aria-disabled={isDisabled || undefined}
        className={pageButtonVariants({ size: 'sm' })}
        onClick={() => !isDisabled && go(target)}
      >
        {icon}
      </button>
    </li>
  );

  return (
    <div data-slot="grid-pager" className={cn(gridPagerVariants({ align }), className)} {...props}>
      <p data-slot="grid-pager-range" aria-live="polite" className="tabular-nums">
        {gridRangeText(current, size, total)}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="whitespace-nowrap">
            Rows per page
          </label>
          <div className="relative">
            <select
              id={sizeId}
              data-slot="grid-pager-size"
              value={size}
              onChange={(event) => {
                const nextSize = Number(event.target.value);
                const nextPage = pageAfterSizeChange(current, size, nextSize);
                setSize(nextSize);
                setPage(clampPage(nextPage, pageCountOf(total, nextSize)));
              }}
              className={cn(fieldControlClasses, 'h-8 w-auto cursor-pointer appearance-none pr-8')}
            >
              {pageSizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-text-muted"
            />
          </div>
        </div>
        <nav data-slot="grid-pager-pages" aria-label={navLabel}>
          <ul className="flex items-center gap-1">
            {arrow('First page', 1, isFirst, <ChevronsLeft aria-hidden="true" />)}
            {arrow('Previous page', current - 1, isFirst, <ChevronLeft aria-hidden="true" />)}
            {gridPagerPages(current, pageCount, GRID_PAGER_BUTTONS).map((pageNumber) => (
              <li key={pageNumber}>
                <button
                  type="button"
                  data-slot="grid-pager-page"
                  data-state={pageNumber === current ? 'current' : undefined}
                  aria-label={`Page ${pageNumber}`}
                  aria-current={pageNumber === current ? 'page' : undefined}
                  className={pageButtonVariants({ size: 'sm' })}
                  onClick={() => go(pageNumber)}
                >
                  {pageNumber}
                </button>
              </li>
            ))}
            {arrow('Next page', current + 1, isLast, <ChevronRight aria-hidden="true" />)}
            {arrow('Last page', pageCount, isLast, <ChevronsRight aria-hidden="true" />)}
          </ul>
        </nav>
      </div>
    </div>
  );
}
