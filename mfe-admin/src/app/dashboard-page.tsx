import { ROLE_LABELS, roleCan } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import { Card, Page } from '@arcade/shared-ui';
import { SupportInbox } from '../features/inbox/inbox';

/**
 * /dashboard (the shell lets staff in; the server checks each permission again). Its first screen is the support
 * inbox for roles holding support.chat; other staff roles see what reaches them until their tools ship.
 */
export default function DashboardPage() {
  const user = useAppStore((s) => s.user);
  const name = user ? [user.name.first, user.name.last].filter(Boolean).join(' ') || user.email : '';
  if (user && roleCan(user.role, 'support.chat'))
    return (
      <Page title="Support inbox" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
        <SupportInbox />
      </Page>
    );
  return (
    <Page title="Staff dashboard" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <Card>
        <p>
          <strong>Welcome{name ? `, ${name}` : ''}.</strong> {user ? `(${ROLE_LABELS[user.role]})` : ''}
        </p>
        <p>
          New deposit, withdrawal and game-account requests arrive as notifications in your notification bell.
        </p>
      </Card>
    </Page>
  );
}
