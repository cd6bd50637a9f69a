import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopCatalogue } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /shop/packages: the coin packages and the custom-amount limits, as the server prices them. */
export function getPackages(): Promise<ShopCatalogue> {
  return api.get<ShopCatalogue>('shop/packages');
}

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shopPackages, queryFn: getPackages, staleTime: 15 * 60 * 1000 });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
