import { Spinner } from '@arcade/shared-ui';
import { GameCard } from './game-card';
import { useGames, type GameType } from './get-games';

/** headingLevel: the cards' heading level, one below the heading above the grid (axe heading-order). */
export function GameGrid({
  type,
  limit,
  headingLevel = 3,
}: {
  type?: GameType;
  limit?: number;
  headingLevel?: 2 | 3;
}) {
  const { data, isLoading, error } = useGames(type);
  if (isLoading) return <Spinner label="Loading games" />;
  if (error) return <p role="alert">Games could not be loaded: {error.message}</p>;
  const games = (data?.games ?? []).slice(0, limit);
  if (games.length === 0) return <p className="ui-muted">No games here yet.</p>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
      {games.map((g, i) => (
        <GameCard key={g.id} game={g} index={i} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
