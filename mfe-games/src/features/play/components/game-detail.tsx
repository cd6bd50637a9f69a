import { Link } from 'react-router-dom';
import { formatMoney, REDEMPTION_RULES, sweepCents, type Game } from '@arcade/contracts';
import { Badge, Crown, GameArt, Gift } from '@arcade/shared-ui';
import { GameActions } from './game-actions';
import '../play.css';

/** A game's page (/games?game=<slug>): its art, its rules and the actions that follow the player's state. */
export function GameDetail({ game }: { game: Game }) {
  const exclusive = game.type === 'exclusive';
  return (
    <article className="play" aria-labelledby="play-title">
      <p className="play-back">
        <Link to="/games">← All games</Link>
      </p>
      <div className="play-hero">
        <GameArt slug={game.slug} name={game.name} className="play-hero__art" />
        <div className="play-hero__text">
          <Badge tone={exclusive ? 'gold' : 'emerald'} icon={exclusive ? <Crown /> : <Gift />}>
            {exclusive ? 'Exclusive' : 'Bonus'}
          </Badge>
          <h2 id="play-title" className="play-title">
            {game.name}
          </h2>
          <p>{game.description}</p>
        </div>
      </div>
      <div className="play-columns">
        <GameActions game={game} />
        <section className="ui-card play-rules" aria-labelledby="play-rules-title">
          <h2 id="play-rules-title">How it works</h2>
          <ol>
            <li>Request an account. Our team creates it on the game platform, usually within a day.</li>
            <li>Reveal your username and temporary password once, then choose your own at first sign-in.</li>
            <li>Add Game Loot: move Gold Coins or Sweep Coins from your wallet into the game.</li>
            <li>Play. Every round is provably fair: you can verify it after the seed rotates.</li>
            <li>Withdraw winnings back to your wallet, in the coins you played.</li>
          </ol>
          <p className="ui-muted">
            Sweep Coins must be played once before they can be redeemed (minimum{' '}
            {formatMoney(sweepCents(REDEMPTION_RULES.minimumCents))}). See the{' '}
            <Link to="/sweepstake-rules">Sweepstake Rules</Link>.
          </p>
        </section>
      </div>
    </article>
  );
}
