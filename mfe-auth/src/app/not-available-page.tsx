import { Page } from '@arcade/shared-ui';

export default function NotAvailablePage() {
  return (
    <Page title="Not Available in Your Location" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p className="ui-muted">This page is being built.</p>
    </Page>
  );
}
