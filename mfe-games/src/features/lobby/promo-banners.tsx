import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BONUS, formatMoney, goldCoins } from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { Button, Card, DailyBonusArt, FreeEntryArt, WelcomeBonusArt } from '@arcade/shared-ui';

function Banner({
  id,
  art,
  title,
  children,
  action,
}: {
  id: string;
  art: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card as="li" className="lobby-banner" aria-labelledby={id}>
      <div className="lobby-banner__art">{art}</div>
      <div className="lobby-banner__body">
        <h3 id={id}>{title}</h3>
        <p>{children}</p>
        {action}
      </div>
    </Card>
  );
}

/** The offers of the lobby: welcome and daily bonus for visitors (a player's header has today's bonus), free entry. */
export function PromoBanners({ signedIn }: { signedIn: boolean }) {
  return (
    <ul className="lobby-banners" aria-label="Offers">
      {signedIn ? null : (
        <Banner
          id="banner-welcome"
          art={<WelcomeBonusArt />}
          title={`${formatMoney(goldCoins(BONUS.welcomeGold))} welcome bonus`}
          action={
            <Button variant="primary" onClick={() => bus.emit('auth:open', { mode: 'register' })}>
              Join free
            </Button>
          }
        >
          Free Gold Coins the moment you sign up. No card needed.
        </Banner>
      )}
      {signedIn ? null : (
        <Banner
          id="banner-daily"
          art={<DailyBonusArt />}
          title={`${formatMoney(goldCoins(BONUS.dailyGold))} every day`}
          action={<Button onClick={() => bus.emit('auth:open', { mode: 'login' })}>Log in to claim</Button>}
        >
          Come back every 24 hours for another free daily bonus.
        </Banner>
      )}
      <Banner
        id="banner-free-entry"
        art={<FreeEntryArt />}
        title="No purchase necessary"
        action={
          <Link className="ui-btn" to="/amoe-free-entry">
            How free entry works
          </Link>
        }
      >
        Sweep Coins are free by mail-in entry too. A purchase never improves your chances.
      </Banner>
    </ul>
  );
}
