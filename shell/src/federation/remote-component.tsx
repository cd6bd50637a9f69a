import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName } from '@arcade/contracts';
import { Button, Spinner } from '@arcade/shared-ui';
import { ensureRegistered, isDeployed, refreshRemote } from './registry';
import { clearFailure, isUnavailable, lastFailure } from './failures';
import { trackRouteLoad } from './route-loads';
import { reportClientEvent } from '../telemetry/client-report';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(reason);
    this.name = 'RemoteUnavailableError';
  }
}

type AnyProps = Record<string, unknown>;
const cache = new Map<string, ComponentType<AnyProps>>();

/**
 * One load generation per remote, shared by every mount of it: a successful Retry anywhere (the page's button)
 * moves the generation on, so every mount of that remote (side widget, header widgets) recovers together.
 */
const generations = new Map<RemoteName, number>();
const listeners = new Set<() => void>();
function bumpGeneration(remote: RemoteName): void {
  generations.set(remote, (generations.get(remote) ?? 0) + 1);
  for (const l of listeners) l();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function useGeneration(remote: RemoteName): number {
  return useSyncExternalStore(subscribe, () => generations.get(remote) ?? 0);
}

/** Components already loaded, by `remote/module#generation`: rendered directly, with no Suspense at all. */
const loaded = new Map<string, ComponentType<AnyProps>>();
/** Loads in flight, shared by a preload and a render of the same module. */
const pending = new Map<string, Promise<ComponentType<AnyProps>>>();

/** Remotes that loaded at least once in this page. */
const everLoaded = new Set<RemoteName>();

/**
 * True when the page's HTML preloaded files of this remote and it never loaded: those preloads failed with it
 * (the remote was down when the page loaded), and the browser hands a failed preload to the next request of
 * the same URL, so only a fresh page loads it again.
 */
function hasFailedPreloads(remote: RemoteName): boolean {
  if (everLoaded.has(remote)) return false;
  return document.querySelector(`link[rel="preload"][href^="/remotes/${remote}/"]`) !== null;
}

const keyOf = (remote: RemoteName, module: string, attempt: number) => `${remote}/${module}#${attempt}`;

function loadComponent(
  remote: RemoteName,
  module: string,
  attempt: number,
): Promise<ComponentType<AnyProps>> {
  const key = keyOf(remote, module, attempt);
  let p = pending.get(key);
  if (!p) {
    p = (async () => {
      if (!isDeployed(remote)) throw new RemoteUnavailableError(remote, 'not deployed');
      ensureRegistered(remote);
      const id = `${remote}/${module.replace(/^\.\//, '')}`;
      let mod: unknown;
      try {
        mod = await loadRemote(id);
      } catch (e) {
        throw new RemoteUnavailableError(remote, e instanceof Error ? e.message : String(e));
      }
      if (!mod || isUnavailable(mod))
        throw new RemoteUnavailableError(remote, lastFailure(remote) ?? 'failed to load');
      const def = (mod as { default?: ComponentType<AnyProps> }).default;
      if (typeof def !== 'function') throw new RemoteUnavailableError(remote, `${id} has no component`);
      clearFailure(remote);
      everLoaded.add(remote);
      loaded.set(key, def);
      return def;
    })();
    // A failed load is not kept: the next render (Retry moves the generation on) or preload tries again.
    p.catch(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

/**
 * Loads and runs a remote module ahead of a likely click (a pointer over a link to its page, a touch, a focus):
 * the click then renders from memory. Never throws.
 */
export function loadRemoteModuleAhead(remote: RemoteName, module: string): void {
  const attempt = generations.get(remote) ?? 0;
  if (loaded.has(keyOf(remote, module, attempt))) return;
  loadComponent(remote, module, attempt).catch(() => undefined);
}

/** True once this module has loaded in this page (generation included): it renders with no suspending. */
export function isRemoteModuleLoaded(remote: RemoteName, module: string): boolean {
  return loaded.has(keyOf(remote, module, generations.get(remote) ?? 0));
}

function lazyRemote(
  remote: RemoteName,
  module: string,
  attempt: number,
  route: boolean,
): ComponentType<AnyProps> {
  const key = keyOf(remote, module, attempt);
  const ready = loaded.get(key);
  if (ready) return ready;
  let comp = cache.get(key);
  if (!comp) {
    comp = lazy(async () => {
      const load = loadComponent(remote, module, attempt);
      // A route's page loading after a click: the shell's thin progress bar says so while the current page stays.
      if (route) trackRouteLoad(load);
      return { default: await load };
    });
    cache.set(key, comp);
  }
  return comp;
}

interface BoundaryProps {
  remote: RemoteName;
  variant: 'page' | 'widget' | 'hidden';
  onRetry: () => Promise<void>;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  retrying: boolean;
}

/** One boundary per remote mount: a failure shows only this remote's fallback. */
export class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, retrying: false };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[remote ${this.props.remote}]`, error.message, info.componentStack?.split('\n')[1]?.trim());
    reportClientEvent({
      type: 'error',
      kind: 'error',
      remote: this.props.remote,
      message: `${error.name}: ${error.message}`,
      stack: error.stack,
    });
  }

  private mounted = false;

  componentDidMount(): void {
    this.mounted = true;
  }

  componentWillUnmount(): void {
    this.mounted = false;
  }

  private retry = async () => {
    this.setState({ retrying: true });
    // The parent re-keys this boundary with a fresh lazy module after the registry is re-read.
    await this.props.onRetry();
    if (this.mounted) this.setState({ error: null, retrying: false });
  };

  render() {
    const { error, retrying } = this.state;
    const { remote, variant } = this.props;
    if (!error) return this.props.children;
    if (variant === 'hidden') return null;
    const label = REMOTES[remote].label;
    if (variant === 'widget') {
      return (
        <span className="shell-widget-fallback" data-remote-fallback={remote}>
          <span className="ui-sr-only">{label} is unavailable.</span>
          <Button
            variant="ghost"
            onClick={this.retry}
            loading={retrying}
            aria-label={`Retry loading ${label}`}
          >
            Retry
          </Button>
        </span>
      );
    }
    return (
      <section className="ui-fallback" role="alert" data-remote-fallback={remote}>
        <h1>{label} is temporarily unavailable</h1>
        <p className="ui-muted">
          This part of Lucky Arcade could not be loaded. The rest of the site keeps working; please try again
          in a moment.
        </p>
        <Button variant="primary" onClick={this.retry} loading={retrying}>
          Retry
        </Button>
      </section>
    );
  }
}

export interface RemoteComponentProps {
  remote: RemoteName;
  module: string;
  props?: AnyProps;
  variant?: 'page' | 'widget' | 'hidden';
  loading?: ReactNode;
  /**
   * A route's page (issue 9 item 4): no Suspense of its own. While it loads it suspends to the layout's boundary
   * around the routes, which stays mounted from one route to the next; react-router makes every navigation a
   * transition, and a transition that suspends on a boundary already showing content keeps the current page on
   * screen until the next one is ready. A fresh boundary per route would show its fallback instead, and React
   * holds a first fallback for 300 ms before it shows the content, however soon the content is there.
   */
  route?: boolean;
}

/** Loads `remote/module` on demand and renders it inside its own boundary. */
export function RemoteComponent({
  remote,
  module,
  props,
  variant = 'page',
  loading,
  route = false,
}: RemoteComponentProps) {
  const attempt = useGeneration(remote);
  const Comp = useMemo(() => lazyRemote(remote, module, attempt, route), [remote, module, attempt, route]);
  const onRetry = useCallback(async () => {
    if (hasFailedPreloads(remote)) {
      window.location.reload();
      return;
    }
    await refreshRemote(remote);
    bumpGeneration(remote);
  }, [remote]);
  // While a hidden widget loads, an empty marker keeps its container non-empty, so a container that collapses
  // when empty (the side column, `.shell-side:empty`) keeps its space instead of pushing the page aside when the
  // widget arrives (issue 9, no layout shift); a failed widget renders nothing and the container collapses.
  const fallback =
    loading ??
    (variant === 'page' ? (
      <Spinner label="Loading page" />
    ) : variant === 'hidden' ? (
      <span hidden data-remote-pending={remote} />
    ) : null);
  return (
    <RemoteBoundary
      key={`${remote}/${module}#${attempt}`}
      remote={remote}
      variant={variant}
      onRetry={onRetry}
    >
      {route ? (
        <Comp {...props} />
      ) : (
        <Suspense fallback={fallback}>
          <Comp {...props} />
        </Suspense>
      )}
    </RemoteBoundary>
  );
}
