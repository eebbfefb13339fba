import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COPIED_TOAST,
  COPIED_TOOLTIP,
  COPIED_TOOLTIP_MS,
  COPY_FAILED_TOAST,
  copyToClipboard,
} from './copy-to-clipboard';

function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(clipboard as Clipboard);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('copyToClipboard', () => {
  it('writes the text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard({ writeText });
    await copyToClipboard('token-123');
    expect(writeText).toHaveBeenCalledWith('token-123');
  });

  it('rejects when the browser refuses', async () => {
    stubClipboard({ writeText: vi.fn().mockRejectedValue(new Error('Denied')) });
    await expect(copyToClipboard('token-123')).rejects.toThrow('Denied');
  });

  it('rejects when there is no clipboard', async () => {
    stubClipboard(undefined);
    await expect(copyToClipboard('token-123')).rejects.toThrow(
      'The clipboard is not available in this browser.',
    );
  });
});

it('uses the spec texts and duration', () => {
  expect(COPIED_TOAST).toBe('Copied to clipboard');
  expect(COPY_FAILED_TOAST).toBe('Failed to copy to clipboard');
  expect(COPIED_TOOLTIP).toBe('Copied');
  expect(COPIED_TOOLTIP_MS).toBe(2000);
});
