import { useEffect, useState } from 'react';
import { adjustedUsdAmount, CUSTOM_AMOUNT, SHOP_MESSAGES, type CryptoPayment } from '@arcade/contracts';
import { toast, errorMessage, isRetryable, useAttemptKey } from '@arcade/platform';
import { Button, EmptyState, Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { createOrder } from '../../../lib/orders/create-order';
import { PurchaseSummary } from '../../../lib/purchase-summary';
import { formatUsd, purchaseFromAmount, type Purchase } from '../../../lib/purchase';
import { createCryptoPayment } from '../api/create-payment';
import { useCurrencies } from '../api/get-currencies';
import { useRateData } from '../api/use-rate-data';
import { CurrencyChooser, preselectedCurrency } from './currency-chooser';
import { PaymentDetails } from './payment-details';

export interface CryptoCheckoutProps {
  purchase: Purchase;
  onBack: () => void;
  /** The purchase raised to the currency's minimum (SPEC §4 currency amount adjustment). */
  onAdjust: (purchase: Purchase) => void;
  onPaid: (orderId: string, paymentId: string) => void;
}

/** SPEC §2.5 crypto checkout: currency chooser, rates and minimum, then the payment details. */
export function CryptoCheckout({ purchase, onBack, onAdjust, onPaid }: CryptoCheckoutProps) {
  const currencies = useCurrencies();
  const [currency, setCurrency] = useState<string | null>(null);
  const [payment, setPayment] = useState<CryptoPayment | null>(null);
  const [creating, setCreating] = useState(false);
  const rate = useRateData(currency, purchase.price);
  const attempt = `${purchase.productId ?? purchase.price}:${currency ?? ''}`;
  const orderKey = useAttemptKey(`order:${attempt}`);
  const paymentKey = useAttemptKey(`payment:${attempt}`);

  useEffect(() => {
    if (currency === null && currencies.data) setCurrency(preselectedCurrency(currencies.data));
  }, [currencies.data, currency]);

  useEffect(() => {
    if (currency && rate.error)
      toast(
        'error',
        errorMessage(rate.error, SHOP_MESSAGES.errorLoadingCurrency(currency.toUpperCase())),
        5000,
        'crypto-rate',
      );
  }, [currency, rate.error]);

  if (currencies.isError) {
    return (
      <div className="crypto-unavailable" data-testid="crypto-unavailable">
        <EmptyState
          level={3}
          title={SHOP_MESSAGES.serviceUnavailable}
          action={
            <Button variant="primary" onClick={onBack}>
              Go Back
            </Button>
          }
        >
          We are having issues with our crypto payment provider right now. Please try again later or choose
          another payment method.
        </EmptyState>
      </div>
    );
  }

  if (payment) {
    return (
      <div className="crypto-checkout">
        <PurchaseSummary purchase={purchase} />
        <PaymentDetails
          payment={payment}
          onFinished={(p) => onPaid(p.order_id, p.payment_id)}
          onRestart={() => setPayment(null)}
        />
      </div>
    );
  }

  const code = currency?.toUpperCase() ?? '';
  const suggested = rate.data?.belowMinimum ? adjustedUsdAmount(rate.data.minUsdAmount) : null;
  const canAdjust = suggested !== null && suggested <= CUSTOM_AMOUNT.maxDollars;
  const disabled = !currency || rate.loading || !rate.data || rate.data.belowMinimum || creating;

  const proceed = async () => {
    if (disabled || !currency) return;
    setCreating(true);
    try {
      const order = await createOrder({
        body: {
          ...(purchase.productId ? { productId: purchase.productId } : { amount: purchase.price }),
          method: 'crypto',
        },
        idempotencyKey: orderKey.key(),
      });
      const created = await createCryptoPayment(
        {
          order_id: order.id,
          pay_currency: currency,
          price_amount: order.price,
          price_currency: 'usd',
          order_description: order.type,
        },
        paymentKey.key(),
      );
      orderKey.settle();
      paymentKey.settle();
      setPayment(created);
    } catch (err) {
      if (!isRetryable(err)) {
        orderKey.settle();
        paymentKey.settle();
      }
      toast('error', errorMessage(err, SHOP_MESSAGES.createPaymentFailed), 5000);
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="crypto-checkout">
      <Button variant="ghost" className="shop-back" onClick={onBack} disabled={creating}>
        ← Back to payment methods
      </Button>
      <PurchaseSummary purchase={purchase} />
      <h3 className="crypto-checkout__title">Choose a cryptocurrency</h3>
      {/* The rate and the below-minimum message sit by the amount, above the tiles: in view at 1280x800 (issue 28). */}
      <div className="crypto-rate" aria-live="polite" data-testid="crypto-rate">
        {currency && rate.loading ? <p className="ui-muted">Loading {code} rates...</p> : null}
        {currency && rate.error ? (
          <p className="ui-field-error" role="alert">
            {SHOP_MESSAGES.errorLoadingCurrency(code)}
          </p>
        ) : null}
        {rate.data && !rate.loading ? (
          <p>
            You pay about{' '}
            <strong>
              {rate.data.estimatedAmount} {code}
            </strong>{' '}
            (minimum {rate.data.minAmount} {code}).
          </p>
        ) : null}
        {rate.data?.belowMinimum && !rate.loading ? (
          <div className="crypto-rate__below" data-testid="crypto-below-minimum">
            <p>
              {formatUsd(purchase.price)} is below the {code} minimum of about{' '}
              {formatUsd(rate.data.minUsdAmount)}.
            </p>
            {canAdjust ? (
              <Button variant="secondary" onClick={() => onAdjust(purchaseFromAmount(suggested, true))}>
                Adjust to {formatUsd(suggested)}
              </Button>
            ) : (
              <p>The {code} minimum is above our purchase limit. Please choose another currency.</p>
            )}
          </div>
        ) : null}
      </div>
      {currencies.isPending || !currency ? (
        <SkeletonGroup label="Loading currencies">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </SkeletonGroup>
      ) : (
        <CurrencyChooser
          currencies={currencies.data}
          selected={currency}
          onSelect={setCurrency}
          disabled={creating}
        />
      )}
      <Button
        variant="primary"
        className="shop-proceed"
        onClick={() => void proceed()}
        disabled={disabled}
        loading={creating}
      >
        {creating ? 'Processing...' : 'Continue'}
      </Button>
    </div>
  );
}
