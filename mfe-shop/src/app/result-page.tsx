import { Link, useSearchParams } from 'react-router-dom';
import {
  FINAL_ORDER_STATUSES,
  formatGoldCoins,
  formatMoney,
  formatMoneyLong,
  goldCoins,
  usdCents,
  type Order,
} from '@arcade/contracts';
import { useHoldPage } from '@arcade/platform';
import { EmptyState, Page, Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { useOrder } from '../lib/orders/get-order';
import { useProbe } from '../lib/use-probe';
import '../lib/shop.css';

const NOT_CHARGED = 'You have not been charged. Please do not pay again; you can try another method.';
/** The player left the provider's page with Cancel (issue 28 item 5): no failure, nothing charged. */
export const CANCELLED_TITLE = 'Payment Cancelled';
export const CANCELLED_TEXT =
  'You cancelled this payment on the payment page. Nothing was charged. You can buy coins again whenever you like.';

function OrderOutcome({ order }: { order: Order }) {
  const id = encodeURIComponent(order.id);
  if (order.status === 'paid')
    return (
      <div data-testid="result-paid">
        <p role="status">
          Payment received: {formatMoney(usdCents(order.priceCents))} for{' '}
          {formatMoneyLong(goldCoins(order.coins))} and {formatGoldCoins(order.bonusAmount)} Bonus Coins.
        </p>
        <Link className="ui-btn ui-btn--primary" to={`/deposit-success?orderId=${id}`}>
          See your coins
        </Link>
      </div>
    );
  if (!FINAL_ORDER_STATUSES.includes(order.status))
    return (
      <p role="status" data-testid="result-pending">
        We are confirming your payment with the provider. This page updates by itself.
      </p>
    );
  if (order.status === 'failed' && order.cancelled)
    return (
      <div data-testid="result-cancelled">
        <p role="status">{CANCELLED_TEXT}</p>
        <Link className="ui-btn ui-btn--primary" to="/buy-coins">
          Buy Gold Coins
        </Link>
      </div>
    );
  const text =
    order.status === 'review'
      ? 'Only part of your payment arrived. Our team is reviewing it and will contact you; please do not pay again.'
      : order.status === 'refunded'
        ? 'This payment was refunded.'
        : `Your payment ${order.status === 'expired' ? 'expired' : 'did not go through'}. ${NOT_CHARGED}`;
  return (
    <div data-testid="result-failed">
      <p role="alert">{text}</p>
      <Link className="ui-btn ui-btn--primary" to="/buy-coins">
        Try again
      </Link>
    </div>
  );
}

/** /success and /failed?orderId=: the order's real state, whichever page the provider returned to. */
export default function ResultPage({ result }: { result?: string }) {
  useProbe();
  // The page is the payment's one confirmation: prompts and popups wait (platform's modal coordinator).
  useHoldPage('payment-outcome');
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const order = useOrder(orderId, { pollMs: 2000 });
  const status = order.data?.status;
  const title =
    status === 'paid'
      ? 'Payment Successful'
      : status === 'failed' && order.data?.cancelled
        ? CANCELLED_TITLE
        : status && FINAL_ORDER_STATUSES.includes(status)
          ? 'Payment Failed'
          : result === 'success'
            ? 'Confirming your payment'
            : 'Payment Failed';
  return (
    <Page title={title} remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      {orderId && order.isPending ? (
        <SkeletonGroup label="Loading your order">
          <Skeleton height={80} radius={12} />
        </SkeletonGroup>
      ) : order.data ? (
        <OrderOutcome order={order.data} />
      ) : (
        <EmptyState
          title="No order found"
          action={
            <Link className="ui-btn ui-btn--primary" to="/buy-coins">
              Buy Gold Coins
            </Link>
          }
        >
          {result === 'success'
            ? 'We could not find an order of yours for this page.'
            : `We could not find an order of yours for this page. ${NOT_CHARGED}`}
        </EmptyState>
      )}
    </Page>
  );
}
