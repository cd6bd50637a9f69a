import { Link } from 'react-router-dom';
import { Badge, Card, Crown, GameArt, Gift, Sparkles } from '@arcade/shared-ui';
import type { Game } from '../api/get-games';

/** A game in a grid: its drawn art, name, type badge (and New for the newest games) and one line about it.
 *  headingLevel: one below the heading above the grid (axe heading-order). */
export function GameCard({
  game,
  headingLevel = 3,
  isNew = false,
}: {
  game: Game;
  headingLevel?: 2 | 3;
  isNew?: boolean;
}) {
  const exclusive = game.type === 'exclusive';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="article" flush interactive className="game-card" aria-labelledby={`game-${game.id}`}>
      <GameArt slug={game.slug} name={game.name} />
      <div className="game-card__body">
        <div className="game-card__badges">
          <Badge tone={exclusive ? 'gold' : 'emerald'} icon={exclusive ? <Crown /> : <Gift />}>
            {exclusive ? 'Exclusive' : 'Bonus'}
          </Badge>
          {isNew ? (
            <Badge tone="purple" icon={<Sparkles />}>
              New
            </Badge>
          ) : null}
        </div>
        <Heading id={`game-${game.id}`} className="game-card__name">
          <Link className="game-card__link" to={`/games?game=${encodeURIComponent(game.slug)}`}>
            {game.name}
          </Link>
        </Heading>
        <p className="game-card__desc">{game.description}</p>
      </div>
    </Card>
  );
}
