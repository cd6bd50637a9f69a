import { queryOptions } from '@tanstack/react-query';
import { CRYPTO_SETTINGS } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';
import { rateGate } from './rate-gate';

export interface MinAmount {
  min_amount: number;
  min_usd: number;
}

/** POST /crypto/min-amount: the provider's minimum for a currency, in that currency and in USD. */
export async function getMinAmount(code: string): Promise<MinAmount> {
  await rateGate();
  return api.post<MinAmount>('crypto/min-amount', { currency_from: code, currency_to: code });
}

export const minAmountQueryOptions = (code: string) =>
  queryOptions({
    queryKey: queryKeys.cryptoMinAmount(code),
    queryFn: () => getMinAmount(code),
    staleTime: CRYPTO_SETTINGS.minAmountCacheMs,
    gcTime: CRYPTO_SETTINGS.minAmountCacheMs,
    retry: false,
  });
