import { Link } from 'react-router-dom';
import { Page } from '@arcade/shared-ui';
import { PackageGrid } from '../features/packages/package-grid';
import { useProbe } from '../lib/use-probe';

export default function BuyCoinsPage() {
  useProbe();
  return (
    <Page title="Buy Gold Coins" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p>Gold Coins are for fun play only. Every package includes free bonus coins. No purchase necessary.</p>
      <PackageGrid />
      <p className="ui-muted">
        Checkout by card, crypto, bank and hosted payment opens here soon.{' '}
        <Link to="/">Back to the arcade</Link>
      </p>
    </Page>
  );
}
