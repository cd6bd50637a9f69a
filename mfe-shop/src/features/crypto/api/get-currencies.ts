import { queryOptions, useQuery } from '@tanstack/react-query';
import { CRYPTO_SETTINGS, type CryptoCurrency } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /crypto/currencies: data.currencies with their category (popular, stablecoin, meme, other). */
export async function getCurrencies(): Promise<CryptoCurrency[]> {
  const res = await api.get<{ currencies: CryptoCurrency[] }>('crypto/currencies');
  return res.currencies;
}

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cryptoCurrencies,
    queryFn: getCurrencies,
    staleTime: CRYPTO_SETTINGS.minAmountCacheMs,
    retry: false,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
