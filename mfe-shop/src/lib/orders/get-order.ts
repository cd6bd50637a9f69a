import { queryOptions, useQuery } from '@tanstack/react-query';
import { FINAL_ORDER_STATUSES, type Order, type OrderAnswer } from '@arcade/contracts';
import { api, queryKeys, refreshOn } from '@arcade/platform';

/** GET /shop/orders/:id: one of the player's own orders with its real state (404 for anyone else's). */
export async function getOrder(id: string): Promise<Order> {
  const res = await api.get<OrderAnswer>(`shop/orders/${encodeURIComponent(id)}`);
  return res.order;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shopOrder(id),
    queryFn: () => getOrder(id),
    staleTime: 0,
    retry: false,
    // A payment that lands (webhook, another tab) shows at once, not at the next poll.
    meta: refreshOn('payment_received', 'deposit_success'),
  });

/** The order, re-read every few seconds while it is not final (a webhook may still be on its way). */
export function useOrder(id: string | null, { pollMs = 3000 }: { pollMs?: number } = {}) {
  return useQuery({
    ...orderQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status && !FINAL_ORDER_STATUSES.includes(status) ? pollMs : false;
    },
  });
}
