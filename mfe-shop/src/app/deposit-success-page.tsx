import { Page } from '@arcade/shared-ui';

export default function DepositSuccessPage() {
  return (
    <Page title="Payment Successful" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p className="ui-muted">This page is being built.</p>
    </Page>
  );
}
