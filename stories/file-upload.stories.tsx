import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import { createFakeAttachmentServer } from './fakes/fake-attachment-server';
import { FileUpload, type FileUploadProps } from '../design-system/file-upload/file-upload';
import {
  uploadedResults,
  type FileUploadItem,
} from '../design-system/file-upload/file-upload-model';
import {
  FILE_UPLOAD_INVALID_FILES_MESSAGE,
  FILE_UPLOAD_RULES_TEXT,
  invalidFilesError,
} from '../design-system/file-upload/file-upload-validation';

const meta = {
  title: 'Design System/FileUpload',
  component: FileUpload,
  args: {
    label: 'Attachments',
    onUpload: fn(async (file: File) => `attachment-${file.name}`),
    onRemove: fn(async (_item: FileUploadItem) => {}),
    onItemsChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALLOWED = '.png, .jpg, .jpeg, .doc, .docx, .rtf, .txt, .pdf, .csv, .xls or .xlsx';

/** A small file with real bytes. */
const file = (name: string, bytes = 2048) => new File(['x'.repeat(bytes)], name);

/** A file that reports `size` without holding it: the 50 MB boundary needs no 50 MB of memory. */
function sizedFile(name: string, size: number): File {
  const sized = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(sized, 'size', { value: size });
  return sized;
}

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: () => canvas.getByLabelText('Attachments'),
    row: (name: string) => canvas.getByRole('listitem', { name }),
    rows: () => canvas.queryAllByRole('listitem'),
  };
}

/** Chooses files in the system picker; `allFiles` is the picker's 'All files' (no accept filter). */
async function choose(canvasElement: HTMLElement, files: File[], { allFiles = false } = {}) {
  const user = allFiles ? userEvent.setup({ applyAccept: false }) : userEvent;
  await user.upload(within(canvasElement).getByLabelText('Attachments'), files);
}

/** Drops files on the drop zone, as a drag from the desktop does. */
function drop(canvasElement: HTMLElement, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const dropped of files) dataTransfer.items.add(dropped);
  const target = within(canvasElement).getByText('Drop files here or');
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/** Waits until a file's row shows a state: its words on screen and in the row's description. */
async function expectState(canvasElement: HTMLElement, name: string, text: string) {
  await waitFor(() => {
    const row = within(canvasElement).getByRole('listitem', { name });
    expect(within(row).getByText(text)).toBeVisible();
    expect(row).toHaveAccessibleDescription(expect.stringContaining(text));
  });
}

const progressOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('listitem', { name })).getByRole('progressbar', {
    name: `Uploading ${name}`,
  });

const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

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

const progressRun = createFakeAttachmentServer();

export const UploadShowsProgressThenUploaded: Story = {
  args: { onUpload: fn(progressRun.upload) },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, [file('timesheet.csv')]);
    await expectState(canvasElement, 'timesheet.csv', 'Uploading');
    const bar = progressOf(canvasElement, 'timesheet.csv');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    // Spec flow: the record exists as 'initiated' while the file is on its way.
    await expect(progressRun.records()).toEqual([
      expect.objectContaining({ file_name: 'timesheet.csv', upload_state: 'initiated' }),
    ]);
    for (const percent of [25, 80]) {
      progressRun.progress('timesheet.csv', percent);
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', String(percent)));
      await expect(
        within(parts(canvasElement).row('timesheet.csv')).getByText(`${percent}%`),
      ).toBeVisible();
    }
    progressRun.finishUpload('timesheet.csv');
    await expectState(canvasElement, 'timesheet.csv', 'Uploaded');
    await expect(
      within(parts(canvasElement).row('timesheet.csv')).queryByRole('progressbar'),
    ).not.toBeInTheDocument();
    await expect(progressRun.records()).toEqual([
      expect.objectContaining({ upload_state: 'success' }),
    ]);
  },
};

const selectedRun = createFakeAttachmentServer();

export const WaitsAsSelectedUntilUploadIsPressed: Story = {
  args: { autoUpload: false, onUpload: fn(selectedRun.upload) },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, [file('daily-log.docx')]);
    await expectState(canvasElement, 'daily-log.docx', 'Ready to upload');
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(button(canvasElement, 'Upload daily-log.docx'));
    await expectState(canvasElement, 'daily-log.docx', 'Uploading');
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    selectedRun.finishUpload('daily-log.docx');
    await expectState(canvasElement, 'daily-log.docx', 'Uploaded');
  },
};

const retryRun = createFakeAttachmentServer();

export const FailedUploadCanBeRetried: Story = {
  args: { onUpload: fn(retryRun.upload) },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, [file('invoice.pdf')]);
    retryRun.progress('invoice.pdf', 40);
    retryRun.failUpload('invoice.pdf');
    await expectState(canvasElement, 'invoice.pdf', 'Upload failed');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'invoice.pdf failed to upload.',
    );
    await expect(retryRun.records()).toEqual([expect.objectContaining({ upload_state: 'error' })]);

    await userEvent.click(button(canvasElement, 'Retry upload of invoice.pdf'));
    await expectState(canvasElement, 'invoice.pdf', 'Uploading');
    // A new attempt starts from nothing, with a new record.
    await expect(progressOf(canvasElement, 'invoice.pdf')).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
    retryRun.finishUpload('invoice.pdf');
    await expectState(canvasElement, 'invoice.pdf', 'Uploaded');
    await expect(retryRun.records().map((record) => record.upload_state)).toEqual([
      'error',
      'success',
    ]);
  },
};

const cancelRun = createFakeAttachmentServer();

export const CancelStopsAnUpload: Story = {
  args: { onUpload: fn(cancelRun.upload) },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, [file('bid.xls')]);
    cancelRun.progress('bid.xls', 30);
    await userEvent.click(button(canvasElement, 'Cancel upload of bid.xls'));
    await expectState(canvasElement, 'bid.xls', 'Ready to upload');
    const [, options] = uploadCalls(args.onUpload)[0] ?? [];
    await expect(options?.signal.aborted).toBe(true);
    await waitFor(() =>
      expect(cancelRun.records()).toEqual([expect.objectContaining({ upload_state: 'error' })]),
    );

    await userEvent.click(button(canvasElement, 'Upload bid.xls'));
    await expectState(canvasElement, 'bid.xls', 'Uploading');
    cancelRun.finishUpload('bid.xls');
    await expectState(canvasElement, 'bid.xls', 'Uploaded');
  },
};

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

/** The spy's calls, typed as the upload callback's arguments. */
function uploadCalls(mock: FileUploadProps['onUpload']) {
  return (mock as unknown as { mock: { calls: Parameters<FileUploadProps['onUpload']>[] } }).mock
    .calls;
}
