import { Page } from '@arcade/shared-ui';

export default function AuthPage() {
  return (
    <Page title="Log In" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p className="ui-muted">This page is being built.</p>
    </Page>
  );
}
