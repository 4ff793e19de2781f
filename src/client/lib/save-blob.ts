/**
 * Hands a file made in the page to the browser as a download (an export, a CSV fetched with the session
 * token). The object URL is revoked a moment after the click: revoking at once can cancel the download.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
