import { useSearchParams } from 'react-router-dom';
import { Page, Tabs } from '@arcade/shared-ui';
import { GameGrid } from '../features/games/components/game-grid';
import type { GameType } from '../features/games/api/get-games';
import { useProbe } from '../lib/use-probe';

type TabKey = 'all' | GameType;
const TABS = [
  { key: 'all', label: 'All Games' },
  { key: 'exclusive', label: 'Exclusive' },
  { key: 'bonus', label: 'Bonus' },
] as const;

/** /games?type=exclusive|bonus (anything else: All Games). */
export default function GamesPage() {
  useProbe();
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const active: TabKey = raw === 'exclusive' || raw === 'bonus' ? raw : 'all';
  return (
    <Page title="Games" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
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
