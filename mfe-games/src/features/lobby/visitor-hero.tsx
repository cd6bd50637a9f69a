import { Link } from 'react-router-dom';
import {
  BONUS,
  ELIGIBLE_STATES,
  MINIMUM_AGE,
  formatGoldCoins,
  formatMoneyLong,
  goldCoins,
} from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { Badge, Button, Gift, MapPin, ShieldCheck, WelcomeBonusArt } from '@arcade/shared-ui';

/** What Lucky Arcade is, in one screen, for a visitor: the free bonus, the rules that matter, and the way in. */
export function VisitorHero() {
  return (
    <section className="lobby-hero" aria-labelledby="hero-title">
      <div className="lobby-hero__copy">
        <ul className="lobby-hero__facts" aria-label="Good to know">
          <li>
            <Badge tone="emerald" icon={<ShieldCheck />}>
              No purchase necessary
            </Badge>
          </li>
          <li>
            <Badge tone="neutral">{MINIMUM_AGE}+ only</Badge>
          </li>
          <li>
            <Badge tone="purple" icon={<MapPin />}>
              {ELIGIBLE_STATES.length} U.S. states
            </Badge>
          </li>
        </ul>
        <p className="lobby-hero__eyebrow">The free-to-play sweepstakes arcade</p>
        <h2 id="hero-title" className="lobby-hero__title">
          Play free. <span className="lobby-gold">Win real prizes.</span>
        </h2>
        <p className="lobby-hero__lead">
          Join free and get <strong>{formatMoneyLong(goldCoins(BONUS.welcomeGold))}</strong> to play ten
          arcade games. Collect Sweep Coins along the way for a chance to redeem prizes.
        </p>
        <div className="lobby-hero__cta">
          <Button variant="primary" onClick={() => bus.emit('auth:open', { mode: 'register' })}>
            <Gift size={18} aria-hidden="true" />
            Claim {formatGoldCoins(BONUS.welcomeGold)} free Gold Coins
          </Button>
          <Button onClick={() => bus.emit('auth:open', { mode: 'login' })}>Log in</Button>
        </div>
        <p className="lobby-fine">
          Sweepstakes are void where prohibited. <Link to="/sweepstake-rules">Sweepstakes rules</Link> ·{' '}
          <Link to="/amoe-free-entry">Free entry by mail</Link>
        </p>
      </div>
      <div className="lobby-hero__art">
        <WelcomeBonusArt />
      </div>
    </section>
  );
}
