import type { Game } from './get-games';

const GRADIENTS = [
  '#ff6b6b,#ffc940',
  '#5f7cff,#3ee0a8',
  '#c05bff,#ff7ac6',
  '#ffb547,#ff5f5f',
  '#3ee0a8,#2a9dff',
];

export function GameCard({
  game,
  index,
  headingLevel = 3,
}: {
  game: Game;
  index: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="ui-card"
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      aria-labelledby={`game-${game.id}`}
    >
      <div
        aria-hidden="true"
        style={{
          height: 110,
          borderRadius: 8,
          background: `linear-gradient(135deg, ${GRADIENTS[index % GRADIENTS.length]})`,
        }}
      />
      <Heading id={`game-${game.id}`} style={{ margin: 0, fontSize: '1.17em' }}>
        {game.name}
      </Heading>
      <p className="ui-muted" style={{ margin: 0 }}>
        {game.type === 'exclusive' ? 'Exclusive' : 'Bonus'} game
      </p>
      <p style={{ margin: 0 }}>{game.description}</p>
    </article>
  );
}
