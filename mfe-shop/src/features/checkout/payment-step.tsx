import { useId, useState } from 'react';
import { SHOP_MESSAGES, type DepositGateway, type PaymentMethod } from '@arcade/contracts';
import { toast, errorMessage, isRetryable, useAttemptKey } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { useCreateDeposit } from './api/create-deposit';
import type { Purchase } from '../../lib/purchase';
import { METHODS } from './payment-methods';
import { PurchaseSummary } from '../../lib/purchase-summary';

export interface PaymentStepProps {
  purchase: Purchase;
  onBack: () => void;
  /** Card and crypto open an in-app step (SPEC §4 buy flow). */
  onInApp: (method: 'card' | 'crypto') => void;
  /** Sends the browser to the provider's hosted page (bank and the redirect provider). */
  redirect: (url: string) => void;
}

/** The payment step (SPEC §2.5): back to the packages, four methods, Proceed to Payment. */
export function PaymentStep({ purchase, onBack, onInApp, redirect }: PaymentStepProps) {
  const groupId = useId();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const deposit = useCreateDeposit();
  const attempt = useAttemptKey(`${purchase.productId ?? purchase.price}:${method ?? ''}`);
  const [leaving, setLeaving] = useState(false);
  const pending = deposit.isPending || leaving;

  const proceed = async () => {
    if (!method || pending) return;
    if (method === 'card' || method === 'crypto') {
      onInApp(method);
      return;
    }
    try {
      const answer = await deposit.mutateAsync({
        body: {
          ...(purchase.productId ? { productId: purchase.productId } : { amount: purchase.price }),
          paymentGateway: method as DepositGateway,
        },
        idempotencyKey: attempt.key(),
      });
      attempt.settle();
      setLeaving(true);
      toast('info', SHOP_MESSAGES.initiatingPayment);
      redirect(answer.invoiceUrl);
    } catch (err) {
      if (!isRetryable(err)) attempt.settle();
      toast('error', errorMessage(err, SHOP_MESSAGES.purchaseFailed), 5000);
    }
  };

  return (
    <div className="shop-pay">
      <Button variant="ghost" className="shop-back" onClick={onBack} disabled={pending}>
        ← Back to packages
      </Button>
      <PurchaseSummary purchase={purchase} />
      <fieldset className="shop-methods" aria-describedby={`${groupId}-hint`}>
        <legend>Payment method</legend>
        <p id={`${groupId}-hint`} className="ui-muted shop-methods__hint">
          Choose how you would like to pay.
        </p>
        {METHODS.map((m) => (
          <label key={m.key} className={`shop-method${method === m.key ? ' shop-method--on' : ''}`}>
            <input
              type="radio"
              name={`${groupId}-method`}
              value={m.key}
              checked={method === m.key}
              onChange={() => setMethod(m.key)}
              disabled={pending}
            />
            <span className="shop-method__text">
              <span className="shop-method__label">{m.label}</span>
              <span className="shop-method__detail ui-muted">{m.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button
        variant="primary"
        className="shop-proceed"
        onClick={() => void proceed()}
        disabled={!method}
        loading={pending}
      >
        {pending ? 'Processing...' : 'Proceed to Payment'}
      </Button>
    </div>
  );
}
