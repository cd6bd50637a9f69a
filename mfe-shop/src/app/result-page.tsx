import { Page } from '@arcade/shared-ui';

export default function ResultPage() {
  return (
    <Page title="Payment Result" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p className="ui-muted">This page is being built.</p>
    </Page>
  );
}
