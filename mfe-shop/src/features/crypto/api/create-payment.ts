import { IDEMPOTENCY_HEADER, type CryptoCreatePaymentBody, type CryptoPayment } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** POST /crypto/create-payment: a NOWPayments payment for a crypto order (address, amount, expiry). */
export async function createCryptoPayment(
  body: CryptoCreatePaymentBody,
  idempotencyKey: string,
): Promise<CryptoPayment> {
  const res = await api.request<CryptoPayment>('POST', 'crypto/create-payment', {
    json: body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return res.data;
}
