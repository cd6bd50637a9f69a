import { Link } from 'react-router-dom';
import { useGames } from '../features/games/api/get-games';
import { useProbe } from '../lib/use-probe';

/** Desktop side widget on / and /games: exclusive picks and a rewards reminder. */
export default function SideWidget() {
  useProbe();
  const { data } = useGames('exclusive');
  return (
    <div className="ui-card" data-remote-widget="mfe_games">
      <h2 style={{ fontSize: '1.1rem', marginTop: 0 }}>Exclusive picks</h2>
      <ul style={{ paddingLeft: 18 }}>
        {(data?.games ?? []).slice(0, 4).map((g) => (
          <li key={g.id}>{g.name}</li>
        ))}
      </ul>
      <Link to="/rewards">Daily rewards</Link>
    </div>
  );
}
