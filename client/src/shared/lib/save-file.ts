/** Saves a file the page holds (a PDF, a picture) through the browser's download. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; let it go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
