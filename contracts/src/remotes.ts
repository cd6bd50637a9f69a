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
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

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
