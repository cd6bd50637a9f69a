import { Page } from '@arcade/shared-ui';
import { useProbe } from '../lib/use-probe';
import { CheckoutFlow } from './checkout-flow';

/** /buy-coins: the whole buy flow on a page of its own (SPEC §2.2). */
export default function BuyCoinsPage() {
  useProbe();
  return (
    <Page title="Buy Gold Coins" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      <p className="shop-intro">
        Gold Coins are for fun play only. Every package includes free bonus coins. No purchase necessary.
      </p>
      <CheckoutFlow />
    </Page>
  );
}
