import type { ClientEvent, RemoteName } from '@arcade/contracts';
// The subpath, not the package's index: the runtime plugin in the first bundle imports this file, and the index
// would bring contracts' modules into that bundle.
import { CLIENT_EVENTS_MAX, CLIENT_EVENTS_PATH } from '@arcade/contracts/client-events-rules';

/**
 * The shell's reports to POST /api/v1/client-events (issue 31 item 3): events are queued and sent together a few
 * seconds later, or at once when the page is hidden (fetch keepalive outlives the page). At most MAX_PER_PAGE
 * events per page load, and one report of each distinct error, so a loop in a page cannot flood the server. The
 * page is sent as its path only (no query, no fragment); the server strips personal data again.
 */
export const FLUSH_DELAY_MS = 3000;
export const MAX_PER_PAGE = 60;

type Without<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
export type ClientEventInput = Without<ClientEvent, 'page'>;

const queue: ClientEvent[] = [];
const seen = new Set<string>();
let sent = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let hooked = false;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** location.pathname as the server's schema takes it. */
function currentPage(): string {
  const path = window.location.pathname || '/';
  return clip(path.startsWith('/') ? path : `/${path}`, 512).replace(/\s/g, '%20');
}

/**
 * The deployed version of a remote, as the registry names it, or null for a name that is no remote of ours. Set by
 * the registry module once it has read the registry (federation/registry.ts): the runtime plugin, in the first
 * bundle, then reports failures without importing the registry code into that bundle.
 */
let versionOf: (name: string) => { remote: RemoteName; version: string } | null = () => null;

export function setRemoteVersions(lookup: typeof versionOf): void {
  versionOf = lookup;
}

/** A remote's name and deployed version ("unknown" before the registry is read), or null when it is none of ours. */
export function remoteVersion(name: string): { remote: RemoteName; version: string } | null {
  return versionOf(name);
}

/** Queues one event; sends the queue after FLUSH_DELAY_MS (or when the page is hidden). */
export function reportClientEvent(input: ClientEventInput): void {
  if (sent + queue.length >= MAX_PER_PAGE) return;
  const event = { ...input, page: currentPage() } as ClientEvent;
  if (event.type === 'error' || event.type === 'remote_load_failed') {
    event.message = clip(event.message, 1000);
    if (event.type === 'error' && event.stack) event.stack = clip(event.stack, 8000);
    const key = `${event.type}|${event.message}`;
    if (seen.has(key)) return;
    seen.add(key);
  }
  queue.push(event);
  if (!hooked) {
    hooked = true;
    window.addEventListener('pagehide', flushClientEvents);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushClientEvents();
    });
  }
  timer ??= setTimeout(flushClientEvents, FLUSH_DELAY_MS);
}

/** Sends what is queued, in batches the server takes; a failed send is dropped (reports are best effort). */
export function flushClientEvents(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (typeof fetch !== 'function') return; // a document without fetch (jsdom prerendering): nothing to send
  while (queue.length) {
    const events = queue.splice(0, CLIENT_EVENTS_MAX);
    sent += events.length;
    void fetch(CLIENT_EVENTS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  }
}

/** For tests: forget what was queued and seen. */
export function resetClientReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  queue.length = 0;
  seen.clear();
  sent = 0;
}
