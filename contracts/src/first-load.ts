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
  /**
   * Answers of public GETs the route's first render makes (RouteDef.answers), by the path the api client asks
   * (`games`): the platform answers the first such request from here (platform/src/boot-data.ts).
   */
  answers?: Partial<Record<BootAnswerPath, unknown>>;
}

/**
 * The GETs whose answers may ride in a page's HTML: public, the same for every visitor and every signed-in
 * player (a page is made per request, but its prerendered picture is shared by all).
 */
export const BOOT_ANSWERS = ['games'] as const;
export type BootAnswerPath = (typeof BOOT_ANSWERS)[number];

/** A boot answer is used only this soon after the page started (ms): later, the page asks the server again. */
export const BOOT_ANSWER_MAX_AGE_MS = 60_000;

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
/**
 * The picture's page styles: the text of every module sheet its first screen uses. It stays after the picture goes
 * (the bundles leave their copy of a sheet it holds empty: tooling/style-tag-transform.cjs).
 */
export const PRERENDER_STYLE_ID = 'arcade-prerender-style';
/** The picture's own rules (above the page, hidden until parsed, the static loader hidden under it). */
export const PRERENDER_OVERLAY_ID = 'arcade-prerender-overlay';

/** `<deployDir>/prerender.json`, written by scripts/prerender.mjs. */
export interface PrerenderFile {
  /** prerenderKey() of the shell build and registry it was made with; any other key is stale. */
  key: string;
  madeAt: string;
  /** Style sheets (the text of each `<style>` the bundles inserted), shared by the pages. */
  styles: string[];
  /**
   * By route path: the indexes of its style sheets, and its markup below and from DESKTOP_BREAKPOINT_PX; for a
   * route with boot answers rendered with them (PRERENDER_DATA_FILE), the digest of those answers.
   */
  pages: Record<string, { styles: number[]; narrow: string; wide: string; answers?: string }>;
}

/**
 * `<deployDir>/prerender.json` is made at deploy time with no data (a route with answers shows its skeletons);
 * `<deployDir>/prerender-data.json` holds the routes with answers rendered with the answers of the moment, made
 * by the api (static/data-pictures.ts) whenever the answers it inlines differ from the ones pictured.
 */
export const PRERENDER_FILE = 'prerender.json';
export const PRERENDER_DATA_FILE = 'prerender-data.json';

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

/**
 * Which answers a data picture was made with: a digest of the route's boot answers (their JSON in the route's
 * order; two FNV-1a 32-bit hashes). Not a security check: a collision only shows an older picture, which the live
 * page replaces.
 */
export function answersDigest(
  paths: readonly BootAnswerPath[],
  answers: Partial<Record<BootAnswerPath, unknown>>,
): string {
  const text = JSON.stringify(paths.map((p) => [p, answers[p] ?? null]));
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + '-' + (b >>> 0).toString(36);
}
