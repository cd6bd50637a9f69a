import { Link } from 'react-router-dom';
import { BONUS, formatMoney, goldCoins, type User } from '@arcade/contracts';
import { bus, useAppStore } from '@arcade/platform';
import { BalanceTiles, Button, Card, Gift } from '@arcade/shared-ui';

/**
 * A signed-in player's lobby header (the page's h1 greets them): both balances, today's bonus and the way to
 * the store. Once today's bonus is claimed the card says so instead of offering a Claim that would be refused.
 */
export function PlayerWelcome({ user }: { user: User }) {
  const balances = useAppStore((s) => s.balances);
  return (
    <section className="lobby-player" aria-labelledby="player-title">
      {/* the page's h1 greets; this h2 keeps the outline in order before the offers' h3s */}
      <h2 id="player-title" className="ui-sr-only">
        Your balances and today&apos;s bonus
      </h2>
      <div className="lobby-player__grid">
        <BalanceTiles gold={balances.gold} sweep={balances.sweep} testIdPrefix="lobby" />
        <Card highlight={!user.claimedDailyBonus} className="lobby-today">
          <p className="lobby-today__label">Today&apos;s bonus</p>
          <p className="lobby-today__value">{formatMoney(goldCoins(BONUS.dailyGold))}</p>
          {user.claimedDailyBonus ? (
            <p className="lobby-today__done">Claimed today. Come back tomorrow for the next one.</p>
          ) : (
            <Button variant="primary" onClick={() => bus.emit('daily-bonus:open')}>
              <Gift size={18} aria-hidden="true" />
              Claim daily bonus
            </Button>
          )}
        </Card>
      </div>
      <p className="lobby-fine">
        <Link to="/buy-coins">Get more Gold Coins</Link> · <Link to="/rewards">Rewards</Link>
      </p>
    </section>
  );
}
