import { useAppStore } from '@arcade/platform';
import { Page } from '@arcade/shared-ui';

/** /dashboard (the shell lets only ADMIN in): a landing page until the admin tools ship. */
export default function DashboardPage() {
  const user = useAppStore((s) => s.user);
  const name = user ? [user.name.first, user.name.last].filter(Boolean).join(' ') || user.email : '';
  return (
    <Page title="Admin Dashboard" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <div className="ui-card">
        <p>
          <strong>Welcome{name ? `, ${name}` : ''}.</strong>
        </p>
        <p>
          The administration dashboard is coming soon. Until then, new deposit and withdrawal requests arrive
          as notifications in your notification bell.
        </p>
      </div>
    </Page>
  );
}
