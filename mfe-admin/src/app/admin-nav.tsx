import { useSearchParams } from 'react-router-dom';
import { roleCan, type Role } from '@arcade/contracts';
import { Tabs } from '@arcade/shared-ui';
import { canUseWorkQueue } from '../features/work-queue/components/work-queue';

export type AdminView = 'home' | 'queue' | 'corrections' | 'players' | 'audit' | 'eligibility' | 'figures';

const LABELS: Record<AdminView, string> = {
  home: 'Inbox',
  queue: 'Work queue',
  corrections: 'Corrections',
  players: 'Players',
  audit: 'Audit log',
  eligibility: 'Eligibility',
  figures: 'Figures',
};

/** The views a role may open, the first being /dashboard's default (the inbox or the welcome card). */
export function viewsOf(role: Role | null | undefined): AdminView[] {
  const views: AdminView[] = ['home'];
  if (canUseWorkQueue(role)) views.push('queue');
  if (roleCan(role, 'balances.correct')) views.push('corrections');
  if (roleCan(role, 'players.view')) views.push('players');
  if (roleCan(role, 'audit.view')) views.push('audit');
  if (roleCan(role, 'compliance.view')) views.push('eligibility');
  if (roleCan(role, 'figures.view')) views.push('figures');
  return views;
}

/** The view in the URL (?view=queue), the default when it is absent or not the role's. */
export function useAdminView(role: Role | null | undefined): [AdminView, (v: AdminView) => void] {
  const [params, setParams] = useSearchParams();
  const views = viewsOf(role);
  const asked = params.get('view') as AdminView | null;
  const view = asked && views.includes(asked) ? asked : 'home';
  const go = (v: AdminView) =>
    setParams(
      (p) => {
        // A view's own state (a player's id, a search, filters, a page) stays with that view.
        const next = v === asked ? new URLSearchParams(p) : new URLSearchParams();
        if (v === 'home') next.delete('view');
        else next.set('view', v);
        return next;
      },
      { replace: false },
    );
  return [view, go];
}

/** "Inbox · Work queue · Corrections" (WAI-ARIA tabs; arrow keys move), shown when a role has more than one view. */
export function AdminNav({
  role,
  view,
  onChange,
}: {
  role: Role | null | undefined;
  view: AdminView;
  onChange: (v: AdminView) => void;
}) {
  const views = viewsOf(role);
  if (views.length < 2) return null;
  const homeLabel = roleCan(role, 'support.chat') ? LABELS.home : 'Home';
  return (
    <Tabs
      label="Back office"
      items={views.map((key) => ({ key, label: key === 'home' ? homeLabel : LABELS[key] }))}
      active={view}
      onChange={onChange}
    />
  );
}
