/** The loader that index.html paints before any script (issue 8 item 4); React's Loader takes over from it. */
export const BOOT_LOADER_ID = 'boot-loader';

/** Removes the static loader once React has painted its own in the same place. */
export function removeBootLoader(doc: Document = document): void {
  doc.getElementById(BOOT_LOADER_ID)?.remove();
}
