/**
 * What the file upload's story files share: the meta's args, files to choose or drop, and the steps
 * and queries the play functions use on the drop zone and the file rows.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FileUpload, FileUploadProps } from '../../design-system/file-upload/file-upload';
import type { FileUploadItem } from '../../design-system/file-upload/file-upload-model';

const narrow: Decorator = (Story) => <div className="max-w-lg">{Story()}</div>;

/**
 * The meta every story file shares but its title and component (which each file names itself):
 * made afresh for each file, so that each gets its own `fn()` spies.
 */
export const uploadMeta = () =>
  ({
    args: {
      label: 'Attachments',
      onUpload: fn(async (file: File) => `attachment-${file.name}`),
      onRemove: fn(async (_item: FileUploadItem) => {}),
      onItemsChange: fn(),
    },
    decorators: [narrow],
  }) satisfies Meta<typeof FileUpload>;

export const ALLOWED = '.png, .jpg, .jpeg, .doc, .docx, .rtf, .txt, .pdf, .csv, .xls or .xlsx';

/** A small file with real bytes. */
export const file = (name: string, bytes = 2048) => new File(['x'.repeat(bytes)], name);

/** A file that reports `size` without holding it: the 50 MB boundary needs no 50 MB of memory. */
export function sizedFile(name: string, size: number): File {
  const sized = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(sized, 'size', { value: size });
  return sized;
}

export function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: () => canvas.getByLabelText('Attachments'),
    row: (name: string) => canvas.getByRole('listitem', { name }),
    rows: () => canvas.queryAllByRole('listitem'),
  };
}

/** Chooses files in the system picker; `allFiles` is the picker's 'All files' (no accept filter). */
export async function choose(canvasElement: HTMLElement, files: File[], { allFiles = false } = {}) {
  const user = allFiles ? userEvent.setup({ applyAccept: false }) : userEvent;
  await user.upload(within(canvasElement).getByLabelText('Attachments'), files);
}

/** Drops files on the drop zone, as a drag from the desktop does. */
export function drop(canvasElement: HTMLElement, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const dropped of files) dataTransfer.items.add(dropped);
  const target = within(canvasElement).getByText('Drop files here or');
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/** Waits until a file's row shows a state: its words on screen and in the row's description. */
export async function expectState(canvasElement: HTMLElement, name: string, text: string) {
  await waitFor(() => {
    const row = within(canvasElement).getByRole('listitem', { name });
    expect(within(row).getByText(text)).toBeVisible();
    expect(row).toHaveAccessibleDescription(expect.stringContaining(text));
  });
}

export const progressOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('listitem', { name })).getByRole('progressbar', {
    name: `Uploading ${name}`,
  });

export const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** The spy's calls, typed as the upload callback's arguments. */
export function uploadCalls(mock: FileUploadProps['onUpload']) {
  return (mock as unknown as { mock: { calls: Parameters<FileUploadProps['onUpload']>[] } }).mock
    .calls;
}
