import { Link } from 'react-router-dom';
import { useAppStore } from '@arcade/platform';
import { ChevronRight, Page } from '@arcade/shared-ui';
import { GameGrid } from '../features/games/components/game-grid';
import { PlayerWelcome } from '../features/lobby/player-welcome';
import { PromoBanners } from '../features/lobby/promo-banners';
import { VisitorHero } from '../features/lobby/visitor-hero';
import '../features/lobby/lobby.css';
import { useProbe } from '../lib/use-probe';

/** The lobby on /: sells the product to a visitor, greets a player with balances, today's bonus and games. */
export default function HomePage() {
  useProbe();
  const user = useAppStore((s) => s.user);
  return (
    <Page title="Welcome to Lucky Arcade" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      {user ? <PlayerWelcome user={user} /> : <VisitorHero />}
      <PromoBanners signedIn={Boolean(user)} />
      <div className="lobby-section-head">
        <h2>{user ? 'Your games' : 'Featured games'}</h2>
        <Link to="/games" className="lobby-more">
          All games <ChevronRight size={18} aria-hidden="true" />
        </Link>
      </div>
      <GameGrid limit={6} />
    </Page>
  );
}
