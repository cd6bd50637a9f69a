import type { CryptoPayment, WebhookAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** POST /crypto/payment-status: the server asks the provider and settles the order; answers the payment. */
export function getCryptoPaymentStatus(paymentId: string): Promise<CryptoPayment> {
  return api.post<CryptoPayment>('crypto/payment-status', { payment_id: paymentId });
}

/**
 * POST /wallet/webhook/nowpayments {order_number, status} (SPEC §4): tells the backend what the poll saw. The
 * server treats it as a hint only and re-checks with the provider.
 */
export function postPaymentHint(orderId: string, status: string): Promise<WebhookAnswer> {
  return api.post<WebhookAnswer>('wallet/webhook/nowpayments', { order_number: orderId, status });
}
