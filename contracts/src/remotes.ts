/** Remote names (JavaScript identifiers) and the folders they build from. */
export const REMOTES = {
  mfe_auth: 'mfe-auth',
  mfe_shop: 'mfe-shop',
  mfe_wallet: 'mfe-wallet',
  mfe_games: 'mfe-games',
  mfe_notifications: 'mfe-notifications',
  mfe_legal: 'mfe-legal',
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
