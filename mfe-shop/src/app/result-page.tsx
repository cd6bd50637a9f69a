import { Link } from 'react-router-dom';
import { Page } from '@arcade/shared-ui';

export default function ResultPage({ result }: { result?: string }) {
  const ok = result === 'success';
  return (
    <Page title={ok ? 'Success' : 'Payment Failed'} remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p>
        {ok
          ? 'Your request was completed.'
          : 'Your payment did not go through. Your card has not been charged; please do not pay again. You can try another method.'}
      </p>
      <Link className="ui-btn ui-btn--primary" to={ok ? '/profile?tab=wallet' : '/buy-coins'}>
        {ok ? 'Go to Wallet' : 'Try again'}
      </Link>
    </Page>
  );
}
