/** The largest export file the import accepts, in bytes (2 MiB, as `POST /dashboard/import` says). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** Reads a file as base64 (without the data URL's prefix), for `DashboardImport.archive`. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('unreadable'));
    };
    reader.readAsDataURL(file);
  });
}
