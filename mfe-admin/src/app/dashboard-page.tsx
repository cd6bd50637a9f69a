import type { ReactNode } from 'react';
import { ROLE_LABELS, roleCan } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import { Card, Page } from '@arcade/shared-ui';
import { SupportInbox } from '../features/inbox/inbox';
import { WorkQueue } from '../features/work-queue/components/work-queue';
import { Corrections } from '../features/corrections/components/corrections';
import { Players } from '../features/players/components/players';
import { AuditLog } from '../features/audit/components/audit-log';
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
  const frame = (title: string, key: AdminView, body: ReactNode) => (
    <Page title={title} remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      {withNav ? (
        <>
          <AdminNav role={role} view={view} onChange={setView} />
          <div role="tabpanel" id={`panel-${key}`} aria-labelledby={`tab-${key}`} className="admin-panel">
            {body}
          </div>
        </>
      ) : (
        body
      )}
      <StepUpDialog />
    </Page>
  );
  if (view === 'queue') return frame('Work queue', 'queue', <WorkQueue />);
  if (view === 'corrections') return frame('Corrections', 'corrections', <Corrections />);
  if (view === 'players') return frame('Players', 'players', <Players />);
  if (view === 'audit') return frame('Audit log', 'audit', <AuditLog />);
  if (user && roleCan(role, 'support.chat')) return frame('Support inbox', 'home', <SupportInbox />);
  return frame(
    'Staff dashboard',
    'home',
    <Card>
      <p>
        <strong>Welcome{name ? `, ${name}` : ''}.</strong> {user ? `(${ROLE_LABELS[user.role]})` : ''}
      </p>
      <p>
        New deposit, withdrawal and game-account requests arrive as notifications in your notification bell.
      </p>
    </Card>,
  );
}
