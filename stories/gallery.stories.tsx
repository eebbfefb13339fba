import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Gallery, type GallerySlide } from '../design-system/gallery/gallery';

/** A stand-in photo drawn as SVG, so the stories need no network and screenshot the same. */
function photo(title: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<rect width="800" height="600" fill="hsl(${hue} 35% 72%)"/>
<path d="M0 430 L220 250 L380 390 L520 280 L800 470 L800 600 L0 600 Z" fill="hsl(${hue} 30% 45%)"/>
<circle cx="640" cy="140" r="60" fill="hsl(45 90% 80%)"/>
<text x="40" y="80" font-family="sans-serif" font-size="44" fill="hsl(${hue} 40% 18%)">${title}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const SLIDES: GallerySlide[] = [
  {
    src: photo('Site entrance', 200),
    alt: 'The gate of the Elm Street site at 7:02 AM',
    caption: 'Clock-in photo, 7:02 AM',
    fileName: 'clock-in.jpg',
  },
  {
    src: photo('Scaffolding', 140),
    alt: 'Scaffolding on the north wall',
    caption: 'Task note photo, 10:15 AM',
    fileName: 'scaffolding.jpg',
  },
  {
    src: photo('Delivery', 20),
    alt: 'A pallet of bricks by the skip',
    caption: 'Clock-out photo, 3:48 PM',
    fileName: 'clock-out.jpg',
  },
];

const meta = {
  title: 'Design System/Gallery',
  component: Gallery,
  args: { slides: SLIDES, onIndexChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const gallery = canvas.getByRole('region', { name: 'Photos' });
  return {
    canvas,
    gallery,
    previous: canvas.getByRole('button', { name: 'Previous photo' }),
    next: canvas.getByRole('button', { name: 'Next photo' }),
    dots: () => within(canvas.getByRole('tablist', { name: 'Photos' })).getAllByRole('tab'),
    slide: () => canvas.getByRole('tabpanel'),
  };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, gallery, previous, next, dots, slide } = parts(canvasElement);
    await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    // One slide at a time.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'The gate of the Elm Street site at 7:02 AM',
    );
    await expect(slide()).toHaveAccessibleName('Photo 1 of 3');
    await expect(canvas.getByText('Clock-in photo, 7:02 AM')).toBeVisible();
    // One dot per slide, the current one marked.
    const all = dots();
    await expect(all).toHaveLength(3);
    await expect(all[0]).toHaveAccessibleName('Photo 1 of 3');
    await expect(all[0]).toHaveAttribute('aria-selected', 'true');
    await expect(all[1]).toHaveAttribute('aria-selected', 'false');
    await expect(all[2]).toHaveAttribute('aria-selected', 'false');
    // No looping: Previous is disabled on the first slide.
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled');
    const download = canvas.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', SLIDES[0]?.src);
    await expect(download).toHaveAttribute('download', 'clock-in.jpg');
  },
};

export const NextAndPreviousStopAtTheEnds: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, previous, next, dots, slide } = parts(canvasElement);
    await userEvent.click(next);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(slide()).toHaveAccessibleName('Photo 2 of 3');
    await expect(dots()[1]).toHaveAttribute('aria-selected', 'true');
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    await expect(slide()).toHaveAccessibleName('Photo 3 of 3');
    await expect(canvas.getByRole('img')).toHaveAccessibleName('A pallet of bricks by the skip');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      SLIDES[2]?.src,
    );
    // At the end Next stays focusable but does nothing: no wrap to the first photo.
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(slide()).toHaveAccessibleName('Photo 3 of 3');
    await expect(args.onIndexChange).toHaveBeenCalledTimes(2);
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(slide()).toHaveAccessibleName('Photo 1 of 3');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(slide()).toHaveAccessibleName('Photo 1 of 3');
  },
};

export const DotsJumpToTheirSlide: Story = {
  play: async ({ canvasElement, args }) => {
    const { dots, slide } = parts(canvasElement);
    await userEvent.click(dots()[2] as HTMLElement);
    await expect(args.onIndexChange).toHaveBeenCalledWith(2);
    await expect(slide()).toHaveAccessibleName('Photo 3 of 3');
    await expect(dots()[2]).toHaveAttribute('aria-selected', 'true');
    await expect(dots()[0]).toHaveAttribute('aria-selected', 'false');
  },
};

export const ArrowKeysMoveWithoutLooping: Story = {
  play: async ({ canvasElement }) => {
    const { dots, slide } = parts(canvasElement);
    // Tab reaches the slide, then Previous (disabled but focusable), then the current dot.
    await userEvent.tab();
    await expect(slide()).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dots()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slide()).toHaveAccessibleName('Photo 1 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slide()).toHaveAccessibleName('Photo 2 of 3');
    await expect(dots()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slide()).toHaveAccessibleName('Photo 3 of 3');
    await expect(dots()[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(slide()).toHaveAccessibleName('Photo 1 of 3');
    await userEvent.keyboard('{End}');
    await expect(slide()).toHaveAccessibleName('Photo 3 of 3');
    // Only the current dot is in the Tab order.
    await expect(dots().map((dot) => dot.tabIndex)).toEqual([-1, -1, 0]);
  },
};

export const DownloadCallsOnDownload: Story = {
  args: { onDownload: fn(async () => {}), defaultIndex: 1 },
  play: async ({ canvasElement, args }) => {
    const { canvas } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith(SLIDES[1], 1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const DownloadErrorShowsTheMessage: Story = {
  args: {
    onDownload: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      throw new Error('The download link has expired. Please reload the time card.');
    }),
  },
  play: async ({ canvasElement }) => {
    const { canvas, next } = parts(canvasElement);
    const download = canvas.getByRole('button', { name: 'Download' });
    await userEvent.click(download);
    // Busy while the download runs.
    await expect(download).toBeDisabled();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The download link has expired. Please reload the time card.',
    );
    await expect(download).toBeEnabled();
    // Moving to another photo clears the old photo's error.
    await userEvent.click(next);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const DownloadErrorWithoutMessage: Story = {
  args: { onDownload: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sorry, something went wrong');
  },
};

export const SinglePhoto: Story = {
  args: { slides: SLIDES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const { previous, next, dots } = parts(canvasElement);
    await expect(dots()).toHaveLength(1);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  },
};
