/**
 * The one reading of a remote's mf-manifest.json (Module Federation 2) that both the api (preload hints in the
 * shell's HTML, api/src/modules/static/shell-html.ts) and the shell (idle prefetch, shell/src/federation/prefetch.ts)
 * make: which files a first load of an exposed module fetches after the manifest. Untrusted input: a deployed
 * manifest names files only; a name that is not a plain `.js` file in the manifest's own folder is ignored.
 */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** A plain script file name in the manifest's folder: no path, no query, no traversal. */
export const MANIFEST_FILE = /^[A-Za-z0-9_][A-Za-z0-9._-]*\.js$/;

/**
 * The remote entry's file name (Module Federation's default `remoteEntry.js` when the manifest names none), or
 * null when it is not a plain file of the manifest's folder.
 */
export function manifestRemoteEntry(manifest: FederationManifest): string | null {
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.path) return null;
  const name = entry?.name ?? 'remoteEntry.js';
  return typeof name === 'string' && MANIFEST_FILE.test(name) ? name : null;
}

/** The exposed module's own chunks (loaded with it; shared libraries come from the host), plain files only. */
export function manifestModuleChunks(manifest: FederationManifest, module: string): string[] {
  const expose = (manifest.exposes ?? []).find((e) => e?.path === module);
  const sync = expose?.assets?.js?.sync;
  return Array.isArray(sync)
    ? sync.filter((f): f is string => typeof f === 'string' && MANIFEST_FILE.test(f))
    : [];
}

/** The exposed modules a manifest names (`./Page`...). */
export function manifestModules(manifest: FederationManifest): string[] {
  return (manifest.exposes ?? []).map((e) => e?.path).filter((p): p is string => typeof p === 'string');
}
