import { ERROR_CODES } from '@arcade/contracts';
import { api, hasErrorCode, idempotencyHeader } from '@arcade/platform';
import { requestStepUp } from './step-up';

/**
 * A staff POST with the intent's Idempotency-Key; answers the server's message (what staff read) and data. When the
 * server asks for the second factor again (403 step_up_required, an action that moves coins), the step-up dialog
 * asks for a code and the same request (same key: the refused one stored nothing) is sent once more; dismissing
 * the dialog answers the original refusal.
 */
export async function staffPost<T>(
  path: string,
  json: unknown,
  idempotencyKey: string,
): Promise<{ message: string; data: T }> {
  const send = () => api.request<T>('POST', path, { json, headers: idempotencyHeader(idempotencyKey) });
  let res;
  try {
    res = await send();
  } catch (error) {
    if (!hasErrorCode(error, ERROR_CODES.stepUpRequired) || !(await requestStepUp())) throw error;
    res = await send();
  }
  return { message: res.message, data: res.data };
}
