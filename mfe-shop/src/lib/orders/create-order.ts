import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type CreateOrderBody, type Order, type OrderAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';

export interface CreateOrderInput {
  body: CreateOrderBody;
  idempotencyKey: string;
}

/** POST /shop/orders: an order for a package or amount and a method; the server prices it. */
export async function createOrder({ body, idempotencyKey }: CreateOrderInput): Promise<Order> {
  const res = await api.request<OrderAnswer>('POST', 'shop/orders', {
    json: body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return res.data.order;
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
