import { queryOptions, useQuery } from '@tanstack/react-query';
import { COIN_PACKAGES, CUSTOM_AMOUNT, type ShopCatalogue } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /shop/packages: the coin packages and the custom-amount limits, as the server prices them. */
export function getPackages(): Promise<ShopCatalogue> {
  return api.get<ShopCatalogue>('shop/packages');
}

/**
 * The catalogue the shop is built with (contracts, which the api answers from too): shown while GET /shop/packages
 * is on its way, so /buy-coins and the Buy modal show their packages on their first paint instead of after a round
 * trip that starts only once the page has mounted (issue 28 item 7). The server's answer replaces it; buying sends
 * only the product id, which the server prices.
 */
const BUILT_IN: ShopCatalogue = {
  packages: COIN_PACKAGES.map((p) => ({ ...p })),
  custom: { ...CUSTOM_AMOUNT },
};

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shopPackages,
    queryFn: getPackages,
    staleTime: 15 * 60 * 1000,
    placeholderData: BUILT_IN,
  });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
