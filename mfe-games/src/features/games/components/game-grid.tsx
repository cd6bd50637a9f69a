import { errorMessage } from '@arcade/platform';
import { EmptyState, Gamepad2, Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { GameCard } from './game-card';
import { useGames, type GameType } from '../api/get-games';
import '../games.css';

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
  if (isLoading)
    return (
      <SkeletonGroup label="Loading games" className="ui-card-grid">
        {Array.from({ length: Math.min(limit ?? 6, 6) }, (_, i) => (
          <div key={i} className="ui-card ui-card--flush">
            <Skeleton height="auto" className="game-card__skeleton-art" radius={0} />
            <div className="game-card__body">
              <Skeleton width={80} height={18} radius={999} />
              <Skeleton width="70%" height={22} />
            </div>
          </div>
        ))}
      </SkeletonGroup>
    );
  if (error)
    return <p role="alert">Games could not be loaded: {errorMessage(error, 'please try again later.')}</p>;
  const games = (data?.games ?? []).slice(0, limit);
  if (games.length === 0)
    return (
      <EmptyState title="No games here yet" level={headingLevel} icon={<Gamepad2 />}>
        New games arrive often. Try another tab in the meantime.
      </EmptyState>
    );
  return (
    <div className="ui-card-grid">
      {games.map((g) => (
        <GameCard key={g.id} game={g} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
