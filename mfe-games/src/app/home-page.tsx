import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useAppStore } from '@arcade/platform';
import { ChevronRight, Page, Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { useGames } from '../features/games/api/get-games';
import { LobbyRows } from '../features/games/components/lobby-rows';
import { PlayerWelcome } from '../features/lobby/player-welcome';
import { PromoBanners } from '../features/lobby/promo-banners';
import { VisitorHero } from '../features/lobby/visitor-hero';
import '../features/lobby/lobby.css';
import { useProbe } from '../lib/use-probe';

/**
 * The lobby on /: sells the product to a visitor, greets a player with balances, today's bonus and games: the
 * Featured and New rows, one row per type (Exclusive, Bonus) linking to its tab, and All games.
 * One greeting: a player's page title is "Welcome back, <name>"; a visitor's hero headline is what they see,
 * the page's h1 ("Welcome to Lucky Arcade") is there for screen readers.
 */
export default function HomePage() {
  useProbe();
  const user = useAppStore((s) => s.user);
  const games = useGames();
  // The rows render in a deferred (time-sliced) pass after the catalogue arrives, not in the query's blocking
  // update: the skeleton stays one more frame instead of the page freezing while 40 cards mount (issue 9, TBT).
  const catalogue = useDeferredValue(games.data?.games);
  return (
    <Page
      title={user ? `Welcome back, ${user.name.first || 'player'}` : 'Welcome to Lucky Arcade'}
      titleHidden={!user}
      remote={__REMOTE_NAME__}
      version={__REMOTE_VERSION__}
    >
      {user ? <PlayerWelcome user={user} /> : <VisitorHero />}
      <PromoBanners signedIn={Boolean(user)} />
      {games.error ? (
        <p role="alert">Games could not be loaded: {errorMessage(games.error, 'please try again later.')}</p>
      ) : catalogue ? (
        <LobbyRows games={catalogue} byType />
      ) : (
        <SkeletonGroup label="Loading games">
          <Skeleton height={1440} />
        </SkeletonGroup>
      )}
      <p className="lobby-all">
        <Link to="/games" className="ui-btn ui-btn--secondary">
          All games <ChevronRight size={18} aria-hidden="true" />
        </Link>
      </p>
    </Page>
  );
}
