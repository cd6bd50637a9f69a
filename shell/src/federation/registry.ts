import { registerRemotes } from '@module-federation/enhanced/runtime';
import {
  BOOT_DATA_ID,
  REMOTE_NAMES,
  STAFF_ONLY_REMOTES,
  type BootData,
  type Registry,
  type RemoteName,
} from '@arcade/contracts';
import { reportClientEvent, setRemoteVersions } from '../telemetry/client-report';

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

/**
 * The registry the server inlined in the page (issue 9, flat first load): `<script type="application/json"
 * id="arcade-boot">`, read once; null when the page has none (a static host, an old server).
 */
export function inlineRegistry(doc: Document = document): Registry | null {
  const el = doc.getElementById(BOOT_DATA_ID);
  if (!el?.textContent) return null;
  try {
    const boot = JSON.parse(el.textContent) as Partial<BootData>;
    const reg = boot.registry as Registry | undefined;
    return reg && typeof reg === 'object' && typeof reg.remotes === 'object' && reg.remotes ? reg : null;
  } catch {
    return null;
  }
}

/**
 * Registers every deployed remote with the federation runtime: from the registry inlined in the page when it is
 * there (no request), else from /remotes.json.
 */
export async function registerAllRemotes(): Promise<Registry> {
  const inline = inlineRegistry();
  if (inline) registry = inline;
  else {
    try {
      registry = await fetchRegistry();
    } catch (e) {
      console.warn('[federation] registry unavailable', e);
      reportClientEvent({
        type: 'error',
        kind: 'error',
        message: `registry unavailable: ${e instanceof Error ? e.message : String(e)}`,
      });
      registry = { updatedAt: '', remotes: {} };
    }
  }
  // The runtime plugin's failure reports name the remote's deployed version (telemetry/client-report.ts).
  setRemoteVersions((name) =>
    (REMOTE_NAMES as string[]).includes(name)
      ? { remote: name as RemoteName, version: registry.remotes[name as RemoteName]?.version ?? 'unknown' }
      : null,
  );
  // Staff-only remotes (mfe_admin) are registered on first use by a staff page (ensureRegistered), so a player's
  // page never holds, preloads or fetches them.
  const remotes = Object.entries(registry.remotes)
    .filter(([name]) => !(STAFF_ONLY_REMOTES as string[]).includes(name))
    .map(([name, entry]) => entryFor(name, entry!.manifest));
  registerRemotes(remotes);
  return registry;
}

const registeredLate = new Set<RemoteName>();
/** Registers a staff-only remote just before its first load (the staff guard has let the page in). */
export function ensureRegistered(name: RemoteName): void {
  if (!STAFF_ONLY_REMOTES.includes(name) || registeredLate.has(name)) return;
  const entry = registry.remotes[name];
  if (!entry) return;
  registerRemotes([entryFor(name, entry.manifest)]);
  registeredLate.add(name);
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
