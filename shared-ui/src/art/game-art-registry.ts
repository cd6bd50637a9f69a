import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Drawn art for every game of the catalogue (api/src/db/seed.ts), by slug. Each piece is its own chunk, fetched
 * when a card shows it. shared-ui/src/art/game-art.test.tsx fails when a game is added without art here.
 */
export const GAME_ART_LOADERS: Readonly<Record<string, Loader>> = {
  'dragons-fortune-reels': () => import('./games/dragons-fortune-reels'),
  'neon-nights-777': () => import('./games/neon-nights-777'),
  'pharaohs-hidden-vault': () => import('./games/pharaohs-hidden-vault'),
  'prairie-thunder-stampede': () => import('./games/prairie-thunder-stampede'),
  'clover-kingdom-gold': () => import('./games/clover-kingdom-gold'),
  'deep-sea-bounty': () => import('./games/deep-sea-bounty'),
  'thunder-phoenix-hunt': () => import('./games/thunder-phoenix-hunt'),
  'jade-tiger-keno': () => import('./games/jade-tiger-keno'),
  'blackjack-royale': () => import('./games/blackjack-royale'),
  'cosmic-cash-bingo': () => import('./games/cosmic-cash-bingo'),
};

export function hasGameArt(slug: string): boolean {
  return Object.prototype.hasOwnProperty.call(GAME_ART_LOADERS, slug);
}
