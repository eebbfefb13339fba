import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from '../../design-system/file-upload/file-upload';
import {
  FILE_UPLOAD_INVALID_FILES_MESSAGE,
  FILE_UPLOAD_RULES_TEXT,
} from '../../design-system/file-upload/file-upload-validation';
import { createFakeAttachmentServer } from '../fakes/fake-attachment-server';
import {
  ALLOWED,
  button,
  choose,
  drop,
  expectState,
  file,
  parts,
  progressOf,
  uploadMeta,
} from './file-upload-fixtures';

/** The drop zone empty, with uploaded files, disabled and invalid, and every state of a row. */
const meta = {
  title: 'Design System/FileUpload/States',
  component: FileUpload,
  ...uploadMeta(),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input, rows } = parts(canvasElement);
    await expect(input()).toHaveAttribute('type', 'file');
    await expect(input()).toHaveAttribute('multiple');
    await expect(input()).toHaveAttribute(
      'accept',
      '.png,.jpg,.jpeg,.doc,.docx,.rtf,.txt,.pdf,.csv,.xls,.xlsx',
    );
    // 'Choose files' is the input's own label, so clicking it opens the picker.
    await expect(canvas.getByLabelText('Choose files')).toBe(input());
    await expect(canvas.getByText(FILE_UPLOAD_RULES_TEXT)).toBeVisible();
    await expect(input()).toHaveAccessibleDescription(`Use ${ALLOWED} files of up to 50 MB each.`);
    await expect(rows()).toHaveLength(0);

    const plan = file('site-plan.pdf', 3 * 1024);
    await choose(canvasElement, [plan]);
    await expect(args.onUpload).toHaveBeenCalledWith(plan, {
      onProgress: expect.any(Function),
      signal: expect.any(AbortSignal),
    });
    await expectState(canvasElement, 'site-plan.pdf', 'Uploaded');
    await expect(within(parts(canvasElement).row('site-plan.pdf')).getByText('3 KB')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('site-plan.pdf uploaded.');
    await waitFor(() =>
      expect(args.onItemsChange).toHaveBeenLastCalledWith([
        expect.objectContaining({
          name: 'site-plan.pdf',
          state: 'Uploaded',
          result: 'attachment-site-plan.pdf',
        }),
      ]),
    );
  },
};

export const WithUploadedFiles: Story = {
  args: {
    defaultFiles: [
      { name: 'Framing inspection.pdf', size: 1_572_864, result: 'attachment-1' },
      { name: 'Crew photo.JPG', size: 245_760, result: 'attachment-2' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const { row } = parts(canvasElement);
    await expectState(canvasElement, 'Framing inspection.pdf', 'Uploaded');
    await expect(within(row('Framing inspection.pdf')).getByText('1.5 MB')).toBeVisible();
    await expectState(canvasElement, 'Crew photo.JPG', 'Uploaded');
    await expect(within(row('Crew photo.JPG')).getByText('240 KB')).toBeVisible();
    await expect(button(canvasElement, 'Remove Crew photo.JPG')).toBeEnabled();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultFiles: [{ name: 'Framing inspection.pdf', size: 1_572_864, result: 'attachment-1' }],
  },
  play: async ({ canvasElement, args }) => {
    await expect(parts(canvasElement).input()).toBeDisabled();
    await expect(button(canvasElement, 'Remove Framing inspection.pdf')).toBeDisabled();
    drop(canvasElement, [file('late.pdf')]);
    await expect(parts(canvasElement).rows()).toHaveLength(1);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { error: FILE_UPLOAD_INVALID_FILES_MESSAGE },
  play: async ({ canvasElement }) => {
    drop(canvasElement, [file('virus.exe')]);
    await expectState(canvasElement, 'virus.exe', 'Not uploaded');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please remove invalid files.',
    );
    await expect(parts(canvasElement).input()).toHaveAttribute('aria-invalid', 'true');
  },
};

const everyState = createFakeAttachmentServer();

export const ShowsEveryStateOnARow: Story = {
  args: { onUpload: fn(everyState.upload), onRemove: fn(everyState.remove) },
  play: async ({ canvasElement }) => {
    const names = [
      'estimate.xlsx',
      'site-photo.jpg',
      'permit.pdf',
      'invoice.pdf',
      'old-plan.doc',
      'notes.txt',
    ];
    await choose(canvasElement, [...names.map((name) => file(name)), file('setup.exe')], {
      allFiles: true,
    });
    // Initial: a refused file never moves on.
    await expectState(canvasElement, 'setup.exe', 'Not uploaded');
    // Uploading, with its progress.
    everyState.progress('site-photo.jpg', 60);
    await expectState(canvasElement, 'site-photo.jpg', 'Uploading');
    await waitFor(() =>
      expect(progressOf(canvasElement, 'site-photo.jpg')).toHaveAttribute('aria-valuenow', '60'),
    );
    // Selected: an upload cancelled waits to be uploaded again.
    await userEvent.click(button(canvasElement, 'Cancel upload of estimate.xlsx'));
    await expectState(canvasElement, 'estimate.xlsx', 'Ready to upload');
    // Uploaded and UploadFailed.
    for (const name of ['permit.pdf', 'old-plan.doc', 'notes.txt']) everyState.finishUpload(name);
    everyState.failUpload('invoice.pdf');
    await expectState(canvasElement, 'permit.pdf', 'Uploaded');
    await expectState(canvasElement, 'invoice.pdf', 'Upload failed');
    // Removing, and RemoveFailed.
    await expectState(canvasElement, 'notes.txt', 'Uploaded');
    await userEvent.click(button(canvasElement, 'Remove notes.txt'));
    await waitFor(() => everyState.failRemove('notes.txt'));
    await expectState(canvasElement, 'notes.txt', 'Remove failed');
    await expectState(canvasElement, 'old-plan.doc', 'Uploaded');
    await userEvent.click(button(canvasElement, 'Remove old-plan.doc'));
    await expectState(canvasElement, 'old-plan.doc', 'Removing');

    const states = parts(canvasElement)
      .rows()
      .map((row) => row.getAttribute('data-state'));
    await expect(new Set(states)).toEqual(
      new Set([
        'UploadFailed',
        'Initial',
        'Selected',
        'Uploading',
        'Uploaded',
        'RemoveFailed',
        'Removing',
      ]),
    );
  },
};
