import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../design-system/button/button';
import { FileUpload, type FileUploadProps } from '../../design-system/file-upload/file-upload';
import {
  uploadedResults,
  type FileUploadItem,
} from '../../design-system/file-upload/file-upload-model';
import { invalidFilesError } from '../../design-system/file-upload/file-upload-validation';
import {
  ALLOWED,
  button,
  choose,
  drop,
  expectState,
  file,
  parts,
  sizedFile,
  uploadCalls,
  uploadMeta,
} from './file-upload-fixtures';

/** The spec's file types and 50 MB limit, and a form that refuses to submit invalid files. */
const meta = {
  title: 'Design System/FileUpload/Validation',
  component: FileUpload,
  ...uploadMeta(),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RefusesUnsupportedFileTypes: Story = {
  play: async ({ canvasElement, args }) => {
    // Dropping skips the picker's filter; so does its 'All files' choice.
    drop(canvasElement, [file('setup.exe'), file('PLAN.PDF'), file('Photo.JPG')]);
    await choose(canvasElement, [file('README')], { allFiles: true });
    await expectState(canvasElement, 'setup.exe', 'Not uploaded');
    const { row } = parts(canvasElement);
    await expect(
      within(row('setup.exe')).getByText(`setup.exe is not a supported file type. Use ${ALLOWED}.`),
    ).toBeVisible();
    await expect(
      within(row('README')).getByText(`README is not a supported file type. Use ${ALLOWED}.`),
    ).toBeVisible();
    // Extensions are compared without case.
    await expectState(canvasElement, 'PLAN.PDF', 'Uploaded');
    await expectState(canvasElement, 'Photo.JPG', 'Uploaded');
    await expect(args.onUpload).toHaveBeenCalledTimes(2);

    // A refused file never reached the server: removing it needs no call.
    await userEvent.click(button(canvasElement, 'Remove setup.exe'));
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('listitem', { name: 'setup.exe' }),
      ).not.toBeInTheDocument(),
    );
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const AcceptsUpTo50MBInclusive: Story = {
  play: async ({ canvasElement, args }) => {
    const under = sizedFile('under.pdf', 52428799);
    const exact = sizedFile('exact.pdf', 52428800);
    const over = sizedFile('over.pdf', 52428801);
    await choose(canvasElement, [under, exact, over]);
    await expectState(canvasElement, 'under.pdf', 'Uploaded');
    await expectState(canvasElement, 'exact.pdf', 'Uploaded');
    await expectState(canvasElement, 'over.pdf', 'Not uploaded');
    const { row } = parts(canvasElement);
    await expect(within(row('over.pdf')).getByText('over.pdf is larger than 50 MB.')).toBeVisible();
    // Sizes round up, so only a refused file reads more than 50 MB.
    await expect(within(row('under.pdf')).getByText('50 MB')).toBeVisible();
    await expect(within(row('exact.pdf')).getByText('50 MB')).toBeVisible();
    await expect(within(row('over.pdf')).getByText('50.1 MB')).toBeVisible();
    // Files compare equal by value, so the calls are read by name and size.
    const sent = uploadCalls(args.onUpload).map(([sentFile]) => [sentFile.name, sentFile.size]);
    await expect(sent).toEqual([
      ['under.pdf', 52428799],
      ['exact.pdf', 52428800],
    ]);
  },
};

/** A note form as a screen would build it: it blocks submit while any file is invalid. */
function NoteForm({
  onSave,
  onItemsChange,
  ...props
}: FileUploadProps & { onSave: (attachmentIds: unknown[]) => void }) {
  const [items, setItems] = useState<FileUploadItem[]>([]);
  const [isSubmitted, setIsSubmitted] = useState(false);
  // Shown after a blocked submit, and gone as soon as the invalid files are.
  const error = isSubmitted ? invalidFilesError(items) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (invalidFilesError(items)) return;
    onSave(uploadedResults(items));
  };
  return (
    <form onSubmit={submit} aria-label="Note" className="flex flex-col gap-4">
      <FileUpload
        {...props}
        error={error}
        onItemsChange={(next) => {
          setItems(next);
          onItemsChange?.(next);
        }}
      />
      <Button type="submit" className="self-start">
        Save note
      </Button>
    </form>
  );
}

const saveNote = fn();

export const FormBlocksSubmitWhileFilesAreInvalid: Story = {
  render: (args) => <NoteForm {...args} onSave={saveNote} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    drop(canvasElement, [file('site-plan.pdf'), file('virus.exe')]);
    await expectState(canvasElement, 'site-plan.pdf', 'Uploaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert.textContent).toBe('Please remove invalid files.');
    await expect(parts(canvasElement).input()).toHaveAttribute('aria-invalid', 'true');
    await expect(parts(canvasElement).input()).toHaveAccessibleDescription(
      expect.stringContaining('Please remove invalid files.'),
    );
    await expect(saveNote).not.toHaveBeenCalled();

    await userEvent.click(button(canvasElement, 'Remove virus.exe'));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await expect(saveNote).toHaveBeenCalledWith(['attachment-site-plan.pdf']);
  },
};
