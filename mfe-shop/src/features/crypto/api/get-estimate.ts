import { queryOptions } from '@tanstack/react-query';
import { CRYPTO_SETTINGS } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';
import { rateGate } from './rate-gate';

/** POST /crypto/estimate: what a USD price comes to in a currency. */
export async function getEstimate(usd: number, code: string): Promise<number> {
  await rateGate();
  const res = await api.post<{ estimated_amount: number }>('crypto/estimate', {
    amount: usd,
    currency_from: 'usd',
    currency_to: code,
  });
  return res.estimated_amount;
}

export const estimateQueryOptions = (usd: number, code: string) =>
  queryOptions({
    queryKey: queryKeys.cryptoEstimate(usd, code),
    queryFn: () => getEstimate(usd, code),
    staleTime: CRYPTO_SETTINGS.rateCacheMs,
    gcTime: CRYPTO_SETTINGS.rateCacheMs,
    retry: false,
  });
