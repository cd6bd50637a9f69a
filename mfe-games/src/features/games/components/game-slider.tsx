import { useId } from 'react';
import { GameCard } from './game-card';
import type { Game } from '@arcade/contracts';
import '../games.css';

/**
 * The game slider (SPEC §2.1 names it): a row of game cards that scrolls sideways (scroll snap, touch, keyboard:
 * each card's link takes focus and scrolls it into view). The page passes games it has already loaded (so the
 * slider and the grid below appear in one frame: no layout shift); nothing when empty.
 */
export function GameSlider({ title, games }: { title: string; games: readonly Game[] }) {
  const headingId = useId();
  if (games.length === 0) return null;
  return (
    <section className="game-slider" aria-labelledby={headingId}>
      <h2 id={headingId} className="game-slider__title">
        {title}
      </h2>
      <ul className="game-slider__track">
        {games.map((g) => (
          <li key={g.id} className="game-slider__item">
            <GameCard game={g} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
