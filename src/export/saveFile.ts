/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: the browser reads the blob's URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
