import { useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, CircleAlert, Download } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import {
  canGoNext,
  canGoPrevious,
  clampSlide,
  downloadErrorMessage,
  slideForKey,
} from './gallery-model';

export type GallerySlide = {
  /** The image shown. */
  src: string;
  /** What the photo shows, for people who cannot see it. */
  alt: string;
  /** A line under the photo. */
  caption?: string;
  /** Where Download points when there is no `onDownload` (default `src`). */
  downloadUrl?: string;
  /** The file name a browser saves the download as. */
  fileName?: string;
};

export type GalleryProps = Omit<ComponentProps<'section'>, 'onChange'> & {
  /** The photos, shown one at a time in this order. */
  slides: GallerySlide[];
  /** The slide shown (0-based), when the caller owns it. */
  index?: number;
  /** The first slide shown when uncontrolled. Default 0. */
  defaultIndex?: number;
  /** Called with the slide the user moved to. */
  onIndexChange?: (index: number) => void;
  /**
   * Downloads the current slide (e.g. fetches a fresh signed link). A rejection shows its message
   * under the photo (spec: "gallery download error shows the error message"). Without it, Download
   * is a plain link to the slide's `downloadUrl` or `src`.
   */
  onDownload?: (slide: GallerySlide, index: number) => Promise<void> | void;
  /** What one slide is called in labels: 'Photo 2 of 5' (default 'Photo'). */
  itemLabel?: string;
};

/**
 * Photos one at a time (spec: dots, no looping, Download), as the WAI-ARIA tabbed carousel: the dots
 * are tabs, so arrow keys move between slides (stopping at the ends), Home and End jump, and only
 * the current dot is in the Tab order. Previous and Next say they are disabled at the ends instead
 * of wrapping; they stay focusable so focus is not lost when the last slide is reached. The slide
 * area is a polite live region, so the new photo is announced.
 */
export function Gallery({
  slides,
  index,
  defaultIndex = 0,
  onIndexChange,
  onDownload,
  itemLabel = 'Photo',
  className,
  'aria-label': ariaLabel = 'Photos',
  ...props
}: GalleryProps) {
  const [rawIndex, setIndex] = useControllableState({
    value: index,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const count = slides.length;
  const current = clampSlide(rawIndex, count);
  const slide = slides[current];

  const [isDownloading, setIsDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  if (!slide) return null;

  const label = (at: number) => `${itemLabel} ${at + 1} of ${count}`;
  const goTo = (next: number) => {
    setError(null);
    setIndex(clampSlide(next, count));
  };

  /** Arrows, Home and End on the dots move the slide, and focus with it. */
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    // These keys do not scroll the page here, even at an end where nothing moves.
    event.preventDefault();
    const next = slideForKey(event.key, current, count);
    if (next === null) return;
    goTo(next);
    tabRefs.current[next]?.focus();
  };

  const download = async () => {
    if (!onDownload || isDownloading) return;
    setError(null);
    setIsDownloading(true);
    try {
      await onDownload(slide, current);
    } catch (caught) {
      setError(downloadErrorMessage(caught));
    } finally {
      setIsDownloading(false);
    }
  };

  const panelId = `${baseId}-panel`;
  const tabId = (at: number) => `${baseId}-tab-${at}`;
  const isFirst = !canGoPrevious(current);
  const isLast = !canGoNext(current, count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      data-slot="gallery"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div aria-live="polite" data-slot="gallery-viewport">
        {/* Focusable, as a tab panel without controls of its own should be (WAI-ARIA tabs). */}
        <div
          id={panelId}
          role="tabpanel"
          tabIndex={0}
          aria-roledescription="slide"
          aria-labelledby={tabId(current)}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
        >
          <figure className="m-0 flex flex-col gap-2">
            <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-sunken">
              <img src={slide.src} alt={slide.alt} className="size-full object-contain" />
            </div>
            {slide.caption && (
              <figcaption className="text-sm text-text-muted">{slide.caption}</figcaption>
            )}
          </figure>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Previous ${itemLabel.toLowerCase()}`}
            aria-disabled={isFirst || undefined}
            onClick={() => !isFirst && goTo(current - 1)}
          >
            <ChevronLeft />
          </Button>
          <div
            role="tablist"
            aria-label={`${itemLabel}s`}
            data-slot="gallery-dots"
            className="flex items-center"
          >
            {slides.map((_, at) => (
              <button
                key={at}
                ref={(element) => {
                  tabRefs.current[at] = element;
                }}
                id={tabId(at)}
                type="button"
                role="tab"
                aria-selected={at === current}
                aria-controls={at === current ? panelId : undefined}
                aria-label={label(at)}
                tabIndex={at === current ? 0 : -1}
                data-slot="gallery-dot"
                onClick={() => goTo(at)}
                onKeyDown={handleKeyDown}
                // A 24 px target (WCAG 2.5.8) around a small dot.
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-2 rounded-full bg-border-strong transition-transform duration-fast',
                    'group-aria-selected:scale-125 group-aria-selected:bg-primary',
                  )}
                />
              </button>
            ))}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Next ${itemLabel.toLowerCase()}`}
            aria-disabled={isLast || undefined}
            onClick={() => !isLast && goTo(current + 1)}
          >
            <ChevronRight />
          </Button>
        </div>

        {onDownload ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={isDownloading}
            onClick={() => void download()}
          >
            <Download aria-hidden="true" />
            Download
          </Button>
        ) : (
          <Button asChild variant="secondary" size="sm">
            <a href={slide.downloadUrl ?? slide.src} download={slide.fileName ?? true}>
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
        )}
      </div>

      {error && (
        <p
          role="alert"
          data-slot="gallery-error"
          className="flex items-start gap-2 text-sm text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </section>
  );
}
