import { api, idempotencyHeader } from '@arcade/platform';

/** A staff POST with the intent's Idempotency-Key; answers the server's message (what staff read) and data. */
export async function staffPost<T>(
  path: string,
  json: unknown,
  idempotencyKey: string,
): Promise<{ message: string; data: T }> {
  const res = await api.request<T>('POST', path, {
    json,
    headers: idempotencyHeader(idempotencyKey),
  });
  return { message: res.message, data: res.data };
}
