import { Suspense, useDeferredValue } from 'react';
import { errorMessage, lazyNamed } from '@arcade/platform';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, Gamepad2, Page, Skeleton, SkeletonGroup, Tabs } from '@arcade/shared-ui';
import { GameGrid } from '../features/games/components/game-grid';
import { LobbyRows } from '../features/games/components/lobby-rows';
import { useGames, type GameType } from '../features/games/api/get-games';
import { useProbe } from '../lib/use-probe';

/** The game's page (its forms bring the form kit) loads only when a game is opened: the list's first load stays light. */
const GameDetail = lazyNamed(() =>
  import('../features/play/components/game-detail').then((m) => m.GameDetail),
);

type TabKey = 'all' | GameType;
const TABS = [
  { key: 'all', label: 'All Games' },
  { key: 'exclusive', label: 'Exclusive' },
  { key: 'bonus', label: 'Bonus' },
] as const;

/** /games?game=<slug>: the game found in the catalogue by slug (or id). */
function GamePage({ slug }: { slug: string }) {
  const { data, isLoading, error } = useGames();
  const game = data?.games.find((g) => g.slug === slug || g.id === slug);
  if (isLoading)
    return (
      <SkeletonGroup label="Loading the game">
        <Skeleton height={320} />
      </SkeletonGroup>
    );
  if (error)
    return <p role="alert">The game could not be loaded: {errorMessage(error, 'please try again later.')}</p>;
  if (!game)
    return (
      <EmptyState title="Game not found" level={2} icon={<Gamepad2 />}>
        <Link to="/games">Back to all games</Link>
      </EmptyState>
    );
  return (
    <Suspense
      fallback={
        <SkeletonGroup label="Loading the game">
          <Skeleton height={320} />
        </SkeletonGroup>
      }
    >
      <GameDetail game={game} />
    </Suspense>
  );
}

/** /games?type=exclusive|bonus (anything else: All Games); /games?game=<slug>: that game's page. */
export default function GamesPage() {
  useProbe();
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const active: TabKey = raw === 'exclusive' || raw === 'bonus' ? raw : 'all';
  const slug = params.get('game');
  // The catalogue (cached, shared with the grid's All Games tab) feeds the rows.
  const all = useGames();
  // Rows, tabs and grid mount in a deferred, time-sliced pass once the catalogue is here (issue 9, TBT).
  const catalogue = useDeferredValue(all.data?.games);
  if (slug)
    return (
      <Page title="Games" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
        <GamePage slug={slug} />
      </Page>
    );
  // A failed catalogue is said here: mounting the grid on the failed query refetched it, which reset the error and
  // put the placeholder back, unmounting the grid: GET /games in a loop, the error never shown.
  if (!catalogue && all.error)
    return (
      <Page title="Games" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
        <p role="alert">Games could not be loaded: {errorMessage(all.error, 'please try again later.')}</p>
      </Page>
    );
  // One placeholder until the deferred catalogue is here, then rows, tabs and grid in one pass (no layout shift).
  if (!catalogue)
    return (
      <Page title="Games" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
        <SkeletonGroup label="Loading games">
          <Skeleton height={640} />
        </SkeletonGroup>
      </Page>
    );
  return (
    <Page title="Games" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <LobbyRows games={catalogue ?? []} />
      <Tabs<TabKey>
        label="Game type"
        items={TABS}
        active={active}
        onChange={(k) => setParams(k === 'all' ? {} : { type: k })}
      />
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        <GameGrid type={active === 'all' ? undefined : active} headingLevel={2} />
      </div>
    </Page>
  );
}
