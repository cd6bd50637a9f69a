import { Link } from 'react-router-dom';
import { bus, useAppStore } from '@arcade/platform';
import { Button, Page } from '@arcade/shared-ui';
import { GameGrid } from '../features/games/game-grid';
import { useProbe } from '../lib/use-probe';

export default function HomePage() {
  useProbe();
  const user = useAppStore((s) => s.user);
  return (
    <Page title="Welcome to Lucky Arcade" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <section className="ui-card" aria-labelledby="hero-title" style={{ marginBottom: 24 }}>
        <h2 id="hero-title" style={{ marginTop: 0 }}>
          Free-to-play sweepstakes arcade
        </h2>
        <p>
          Play with Gold Coins for fun and Sweep Coins for a chance to win prizes. No purchase necessary. 21+
          only in eligible U.S. states.
        </p>
        {user ? (
          <Link className="ui-btn ui-btn--primary" to="/games">
            Play now
          </Link>
        ) : (
          // The buttons keep their labels on one line and wrap as a whole on narrow phones (issue 8 item 7).
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button variant="primary" onClick={() => bus.emit('auth:open', { mode: 'register' })}>
              Create free account
            </Button>
            <Link className="ui-btn" to="/amoe-free-entry" style={{ whiteSpace: 'nowrap' }}>
              Free entry
            </Link>
          </div>
        )}
      </section>
      <h2>Featured games</h2>
      <GameGrid limit={6} />
    </Page>
  );
}
