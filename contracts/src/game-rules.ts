import type { Game } from './games';

/*
 * The lobby's rules, zod-free (like staff-roles.ts): a remote that imports them at run time does not pull the
 * schemas (and zod) into its first load.
 */

/** How many of the most recently released games make the lobby's "New games" row and carry the New badge. */
export const NEW_GAMES_COUNT = 4;

/** The newest NEW_GAMES_COUNT games, newest first (ties by name): the one rule for "new" on every page. */
export function newestGames<T extends Pick<Game, 'releasedOn' | 'name'>>(games: readonly T[]): T[] {
  return [...games]
    .sort((a, b) => b.releasedOn.localeCompare(a.releasedOn) || a.name.localeCompare(b.name))
    .slice(0, NEW_GAMES_COUNT);
}
