import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@arcade/contracts';

export type Jar = Record<string, string>;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: { success: boolean; statusCode: number; message: string; data: T; errors?: unknown[] };
  headers: Record<string, unknown>;
}

export const newKey = () => `test-${crypto.randomUUID()}`;

/** A same-origin JSON call as the site's page would make it (with an Idempotency-Key when given). */
export async function api<T = Record<string, unknown>>(
  app: FastifyInstance,
  jar: Jar | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  key?: string,
): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    cookies: jar,
    headers: key ? { 'idempotency-key': key } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The card processor's tokenisation as the hosted script does it (to the sandbox, never to /api). */
export async function tokenize(app: FastifyInstance, number = '4242424242424242'): Promise<string> {
  const key = app.payments.card!.publicKey;
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/goat/v1/tokens',
    payload: { publicKey: key, card: { number, exp_month: 12, exp_year: 2035, cvc: '123', name: 'T' } },
  });
  if (res.statusCode !== 200) throw new Error(`tokenize: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export async function createOrder(
  app: FastifyInstance,
  jar: Jar,
  body: Record<string, unknown>,
  key = newKey(),
): Promise<Order> {
  const r = await api<{ order: Order }>(app, jar, 'POST', '/api/v1/shop/orders', body, key);
  if (r.status !== 200) throw new Error(`create order: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.order;
}

export async function orderOf(app: FastifyInstance, jar: Jar, id: string): Promise<Order> {
  return (await api<{ order: Order }>(app, jar, 'GET', `/api/v1/shop/orders/${id}`)).body.data.order;
}

/** Waits until the order reaches one of the statuses (webhooks arrive over HTTP, a moment later). */
export async function waitForStatus(
  app: FastifyInstance,
  jar: Jar,
  id: string,
  statuses: string[],
  timeoutMs = 5000,
): Promise<Order> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const order = await orderOf(app, jar, id);
    if (statuses.includes(order.status) || Date.now() > end) return order;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Submits a hosted-page / payer-page form as the browser would; answers the redirect location. */
export async function submitForm(
  app: FastifyInstance,
  url: string,
  action: string,
): Promise<string | undefined> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${encodeURIComponent(action)}`,
  });
  if (res.statusCode >= 400) throw new Error(`form ${url}: ${res.statusCode} ${res.body}`);
  return res.headers.location as string | undefined;
}
