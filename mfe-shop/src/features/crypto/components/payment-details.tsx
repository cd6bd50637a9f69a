import { useState } from 'react';
import type { CryptoPayment } from '@arcade/contracts';
import { toast } from '@arcade/platform';
import { Badge, Button } from '@arcade/shared-ui';
import { formatMmSs, useCountdown } from '../hooks/use-countdown';
import { usePaymentPolling } from '../hooks/use-payment-polling';
import { QrCode } from './qr-code';

const STATUS_TEXT: Readonly<Record<string, string>> = {
  waiting: 'Waiting for your payment',
  confirming: 'Payment seen, waiting for confirmations',
  confirmed: 'Payment confirmed, crediting your coins',
  sending: 'Payment confirmed, crediting your coins',
  partially_paid: 'Partially paid: send the rest of the amount',
  finished: 'Payment complete',
  failed: 'Payment failed',
  refunded: 'Payment refunded',
  expired: 'Payment expired',
};

export interface PaymentDetailsProps {
  payment: CryptoPayment;
  onFinished: (payment: CryptoPayment) => void;
  onRestart: () => void;
}

/** SPEC §2.5 payment details: address, amount, currency, QR code, the 60-minute countdown and the status. */
export function PaymentDetails({ payment: initial, onFinished, onRestart }: PaymentDetailsProps) {
  const { payment, status, checkNow, checking, done } = usePaymentPolling(initial, onFinished);
  const left = useCountdown(payment.expires_at);
  const [copied, setCopied] = useState(false);
  const code = payment.pay_currency.toUpperCase();
  const over = done && status !== 'finished';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payment.pay_address);
      setCopied(true);
      toast('success', 'Address copied', 2000);
    } catch {
      toast('info', 'Select the address to copy it', 3000);
    }
  };

  return (
    <section className="crypto-details" aria-labelledby="crypto-details-title">
      <h3 id="crypto-details-title">
        Send {payment.pay_amount} {code}
      </h3>
      <p className="crypto-details__status" role="status" data-testid="crypto-status">
        <Badge tone={over ? 'danger' : status === 'finished' ? 'emerald' : 'gold'}>
          {STATUS_TEXT[status] ?? status}
        </Badge>
        {status === 'partially_paid' ? (
          <span>
            {' '}
            Received {payment.actually_paid} of {payment.pay_amount} {code}.
          </span>
        ) : null}
      </p>
      <div className="crypto-details__body">
        <QrCode text={payment.pay_address} label={`QR code of the ${code} payment address`} />
        <dl className="crypto-details__facts">
          <div>
            <dt>Amount</dt>
            <dd data-testid="crypto-amount">
              {payment.pay_amount} {code}
            </dd>
          </div>
          <div>
            <dt>Currency</dt>
            <dd>{code}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd className="crypto-details__address" data-testid="crypto-address">
              {payment.pay_address}
            </dd>
          </div>
          <div>
            <dt>Time left</dt>
            <dd data-testid="crypto-countdown" aria-live="off">
              {over ? '—' : formatMmSs(left)}
            </dd>
          </div>
        </dl>
      </div>
      <p className="ui-muted">
        Send exactly this amount to this address before the time runs out. We check the payment every 20
        seconds; your coins are added as soon as it is confirmed.
      </p>
      <div className="crypto-details__actions">
        {!done ? (
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? 'Address copied' : 'Copy address'}
            </Button>
            <Button variant="primary" onClick={checkNow} loading={checking}>
              {checking ? 'Checking...' : 'I have paid: check now'}
            </Button>
          </>
        ) : null}
        {over ? (
          <Button variant="primary" onClick={onRestart}>
            Start a new payment
          </Button>
        ) : null}
        {payment.payer_url && !done ? (
          <a className="ui-btn ui-btn--ghost" href={payment.payer_url} target="_blank" rel="noreferrer">
            Open the sandbox wallet
          </a>
        ) : null}
      </div>
    </section>
  );
}
