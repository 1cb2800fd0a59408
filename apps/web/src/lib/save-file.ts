/** Hands a downloaded file to the browser as a download under the given name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL when the click is handled; free it on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
