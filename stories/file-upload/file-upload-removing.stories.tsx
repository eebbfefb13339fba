import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from '../../design-system/file-upload/file-upload';
import { createFakeAttachmentServer } from '../fakes/fake-attachment-server';
import { button, choose, expectState, file, parts, uploadMeta } from './file-upload-fixtures';

/** Removing an uploaded file, and retrying a removal that failed. */
const meta = {
  title: 'Design System/FileUpload/Removing',
  component: FileUpload,
  ...uploadMeta(),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const removeRun = createFakeAttachmentServer();

export const RemovesAnUploadedFile: Story = {
  args: { onUpload: fn(removeRun.upload), onRemove: fn(removeRun.remove) },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, [file('permit.png')]);
    removeRun.finishUpload('permit.png');
    await expectState(canvasElement, 'permit.png', 'Uploaded');
    const remove = button(canvasElement, 'Remove permit.png');
    await userEvent.click(remove);
    await expectState(canvasElement, 'permit.png', 'Removing');
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'permit.png', result: 'attachment-1' }),
    );
    await waitFor(() => removeRun.finishRemove('permit.png'));
    await waitFor(() => expect(parts(canvasElement).rows()).toHaveLength(0));
    await expect(removeRun.records()).toEqual([]);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'permit.png removed.',
    );
  },
};

const removeFailRun = createFakeAttachmentServer();

export const RemoveFailureCanBeRetried: Story = {
  args: { onUpload: fn(removeFailRun.upload), onRemove: fn(removeFailRun.remove) },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, [file('notes.rtf')]);
    removeFailRun.finishUpload('notes.rtf');
    await expectState(canvasElement, 'notes.rtf', 'Uploaded');
    await userEvent.click(button(canvasElement, 'Remove notes.rtf'));
    await expectState(canvasElement, 'notes.rtf', 'Removing');
    await waitFor(() => removeFailRun.failRemove('notes.rtf'));
    await expectState(canvasElement, 'notes.rtf', 'Remove failed');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'notes.rtf could not be removed.',
    );

    await userEvent.click(button(canvasElement, 'Retry removing notes.rtf'));
    await expectState(canvasElement, 'notes.rtf', 'Removing');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
    await waitFor(() => removeFailRun.finishRemove('notes.rtf'));
    await waitFor(() => expect(parts(canvasElement).rows()).toHaveLength(0));
  },
};
