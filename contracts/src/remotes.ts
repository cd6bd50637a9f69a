/**
 * THE list of remotes: federation name (a JavaScript identifier) -> the folder it builds from and the name the
 * shell shows when it cannot load. Adding a remote = its `mfe-*` folder plus one entry here (README "Adding a
 * remote"); jest, the scripts, pnpm, tsc and lint find the folder by its `mfe-*` name, and
 * tooling/remotes.test.ts fails when the folders and this list disagree.
 */
export const REMOTES = {
  mfe_auth: { dir: 'mfe-auth', label: 'Account' },
  mfe_shop: { dir: 'mfe-shop', label: 'Coin shop' },
  mfe_wallet: { dir: 'mfe-wallet', label: 'Wallet' },
  mfe_games: { dir: 'mfe-games', label: 'Games' },
  mfe_notifications: { dir: 'mfe-notifications', label: 'Notifications' },
  mfe_legal: { dir: 'mfe-legal', label: 'Information pages' },
  // Live support chat (issue 10 item 8): staff tools; registered and loaded only for a staff session.
  mfe_admin: { dir: 'mfe-admin', label: 'Staff dashboard', staffOnly: true },
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
/** Remotes the shell registers with the federation runtime only once a staff user is signed in. */
export const STAFF_ONLY_REMOTES = REMOTE_NAMES.filter(
  (name) => (REMOTES[name] as { staffOnly?: boolean }).staffOnly === true,
);

export interface RegistryEntry {
  version: string;
  /** URL of the deployed mf-manifest.json, e.g. /remotes/mfe_legal/1.0.0-ab12cd34/mf-manifest.json */
  manifest: string;
  deployedAt: string;
  /** Versions deployed before, newest last (for rollback). */
  history: string[];
}

export interface Registry {
  updatedAt: string;
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
}
