import { Page } from '@arcade/shared-ui';

export default function RewardsPage() {
  return (
    <Page title="Rewards" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p className="ui-muted">This page is being built.</p>
    </Page>
  );
}
