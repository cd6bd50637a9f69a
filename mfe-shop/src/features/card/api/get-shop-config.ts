import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopConfig } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /shop/config: the card processor's script, global name and publishable key. */
export function getShopConfig(): Promise<ShopConfig> {
  return api.get<ShopConfig>('shop/config');
}

export const shopConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shopConfig, queryFn: getShopConfig, staleTime: Infinity, retry: 1 });

export function useShopConfig() {
  return useQuery(shopConfigQueryOptions());
}
