import { Link } from 'react-router-dom';
import { Page } from '@arcade/shared-ui';

export default function DepositSuccessPage() {
  return (
    <Page title="Payment Successful" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <ol>
        <li>Go to your wallet (Load Loot).</li>
        <li>Choose a game and click Add Game Loot.</li>
        <li>Provide a username and play.</li>
      </ol>
      <p className="ui-muted">
        New users are sent a username and temporary password. Coins may take up to 10 minutes to appear in the
        wallet.
      </p>
      <Link className="ui-btn ui-btn--primary" to="/profile?tab=wallet">
        Go to Wallet
      </Link>
    </Page>
  );
}
