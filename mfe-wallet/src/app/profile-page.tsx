import { Page } from '@arcade/shared-ui';

export default function ProfilePage() {
  return (
    <Page title="Profile" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p className="ui-muted">This page is being built.</p>
    </Page>
  );
}
