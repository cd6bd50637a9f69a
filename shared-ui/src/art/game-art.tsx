import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton } from '../skeleton';
import { ArtFrame, useArtId } from './art-frame';
import { GAME_ART_LOADERS, hasGameArt } from './game-art-registry';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyArt(slug: string): LazyExoticComponent<ComponentType> {
  let art = cache.get(slug);
  if (!art) {
    art = lazy(GAME_ART_LOADERS[slug]!);
    cache.set(slug, art);
  }
  return art;
}

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

/** The drawn cover of a game (16:10), loaded on demand with a skeleton meanwhile. */
export function GameArt({ slug, name, className }: GameArtProps) {
  const Art = hasGameArt(slug) ? lazyArt(slug) : null;
  return (
    <span className={`ui-art${className ? ` ${className}` : ''}`} data-art={Art ? slug : 'fallback'}>
      {Art ? (
        <Suspense fallback={<Skeleton height="100%" radius={0} />}>
          <Art />
        </Suspense>
      ) : (
        <FallbackGameArt name={name} />
      )}
    </span>
  );
}
