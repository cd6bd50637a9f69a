import { useQuery } from '@tanstack/react-query';
import type { CurrencyRateData } from '@arcade/contracts';
import { estimateQueryOptions } from './get-estimate';
import { minAmountQueryOptions } from './get-min-amount';

/** SPEC §3 currency rate data for a price in a currency, from the minimum and the estimate. */
export function rateDataOf(
  code: string,
  usd: number,
  min: { min_amount: number; min_usd: number },
  estimated: number,
): CurrencyRateData {
  return {
    code,
    minAmount: min.min_amount,
    estimatedAmount: estimated,
    belowMinimum: estimated < min.min_amount,
    minUsdAmount: min.min_usd,
    rate: usd > 0 ? estimated / usd : 0,
  };
}

export function useRateData(code: string | null, usd: number) {
  const min = useQuery({ ...minAmountQueryOptions(code ?? ''), enabled: Boolean(code) });
  const est = useQuery({ ...estimateQueryOptions(usd, code ?? ''), enabled: Boolean(code) });
  const data = code && min.data && est.data !== undefined ? rateDataOf(code, usd, min.data, est.data) : null;
  return {
    data,
    loading:
      Boolean(code) &&
      (min.isPending || est.isPending || min.isFetching || est.isFetching) &&
      !(min.isError || est.isError),
    error: (min.error ?? est.error) as Error | null,
  };
}
