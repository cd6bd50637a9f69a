import { Link } from 'react-router-dom';
import { Card, GameArt } from '@arcade/shared-ui';
import { useGames } from '../features/games/api/get-games';
import '../features/games/games.css';
import { useProbe } from '../lib/use-probe';

/** Desktop side widget on / and /games: exclusive picks and a rewards reminder. */
export default function SideWidget() {
  useProbe();
  const { data } = useGames('exclusive');
  return (
    <Card data-remote-widget="mfe_games">
      <h2 style={{ fontSize: '1.1rem', marginTop: 0 }}>Exclusive picks</h2>
      <ul className="side-picks">
        {(data?.games ?? []).slice(0, 4).map((g) => (
          <li key={g.id}>
            <GameArt slug={g.slug} name={g.name} className="side-picks__art" />
            <Link to={`/games?game=${encodeURIComponent(g.slug)}`}>{g.name}</Link>
          </li>
        ))}
      </ul>
      <Link to="/rewards">Daily rewards</Link>
    </Card>
  );
}
