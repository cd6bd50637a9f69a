import type { ReactNode } from 'react';
import { ROLE_LABELS, roleCan } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import { Card, Page } from '@arcade/shared-ui';
import { SupportInbox } from '../features/inbox/inbox';
import { WorkQueue } from '../features/work-queue/components/work-queue';
import { Corrections } from '../features/corrections/components/corrections';
import { Players } from '../features/players/components/players';
import { AuditLog } from '../features/audit/components/audit-log';
import { Eligibility } from '../features/eligibility/components/eligibility';
import { Figures } from '../features/figures/components/figures';
import { StepUpDialog } from '../components/step-up-dialog';
import { AdminNav, useAdminView, viewsOf, type AdminView } from './admin-nav';
import './admin.css';

/**
 * /dashboard (the shell lets staff in; the server checks each permission again). Its first screen is the support
 * inbox for roles holding support.chat, else a welcome card; ?view=queue opens the work queue and
 * ?view=corrections the balance corrections, for the roles that hold their permissions.
 */
export default function DashboardPage() {
  const user = useAppStore((s) => s.user);
  const role = user?.role;
  const [view, setView] = useAdminView(role);
  const name = user ? [user.name.first, user.name.last].filter(Boolean).join(' ') || user.email : '';
  const withNav = viewsOf(role).length > 1;
  // The inbox stays mounted (hidden) on the other views: its socket is the agent's presence, so an agent who
  // opens the work queue stays "online" for players and keeps receiving their messages.
  const canChat = Boolean(user) && roleCan(role, 'support.chat');
  const onInbox = view === 'home' && canChat;
  const { title, body } = viewOf(view, onInbox, name, user ? ROLE_LABELS[user.role] : '');
  const content = (
    <>
      {body}
      {canChat ? (
        <div hidden={!onInbox} data-testid="inbox-holder">
          <SupportInbox />
        </div>
      ) : null}
    </>
  );
  return (
    <Page title={title} remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      {withNav ? (
        <>
          <AdminNav role={role} view={view} onChange={setView} />
          <div role="tabpanel" id={`panel-${view}`} aria-labelledby={`tab-${view}`} className="admin-panel">
            {content}
          </div>
        </>
      ) : (
        content
      )}
      <StepUpDialog />
    </Page>
  );
}

/** The title and body of a view; the inbox itself is rendered by the page (kept mounted). */
function viewOf(
  view: AdminView,
  onInbox: boolean,
  name: string,
  roleLabel: string,
): { title: string; body: ReactNode } {
  if (view === 'queue') return { title: 'Work queue', body: <WorkQueue /> };
  if (view === 'corrections') return { title: 'Corrections', body: <Corrections /> };
  if (view === 'players') return { title: 'Players', body: <Players /> };
  if (view === 'audit') return { title: 'Audit log', body: <AuditLog /> };
  if (view === 'eligibility') return { title: 'Eligibility', body: <Eligibility /> };
  if (view === 'figures') return { title: 'Figures', body: <Figures /> };
  if (onInbox) return { title: 'Support inbox', body: null };
  return {
    title: 'Staff dashboard',
    body: (
      <Card>
        <p>
          <strong>Welcome{name ? `, ${name}` : ''}.</strong> {roleLabel ? `(${roleLabel})` : ''}
        </p>
        <p>
          New deposit, withdrawal and game-account requests arrive as notifications in your notification bell.
        </p>
      </Card>
    ),
  };
}
