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
