import { Link } from 'react-router-dom';
import { BONUS, formatGoldCoins, formatSweepCoins, type User } from '@arcade/contracts';
import { bus, useAppStore } from '@arcade/platform';
import { Button, Card, Coins, Gift, Sparkles } from '@arcade/shared-ui';

/** A signed-in player's lobby header: greeting, both balances, today's bonus and the way to the store. */
export function PlayerWelcome({ user }: { user: User }) {
  const balances = useAppStore((s) => s.balances);
  return (
    <section className="lobby-player" aria-labelledby="player-title">
      <h2 id="player-title" className="lobby-player__title">
        Welcome back, <span className="lobby-gold">{user.name.first || 'player'}</span>
      </h2>
      <div className="lobby-player__grid">
        <Card className="lobby-balance lobby-balance--gc">
          <Coins aria-hidden="true" />
          <div>
            <p className="lobby-balance__label">Gold Coins</p>
            <p className="lobby-balance__value" data-testid="lobby-gc">
              {formatGoldCoins(balances.gold)}
            </p>
          </div>
        </Card>
        <Card className="lobby-balance lobby-balance--sc">
          <Sparkles aria-hidden="true" />
          <div>
            <p className="lobby-balance__label">Sweep Coins</p>
            <p className="lobby-balance__value" data-testid="lobby-sc">
              {formatSweepCoins(balances.sweep)}
            </p>
          </div>
        </Card>
        <Card highlight className="lobby-today">
          <p className="lobby-balance__label">Today&apos;s bonus</p>
          <p className="lobby-today__value">{formatGoldCoins(BONUS.dailyGold)} GC</p>
          <Button variant="primary" onClick={() => bus.emit('daily-bonus:open')}>
            <Gift size={18} aria-hidden="true" />
            Claim daily bonus
          </Button>
        </Card>
      </div>
      <p className="lobby-fine">
        <Link to="/buy-coins">Get more Gold Coins</Link> · <Link to="/rewards">Rewards</Link>
      </p>
    </section>
  );
}
