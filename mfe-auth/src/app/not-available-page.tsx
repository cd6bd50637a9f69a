import { Page } from '@arcade/shared-ui';
import { NotAvailableContent } from '../features/geo/components/not-available-content';

export default function NotAvailablePage() {
  return (
    <Page title="Not Available in Your Location" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <NotAvailableContent />
    </Page>
  );
}
