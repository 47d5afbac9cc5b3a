/**
 * Starts the browser's own download of an address under a file name: a signed link the server
 * answers as an attachment (the browser streams it to disk), or an object URL the page made.
 */
export function saveFrom(url: string, filename: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a blob under a file name through a temporary object URL (a download the page made). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  saveFrom(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
