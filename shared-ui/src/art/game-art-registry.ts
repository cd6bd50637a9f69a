import blackjackRoyale from './games/blackjack-royale.svg';
import cloverKingdomGold from './games/clover-kingdom-gold.svg';
import cosmicCashBingo from './games/cosmic-cash-bingo.svg';
import deepSeaBounty from './games/deep-sea-bounty.svg';
import dragonsFortuneReels from './games/dragons-fortune-reels.svg';
import jadeTigerKeno from './games/jade-tiger-keno.svg';
import neonNights777 from './games/neon-nights-777.svg';
import pharaohsHiddenVault from './games/pharaohs-hidden-vault.svg';
import prairieThunderStampede from './games/prairie-thunder-stampede.svg';
import thunderPhoenixHunt from './games/thunder-phoenix-hunt.svg';

/**
 * Drawn art for every game of the catalogue (api/src/db/seed.ts), by slug: one SVG file each, served as an
 * immutable asset and shown as an image (issue 9, total blocking time: drawn inline, the lobby's 54 covers were
 * 1,003 of its 1,333 elements, styled and laid out with the page, twice while the prerendered picture was up).
 * shared-ui/src/art/game-art.test.tsx fails when a game is added without art here.
 */
export const GAME_ART_URLS: Readonly<Record<string, string>> = {
  'dragons-fortune-reels': dragonsFortuneReels,
  'neon-nights-777': neonNights777,
  'pharaohs-hidden-vault': pharaohsHiddenVault,
  'prairie-thunder-stampede': prairieThunderStampede,
  'clover-kingdom-gold': cloverKingdomGold,
  'deep-sea-bounty': deepSeaBounty,
  'thunder-phoenix-hunt': thunderPhoenixHunt,
  'jade-tiger-keno': jadeTigerKeno,
  'blackjack-royale': blackjackRoyale,
  'cosmic-cash-bingo': cosmicCashBingo,
};

export function hasGameArt(slug: string): boolean {
  return Object.prototype.hasOwnProperty.call(GAME_ART_URLS, slug);
}
