import { Link } from 'react-router-dom';
import { useAppStore } from '@arcade/platform';
import { ChevronRight, Page } from '@arcade/shared-ui';
import { GameGrid } from '../features/games/components/game-grid';
import { PlayerWelcome } from '../features/lobby/player-welcome';
import { PromoBanners } from '../features/lobby/promo-banners';
import { VisitorHero } from '../features/lobby/visitor-hero';
import '../features/lobby/lobby.css';
import { useProbe } from '../lib/use-probe';

/**
 * The lobby on /: sells the product to a visitor, greets a player with balances, today's bonus and games.
 * One greeting: a player's page title is "Welcome back, <name>"; a visitor's hero headline is what they see,
 * the page's h1 ("Welcome to Lucky Arcade") is there for screen readers.
 */
export default function HomePage() {
  useProbe();
  const user = useAppStore((s) => s.user);
  return (
    <Page
      title={user ? `Welcome back, ${user.name.first || 'player'}` : 'Welcome to Lucky Arcade'}
      titleHidden={!user}
      remote={__REMOTE_NAME__}
      version={__REMOTE_VERSION__}
    >
      {user ? <PlayerWelcome user={user} /> : <VisitorHero />}
      <PromoBanners signedIn={Boolean(user)} />
      <div className="lobby-section-head">
        <h2>{user ? 'Your games' : 'Featured games'}</h2>
        <nav aria-label="Game types" className="lobby-types">
          <Link to="/games?type=exclusive" className="lobby-more">
            Exclusive
          </Link>
          <Link to="/games?type=bonus" className="lobby-more">
            Bonus
          </Link>
          <Link to="/games" className="lobby-more">
            All games <ChevronRight size={18} aria-hidden="true" />
          </Link>
        </nav>
      </div>
      <GameGrid limit={8} />
    </Page>
  );
}
