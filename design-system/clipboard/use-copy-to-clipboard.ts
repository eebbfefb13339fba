import { useCallback } from 'react';
import { useToast } from '../toast/toast';
import { COPIED_TOAST, COPY_FAILED_TOAST, copyToClipboard } from './copy-to-clipboard';

export type UseCopyToClipboard = {
  /**
   * Copies the text and tells the user with a toast: 'Copied to clipboard', or the error toast
   * 'Failed to copy to clipboard'. Resolves to whether the copy worked; it never rejects.
   */
  copy: (text: string) => Promise<boolean>;
};

/** Copying with the spec's toasts; must be used inside `ToastProvider`. */
export function useCopyToClipboard(): UseCopyToClipboard {
  const toast = useToast();
  const copy = useCallback(
    async (text: string) => {
      try {
        await copyToClipboard(text);
        toast.success(COPIED_TOAST);
        return true;
      } catch {
        toast.error(COPY_FAILED_TOAST);
        return false;
      }
    },
    [toast],
  );
  return { copy };
}
