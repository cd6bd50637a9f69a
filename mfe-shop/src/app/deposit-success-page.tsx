import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatGoldCoins, type Order } from '@arcade/contracts';
import { loadCurrentUser, navigate, useHoldPage } from '@arcade/platform';
import {
  Button,
  Card,
  EmptyState,
  Page,
  Skeleton,
  SkeletonGroup,
  usePrefersReducedMotion,
} from '@arcade/shared-ui';
import { useOrder } from '../lib/orders/get-order';
import { formatUsd } from '../lib/purchase';
import { useProbe } from '../lib/use-probe';
import '../lib/shop.css';

function useConfetti(on: boolean): void {
  const reduce = usePrefersReducedMotion();
  useEffect(() => {
    if (!on || reduce) return undefined;
    let cancelled = false;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      void confetti({ particleCount: 140, spread: 80, origin: { y: 0.3 }, disableForReducedMotion: true });
    });
    return () => {
      cancelled = true;
    };
  }, [on, reduce]);
}

function PaidOrder({ order }: { order: Order }) {
  const [going, setGoing] = useState(false);
  useConfetti(true);
  const goToWallet = async () => {
    setGoing(true);
    try {
      await loadCurrentUser();
    } finally {
      navigate('/profile?tab=wallet');
    }
  };
  return (
    <div className="deposit-success" data-testid="deposit-success">
      <Card as="section" highlight className="deposit-success__card" aria-labelledby="ds-rewards">
        <h2 id="ds-rewards">Your rewards</h2>
        <dl className="shop-summary">
          <div className="shop-summary__row shop-summary__row--price">
            <dt>Amount paid</dt>
            <dd data-testid="ds-amount">{formatUsd(order.price)}</dd>
          </div>
          <div className="shop-summary__row">
            <dt>Gold Coins</dt>
            <dd data-testid="ds-coins">{formatGoldCoins(order.coins)}</dd>
          </div>
          <div className="shop-summary__row">
            <dt>Bonus Coins</dt>
            <dd data-testid="ds-bonus">{formatGoldCoins(order.bonusAmount)}</dd>
          </div>
        </dl>
      </Card>
      <section aria-labelledby="ds-next">
        <h2 id="ds-next">What to do next</h2>
        <ol>
          <li>Go to your wallet (Load Loot).</li>
          <li>Choose a game and click Add Game Loot.</li>
          <li>Provide a username and play.</li>
        </ol>
        <p className="ui-muted">
          New users are sent a username and temporary password. Coins may take up to 10 minutes to appear in
          the wallet.
        </p>
      </section>
      <Button variant="primary" onClick={() => void goToWallet()} loading={going}>
        Go to Wallet
      </Button>
    </div>
  );
}

/** /deposit-success?orderId= (SPEC §2.5): only for the player's own paid order. */
export default function DepositSuccessPage() {
  useProbe();
  // The page is the payment's one confirmation: no deposit dialog, prompt or popup over it while it is shown.
  useHoldPage('payment-outcome');
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const order = useOrder(orderId);
  const status = order.data?.status;
  const confirming = order.isPending && Boolean(orderId);
  const waiting = status === 'created' || status === 'pending' || status === 'partially_paid';
  return (
    <Page
      title={status === 'paid' ? 'Payment Successful' : 'Purchase status'}
      remote={__REMOTE_NAME__}
      version={__REMOTE_VERSION__}
    >
      {confirming ? (
        <SkeletonGroup label="Loading your order">
          <Skeleton height={160} radius={16} />
        </SkeletonGroup>
      ) : status === 'paid' && order.data ? (
        <PaidOrder order={order.data} />
      ) : waiting ? (
        <p role="status" data-testid="ds-waiting">
          We are confirming your payment. This page updates by itself.
        </p>
      ) : (
        <div data-testid="ds-no-order">
          <EmptyState
            title="No paid order to show"
            action={
              <Link className="ui-btn ui-btn--primary" to="/buy-coins">
                Buy Gold Coins
              </Link>
            }
          >
            This page shows a purchase once its payment has arrived. We could not find a paid order of yours
            here.
          </EmptyState>
        </div>
      )}
    </Page>
  );
}
