import { Page } from '@arcade/shared-ui';
import { KycPanel } from '../features/kyc/components/kyc-panel';

export default function VerifyKycPage() {
  return (
    <Page title="Verify Your Identity" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <KycPanel />
    </Page>
  );
}
