/**
 * Saves a downloaded file through a Blob URL: a hidden link with `download` is clicked, then the
 * URL is let go once the browser has taken the file (the click's task has run).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
