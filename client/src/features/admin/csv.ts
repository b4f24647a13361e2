/**
 * Saving the back-office's CSV exports. The server writes the files (BOM, ";", CRLF, every
 * matching row, dates in Tunis time); the browser only names and saves what it receives.
 */

/** "contacts-2025-03-03.csv" (the local date): the name used when the server gives none. */
export function csvFileName(base: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first, then
 * `filename="…"`), without any folder part; null when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended && /^utf-8$/i.test(extended[1].trim())) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = null; // badly encoded: fall back to the plain parameter
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : null;
  }
  // A name is never a path: only its last part is kept.
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/** Saves the data as a file: an object URL and a temporary link with `download`. */
export function saveFile(fileName: string, data: Blob): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
