/** Hands a file the app received (an export, a report) to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is released once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
