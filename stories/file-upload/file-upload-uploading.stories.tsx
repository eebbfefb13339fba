import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from '../../design-system/file-upload/file-upload';
import { createFakeAttachmentServer } from '../fakes/fake-attachment-server';
import {
  button,
  choose,
  expectState,
  file,
  parts,
  progressOf,
  uploadCalls,
  uploadMeta,
} from './file-upload-fixtures';

/** An upload's progress, waiting for Upload, retrying a failure and cancelling. */
const meta = {
  title: 'Design System/FileUpload/Uploading',
  component: FileUpload,
  ...uploadMeta(),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

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
