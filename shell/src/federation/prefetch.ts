import {
  manifestModuleChunks,
  manifestRemoteEntry,
  type FederationManifest,
  type RemoteName,
} from '@arcade/contracts';
import { currentRegistry } from './registry';

/**
 * The files a first load of `remote/module` fetches after its manifest: the remote entry, then the exposed
 * module's own chunks (shared libraries come from the shell). Relative to the manifest's folder (deployed
 * versions are immutable, publicPath "auto").
 */
export function filesToPrefetch(manifestUrl: string, manifest: FederationManifest, module: string): string[] {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifestRemoteEntry(manifest);
  return [...(entry ? [entry] : []), ...manifestModuleChunks(manifest, module)].map((f) => base + f);
}

const prefetched = new Set<string>();

function linkPrefetch(href: string): Promise<void> {
  if (prefetched.has(href)) return Promise.resolve();
  prefetched.add(href);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/**
 * Fetches a remote module's files into the HTTP cache without running them (issue 9 items 4 and 8): the manifest,
 * then the remote entry and the module's chunks as `rel=prefetch`. A later click evaluates them from the cache,
 * with no network; the page being read meanwhile pays no script evaluation (Lighthouse's TBT counted the old
 * preloads' remote entries). Never throws.
 */
export async function prefetchRemoteModule(remote: RemoteName, module: string): Promise<void> {
  const manifestUrl = currentRegistry().remotes[remote]?.manifest;
  if (typeof manifestUrl !== 'string') return;
  try {
    const manifest = await fetchManifest(manifestUrl);
    if (manifest) await Promise.all(filesToPrefetch(manifestUrl, manifest, module).map(linkPrefetch));
  } catch {
    // A failed prefetch costs nothing: the click loads the page as it would have without it.
  }
}

/**
 * Fetches a remote's manifest into the HTTP cache (deployed versions are immutable), so that a first click to
 * any of its pages waits on one round trip (the remote entry and the module's chunks, in parallel) instead of
 * two (the manifest first). About 1 KiB each. Never throws.
 */
export async function prefetchManifest(remote: RemoteName): Promise<void> {
  const manifestUrl = currentRegistry().remotes[remote]?.manifest;
  if (typeof manifestUrl === 'string') await fetchManifest(manifestUrl).catch(() => null);
}

// The federation runtime fetches the manifest the same way (CORS mode, same-origin credentials): one cache entry.
async function fetchManifest(url: string): Promise<FederationManifest | null> {
  const res = await fetch(url, { credentials: 'same-origin' });
  return res.ok ? ((await res.json()) as FederationManifest) : null;
}
