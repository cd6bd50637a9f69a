import { Page } from '@arcade/shared-ui';

export default function PhoneVerificationPage() {
  return (
    <Page title="Verify Your Phone Number" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p className="ui-muted">This page is being built.</p>
    </Page>
  );
}
