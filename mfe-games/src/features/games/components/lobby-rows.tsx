import { newestGames, type Game } from '@arcade/contracts';
import { GameSlider } from './game-slider';

/**
 * The lobby's rows, from the catalogue already loaded: Featured (the operator's picks), New games (the newest
 * releases, with the New badge), and, where `byType` is set (the home page), one row per type linking to its tab.
 */
export function LobbyRows({ games, byType = false }: { games: readonly Game[]; byType?: boolean }) {
  const newest = newestGames(games);
  const fresh = new Set(newest.map((g) => g.id));
  return (
    <>
      <GameSlider title="Featured" games={games.filter((g) => g.featured)} fresh={fresh} />
      <GameSlider title="New games" games={newest} fresh={fresh} />
      {byType ? (
        <>
          <GameSlider
            title="Exclusive games"
            games={games.filter((g) => g.type === 'exclusive')}
            fresh={fresh}
            more={{ to: '/games?type=exclusive', label: 'See all exclusive' }}
          />
          <GameSlider
            title="Bonus games"
            games={games.filter((g) => g.type === 'bonus')}
            fresh={fresh}
            more={{ to: '/games?type=bonus', label: 'See all bonus' }}
          />
        </>
      ) : null}
    </>
  );
}
