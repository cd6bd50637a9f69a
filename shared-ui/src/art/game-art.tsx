import { ArtFrame, useArtId } from './art-frame';
import { GAME_ART_URLS, hasGameArt } from './game-art-registry';

/** A game without drawn art yet: its initials on the product's colours (never a broken image). */
export function FallbackGameArt({ name }: { name: string }) {
  const p = useArtId();
  const initials = name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, '')[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return (
    <ArtFrame p={p} from="#2b2166" to="#6a4cf0">
      <text
        x="160"
        y="124"
        fontSize="64"
        fontWeight="900"
        textAnchor="middle"
        fill="#ffc940"
        fontFamily="Georgia,serif"
      >
        {initials}
      </text>
    </ArtFrame>
  );
}

export interface GameArtProps {
  slug: string;
  /** The game's name (used by the fallback art; the art itself is decorative, the card names the game). */
  name: string;
  className?: string;
}

/**
 * The drawn cover of a game (16:10): its SVG file as a decorative image (the card names the game), on the frame's
 * background until it has arrived. Every card of a game shows the same file, fetched and drawn once.
 */
export function GameArt({ slug, name, className }: GameArtProps) {
  const url = hasGameArt(slug) ? GAME_ART_URLS[slug] : undefined;
  return (
    <span className={`ui-art${className ? ` ${className}` : ''}`} data-art={url ? slug : 'fallback'}>
      {url ? (
        <img src={url} alt="" width={320} height={200} draggable={false} />
      ) : (
        <FallbackGameArt name={name} />
      )}
    </span>
  );
}
