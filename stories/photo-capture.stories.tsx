import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { PhotoCapture, type PhotoCaptureProps } from '../design-system/photo-capture/photo-capture';

/** The clock-in photo: taken with the phone's camera, previewed, retaken or removed. */
const meta = {
  title: 'Design System/PhotoCapture',
  component: PhotoCapture,
  args: { label: 'Clock-in photo', value: null, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PhotoCapture>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A real PNG drawn on a canvas (a hard hat against the sky), so the preview shows a picture
 * without any request. `toDataURL` is synchronous, so the file exists before the story renders.
 */
function photoFile(name = 'clock-in.png'): File {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#7fb3d5';
    context.fillRect(0, 0, 160, 120);
    context.fillStyle = '#8d6e63';
    context.fillRect(0, 90, 160, 30);
    context.fillStyle = '#f4c430';
    context.beginPath();
    context.arc(80, 80, 40, Math.PI, 0);
    context.fill();
    context.fillRect(30, 76, 100, 8);
  }
  const base64 = canvas.toDataURL('image/png').split(',')[1] ?? '';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A file that reports `size` without holding it: the 50 MB limit needs no 50 MB of memory. */
function sizedFile(name: string, size: number, type: string): File {
  const sized = new File(['x'], name, { type });
  Object.defineProperty(sized, 'size', { value: size });
  return sized;
}

/** The caller's side: it keeps the photo the widget hands over, as the clock-in form does. */
function Controlled({ initial = null, ...args }: PhotoCaptureProps & { initial?: File | null }) {
  const [value, setValue] = useState<File | null>(initial);
  return (
    <PhotoCapture
      {...args}
      value={value}
      onValueChange={(file) => {
        setValue(file);
        args.onValueChange(file);
      }}
    />
  );
}

const controlled = (initial: File | null = null) =>
  function Render(args: PhotoCaptureProps) {
    return <Controlled {...args} initial={initial} />;
  };

/** The phone's narrowest screen the product supports. */
const phoneWidth: Decorator = (Story) => <div className="w-80">{Story()}</div>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The hidden input stands in for the phone's camera or the desktop's chooser: it is in no
  // role or label (people never reach it), so the tests find it as the system would.
  const chooser = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!chooser) throw new Error('no file input');
  const opened = fn();
  chooser.addEventListener('click', () => opened());
  return {
    canvas,
    chooser,
    /** Called each time the camera or chooser would open. */
    opened,
    group: () => canvas.getByRole('group', { name: 'Clock-in photo' }),
    take: () => canvas.getByRole('button', { name: 'Take a photo' }),
    retake: () => canvas.getByRole('button', { name: 'Retake' }),
    remove: () => canvas.getByRole('button', { name: 'Remove' }),
    preview: () => canvas.getByRole('img', { name: 'Preview of Clock-in photo' }),
  };
}

/** Picks a file in the camera or chooser; `allFiles` is the desktop chooser's 'All files'. */
async function choose(chooser: HTMLInputElement, file: File, { allFiles = false } = {}) {
  const user = allFiles ? userEvent.setup({ applyAccept: false }) : userEvent;
  await user.upload(chooser, file);
}

/** Waits until the preview has decoded its picture, so the screenshot shows it. */
async function expectPreviewShown(preview: HTMLElement) {
  await waitFor(() => {
    const image = preview as HTMLImageElement;
    expect(image.complete && image.naturalWidth > 0).toBe(true);
  });
}

export const Default: Story = {
  render: controlled(),
  play: async ({ canvasElement }) => {
    const { canvas, chooser, group, take } = parts(canvasElement);
    // The label names the group the button sits in.
    await expect(group()).toContainElement(take());
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // A phone opens its front camera; only PNG and JPEG are offered.
    await expect(chooser).toHaveAttribute('capture', 'user');
    await expect(chooser).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(chooser).not.toBeVisible();
  },
};

export const ChoosingAPhotoShowsThePreview: Story = {
  render: controlled(),
  play: async ({ canvasElement, args }) => {
    const { canvas, chooser, opened, take, retake, remove, preview } = parts(canvasElement);
    await userEvent.click(take());
    await expect(opened).toHaveBeenCalledTimes(1);
    const photo = photoFile();
    await choose(chooser, photo);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith(photo);
    await expectPreviewShown(preview());
    await expect(preview()).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(canvas.getByText(/^\d+(\.\d)? (B|KB)$/)).toBeVisible();
    await expect(retake()).toBeVisible();
    await expect(remove()).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Take a photo' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Photo chosen, \d/);
  },
};

export const RetakeReopensTheChooser: Story = {
  render: controlled(photoFile()),
  play: async ({ canvasElement, args }) => {
    const { chooser, opened, retake, preview } = parts(canvasElement);
    await expectPreviewShown(preview());
    const before = preview().getAttribute('src');
    await userEvent.click(retake());
    await expect(opened).toHaveBeenCalledTimes(1);
    const second = photoFile('retaken.png');
    await choose(chooser, second);
    await expect(args.onValueChange).toHaveBeenCalledWith(second);
    // A new picture gets a new URL (the old one is revoked).
    await waitFor(() => expect(preview().getAttribute('src')).not.toBe(before));
    await expectPreviewShown(preview());
  },
};

export const RemoveReturnsFocusToTheButton: Story = {
  render: controlled(photoFile()),
  play: async ({ canvasElement, args }) => {
    const { canvas, remove, take, preview } = parts(canvasElement);
    await expectPreviewShown(preview());
    await userEvent.click(remove());
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
    await expect(take()).toHaveFocus();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo removed.');
  },
};

export const RefusesAPdf: Story = {
  render: controlled(),
  play: async ({ canvasElement, args }) => {
    const { canvas, chooser, take } = parts(canvasElement);
    await userEvent.click(take());
    await choose(chooser, new File(['%PDF-1.7'], 'timesheet.pdf', { type: 'application/pdf' }), {
      allFiles: true,
    });
    const text = 'timesheet.pdf is not a supported file type. Use .png, .jpg or .jpeg.';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
    await expect(take()).toHaveAccessibleDescription(text);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const RefusesAPhotoOver50MB: Story = {
  render: controlled(),
  play: async ({ canvasElement, args }) => {
    const { canvas, chooser, take, preview } = parts(canvasElement);
    await userEvent.click(take());
    await choose(chooser, sizedFile('site.jpg', 52428801, 'image/jpeg'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'site.jpg is larger than 50 MB.',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // A photo that fits clears the refusal.
    const photo = photoFile();
    await choose(chooser, photo);
    await expect(args.onValueChange).toHaveBeenCalledWith(photo);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expectPreviewShown(preview());
  },
};

export const WithError: Story = {
  render: controlled(),
  args: { error: 'A clock-in photo is required', hint: 'Your face, for the site log.' },
  play: async ({ canvasElement }) => {
    const { canvas, take } = parts(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('A clock-in photo is required');
    // Marked as every invalid field is: its control's border takes the error's colour.
    await expect(getComputedStyle(take()).borderTopColor).toBe(getComputedStyle(alert).color);
    await expect(take()).toHaveAccessibleDescription(
      'Your face, for the site log. A clock-in photo is required',
    );
  },
};

export const Optional: Story = {
  render: controlled(),
  args: { isOptional: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Optional')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Clock-in photo Optional' })).toBeVisible();
  },
};

export const Disabled: Story = {
  render: controlled(photoFile()),
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { chooser, retake, remove, preview } = parts(canvasElement);
    await expectPreviewShown(preview());
    await expect(retake()).toBeDisabled();
    await expect(remove()).toBeDisabled();
    await expect(chooser).toBeDisabled();
  },
};

export const BackCameraAtPhoneWidth: Story = {
  render: controlled(photoFile()),
  args: { capture: 'environment', label: 'Clock-in photo' },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const { chooser, retake, remove, preview } = parts(canvasElement);
    await expect(chooser).toHaveAttribute('capture', 'environment');
    await expectPreviewShown(preview());
    // Large touch targets: 48 px high, inside the 320 px column.
    for (const button of [retake(), remove()]) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    }
  },
};

/** The widget between two other controls, as in the clock-in form. */
function InAForm(args: PhotoCaptureProps & { initial?: File | null }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Button variant="secondary">Before</Button>
      <Controlled {...args} />
      <Button variant="secondary">After</Button>
    </div>
  );
}

export const TabEntersAndLeavesAndNothingOpensOnFocus: Story = {
  render: (args) => <InAForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const { canvas, chooser, opened, take, retake, remove } = parts(canvasElement);
    const before = canvas.getByRole('button', { name: 'Before' });
    const after = canvas.getByRole('button', { name: 'After' });
    before.focus();
    await userEvent.tab();
    // The button is the one stop; the hidden input is none.
    await expect(take()).toHaveFocus();
    await expect(opened).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(after).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(take()).toHaveFocus();
    // Enter presses the button, which opens the camera or chooser.
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await choose(chooser, photoFile());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    // Chosen: Retake then Remove, then out. (The real chooser hands focus back to the button
    // that opened it; the stand-in's click does not, so the test puts it there.)
    retake().focus();
    await userEvent.tab();
    await expect(remove()).toHaveFocus();
    await userEvent.tab();
    await expect(after).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(take()).toHaveFocus();
  },
};
