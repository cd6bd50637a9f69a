import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry, RemoteName } from '@arcade/contracts';

let registry: Registry = { updatedAt: '', remotes: {} };
const attempts = new Map<string, number>();

export async function fetchRegistry(): Promise<Registry> {
  const res = await fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Registry answered ${res.status}`);
  return (await res.json()) as Registry;
}

function entryFor(name: string, manifest: string): { name: string; entry: string } {
  const n = attempts.get(name) ?? 0;
  // A retried load uses a fresh URL so the runtime does not reuse a failed fetch.
  return { name, entry: n > 0 ? `${manifest}?attempt=${n}` : manifest };
}

/** Reads /remotes.json and registers every deployed remote with the federation runtime. */
export async function registerAllRemotes(): Promise<Registry> {
  try {
    registry = await fetchRegistry();
  } catch (e) {
    console.warn('[federation] registry unavailable', e);
    registry = { updatedAt: '', remotes: {} };
  }
  const remotes = Object.entries(registry.remotes).map(([name, entry]) => entryFor(name, entry!.manifest));
  registerRemotes(remotes);
  return registry;
}

export function isDeployed(name: RemoteName): boolean {
  return Boolean(registry.remotes[name]);
}

export function deployedVersion(name: RemoteName): string | undefined {
  return registry.remotes[name]?.version;
}

/** Retry: re-read the registry (the remote may have been redeployed) and force a fresh registration. */
export async function refreshRemote(name: RemoteName): Promise<void> {
  attempts.set(name, (attempts.get(name) ?? 0) + 1);
  try {
    registry = await fetchRegistry();
  } catch {
    // keep the last registry
  }
  const entry = registry.remotes[name];
  if (entry) registerRemotes([entryFor(name, entry.manifest)], { force: true });
}

export function currentRegistry(): Registry {
  return registry;
}
