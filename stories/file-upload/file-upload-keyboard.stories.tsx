import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from '../../design-system/file-upload/file-upload';
import { createFakeAttachmentServer } from '../fakes/fake-attachment-server';
import { button, choose, expectState, file, parts, uploadMeta } from './file-upload-fixtures';

/** Choosing, uploading, cancelling and removing files without a pointer, and where focus goes. */
const meta = {
  title: 'Design System/FileUpload/Keyboard',
  component: FileUpload,
  ...uploadMeta(),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const keyboardRun = createFakeAttachmentServer();

export const WorksWithTheKeyboard: Story = {
  args: { onUpload: fn(keyboardRun.upload), onRemove: fn(keyboardRun.remove) },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await userEvent.tab();
    await expect(input()).toHaveFocus();
    // The input is hidden; its 'Choose files' label shows the focus ring instead.
    const chooseButton = within(canvasElement).getByText('Choose files');
    await expect(getComputedStyle(chooseButton).outlineStyle).toBe('solid');
    // Enter opens the system picker from here; the test stands in for the picker.
    await choose(canvasElement, [file('a.pdf'), file('b.pdf')]);
    await userEvent.tab();
    await expect(button(canvasElement, 'Cancel upload of a.pdf')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectState(canvasElement, 'a.pdf', 'Ready to upload');
    // Upload comes first in the row; once it starts, focus moves to the row's Cancel.
    await userEvent.tab({ shift: true });
    await expect(button(canvasElement, 'Upload a.pdf')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectState(canvasElement, 'a.pdf', 'Uploading');
    await waitFor(() => expect(button(canvasElement, 'Cancel upload of a.pdf')).toHaveFocus());

    keyboardRun.finishUpload('a.pdf');
    keyboardRun.finishUpload('b.pdf');
    await expectState(canvasElement, 'a.pdf', 'Uploaded');
    await expect(button(canvasElement, 'Remove a.pdf')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectState(canvasElement, 'a.pdf', 'Removing');
    await expect(button(canvasElement, 'Remove a.pdf')).toHaveFocus();
    await waitFor(() => keyboardRun.finishRemove('a.pdf'));
    // The row goes; focus moves to the row now in its place, then back to the input.
    await waitFor(() => expect(button(canvasElement, 'Remove b.pdf')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => keyboardRun.finishRemove('b.pdf'));
    await waitFor(() => expect(input()).toHaveFocus());
  },
};
