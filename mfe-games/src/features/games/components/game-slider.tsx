import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from '@arcade/shared-ui';
import { GameCard } from './game-card';
import type { Game } from '@arcade/contracts';
import '../games.css';

/**
 * The game slider (SPEC §2.1 names it): a titled row of game cards that scrolls sideways (scroll snap, touch,
 * keyboard: each card's link takes focus and scrolls it into view). The page passes games it has already loaded
 * (so every row appears in one frame: no layout shift); nothing when empty. `more` links to the whole list (a
 * type's tab); `fresh` marks the newest games with the New badge.
 */
export function GameSlider({
  title,
  games,
  more,
  fresh,
}: {
  title: string;
  games: readonly Game[];
  more?: { to: string; label: string };
  fresh?: ReadonlySet<string>;
}) {
  const headingId = useId();
  if (games.length === 0) return null;
  return (
    <section className="game-slider" aria-labelledby={headingId}>
      <div className="game-slider__head">
        <h2 id={headingId} className="game-slider__title">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="game-slider__more">
            {more.label} <ChevronRight size={18} aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {/* Scrolls sideways by design, the next card peeking in (data-scroller: the e2e layout sweep knows it). */}
      <ul className="game-slider__track" data-scroller="">
        {games.map((g) => (
          <li key={g.id} className="game-slider__item">
            <GameCard game={g} headingLevel={3} isNew={fresh?.has(g.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
