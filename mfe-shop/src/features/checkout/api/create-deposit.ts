import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type DepositAnswer, type DepositBody } from '@arcade/contracts';
import { api } from '@arcade/platform';

export interface CreateDepositInput {
  body: DepositBody;
  idempotencyKey: string;
}

/** POST /wallet/deposit: an order paid on the provider's hosted page; the browser goes to data.invoiceUrl. */
export async function createDeposit({ body, idempotencyKey }: CreateDepositInput): Promise<DepositAnswer> {
  const res = await api.request<DepositAnswer>('POST', 'wallet/deposit', {
    json: body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return res.data;
}

export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}
