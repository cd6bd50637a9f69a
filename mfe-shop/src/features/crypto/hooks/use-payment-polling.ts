import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CRYPTO_SETTINGS,
  SHOP_MESSAGES,
  type CryptoPayment,
  type CryptoPaymentStatus,
} from '@arcade/contracts';
import { toast } from '@arcade/platform';
import { getCryptoPaymentStatus, postPaymentHint } from '../api/payment-status';

const FAILED: readonly CryptoPaymentStatus[] = ['failed', 'expired', 'refunded'];

export interface PaymentPolling {
  status: CryptoPaymentStatus;
  payment: CryptoPayment;
  /** Ask now (the "I have paid" button), without waiting for the next 20 s tick. */
  checkNow: () => void;
  checking: boolean;
  done: boolean;
}

/**
 * SPEC §4 crypto status polling: every 20 s after a payment is created. Any polled status other than waiting
 * is posted to the backend; finished → "Payment successful!", stop, onFinished(payment id); failed, expired
 * or refunded → "Payment {status}. Please try again.", stop.
 */
export function usePaymentPolling(
  initial: CryptoPayment,
  onFinished: (payment: CryptoPayment) => void,
  intervalMs: number = CRYPTO_SETTINGS.pollIntervalMs,
): PaymentPolling {
  const [payment, setPayment] = useState(initial);
  const [checking, setChecking] = useState(false);
  const [done, setDone] = useState(
    FAILED.includes(initial.payment_status) || initial.payment_status === 'finished',
  );
  const doneRef = useRef(done);
  const busy = useRef(false);
  const alive = useRef(true);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const poll = useCallback(async () => {
    if (doneRef.current || busy.current || !alive.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const next = await getCryptoPaymentStatus(initial.payment_id);
      if (doneRef.current || !alive.current) return;
      setPayment(next);
      const status = next.payment_status;
      if (status !== 'waiting') void postPaymentHint(next.order_id, status).catch(() => undefined);
      if (status === 'finished') {
        doneRef.current = true;
        setDone(true);
        toast('success', SHOP_MESSAGES.paymentSuccessful);
        finished.current(next);
      } else if (FAILED.includes(status)) {
        doneRef.current = true;
        setDone(true);
        toast('error', SHOP_MESSAGES.paymentStatus(status), 5000);
      }
    } catch {
      // A failed poll is retried at the next tick.
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }, [initial.payment_id]);

  useEffect(() => {
    const t = setInterval(() => void poll(), intervalMs);
    return () => {
      clearInterval(t);
    };
  }, [poll, intervalMs]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  return { status: payment.payment_status, payment, checkNow: () => void poll(), checking, done };
}
