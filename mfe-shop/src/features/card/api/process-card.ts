import { IDEMPOTENCY_HEADER, type GoatProcessAnswer, type GoatProcessBody } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** POST /wallet/goat/process: charges the single-use token for the order (the server's figures). */
export async function processCard(body: GoatProcessBody, idempotencyKey: string): Promise<GoatProcessAnswer> {
  const res = await api.request<GoatProcessAnswer>('POST', 'wallet/goat/process', {
    json: body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return res.data;
}
