import { Badge, Card, Crown, GameArt, Gift } from '@arcade/shared-ui';
import type { Game } from '../api/get-games';

/** A game in a grid: its drawn art, name, type badge and one line about it. */
export function GameCard({ game }: { game: Game }) {
  const exclusive = game.type === 'exclusive';
  return (
    <Card as="article" flush interactive className="game-card" aria-labelledby={`game-${game.id}`}>
      <GameArt slug={game.slug} name={game.name} />
      <div className="game-card__body">
        <Badge tone={exclusive ? 'gold' : 'emerald'} icon={exclusive ? <Crown /> : <Gift />}>
          {exclusive ? 'Exclusive' : 'Bonus'}
        </Badge>
        <h3 id={`game-${game.id}`} className="game-card__name">
          {game.name}
        </h3>
        <p className="game-card__desc">{game.description}</p>
      </div>
    </Card>
  );
}
