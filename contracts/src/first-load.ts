import type { RemoteName } from './remotes';

/**
 * What a first page load carries in its HTML (issue 9, flat first load): the api inlines the registry and the
 * session hint as JSON in the element with this id, and hints the browser to fetch the current route's remote
 * (manifest, remoteEntry, exposed chunk) and the widgets every page mounts while the shell's own script loads.
 */
export const BOOT_DATA_ID = 'arcade-boot';

/** The JSON inside `<script type="application/json" id="arcade-boot">`. */
export interface BootData {
  /** The registry as /remotes.json answers it at the time the HTML was made. */
  registry: unknown;
  /** From the request's cookies: false means no session cookie at all (a visitor: no session request). */
  signedIn: boolean;
}

export interface FirstLoadModule {
  remote: RemoteName;
  module: string;
}

/** Widgets mounted on every page beside the route's own module (shell/src/app/global-widgets.tsx, layouts). */
export const FIRST_LOAD_WIDGETS: {
  visitor: readonly FirstLoadModule[];
  signedIn: readonly FirstLoadModule[];
} = {
  visitor: [{ remote: 'mfe_auth', module: './AuthModal' }],
  signedIn: [
    { remote: 'mfe_auth', module: './AuthModal' },
    { remote: 'mfe_wallet', module: './BalanceWidget' },
    { remote: 'mfe_notifications', module: './Bell' },
  ],
};

/** Global the inline script of a signed-in page sets: GET /user/me, started before any bundle has loaded. */
export const EARLY_SESSION_GLOBAL = '__ARCADE_EARLY_ME__';

/**
 * The prerendered first screen (issue 9, LCP): for a visitor on a route marked `prerender` (no query string), the
 * api puts the route's first screen, rendered at deploy time by the built shell and remotes (scripts/prerender.mjs),
 * into the HTML: an inert picture of the page above the live one, with its styles, which the shell removes once
 * its own page is in the document and has settled (shell/src/loader/prerender.ts).
 */
export const PRERENDER_ID = 'arcade-prerender';
export const PRERENDER_STYLE_ID = 'arcade-prerender-style';

/** `<deployDir>/prerender.json`, written by scripts/prerender.mjs. */
export interface PrerenderFile {
  /** prerenderKey() of the shell build and registry it was made with; any other key is stale. */
  key: string;
  madeAt: string;
  /** Style sheets (the text of each `<style>` the bundles inserted), shared by the pages. */
  styles: string[];
  /** By route path: the indexes of its style sheets, and its markup below and from DESKTOP_BREAKPOINT_PX. */
  pages: Record<string, { styles: number[]; narrow: string; wide: string }>;
}

/**
 * What a prerendered page depends on: the shell build (its main script's hashed name in index.html) and the
 * deployed version of every remote a visitor may load (the registry's manifests, staff-only remotes aside).
 */
export function prerenderKey(
  template: string,
  remotes: Record<string, { manifest?: unknown }>,
  staffOnly: readonly string[],
): string {
  const main = /<script[^>]*\ssrc="([^"]*\/main\.[^"]*\.js)"/.exec(template)?.[1] ?? '';
  const versions = Object.keys(remotes)
    .filter((name) => !staffOnly.includes(name))
    .sort()
    .map((name) => `${name}=${String(remotes[name]?.manifest ?? '')}`);
  return [main, ...versions].join(';');
}
