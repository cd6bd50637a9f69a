import { useCallback, useRef } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@arcade/contracts';
import { isRetryable } from './api-error';

/** A fresh Idempotency-Key (a random UUID; a random string where crypto.randomUUID is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** The request header carrying a key: `api.request(…, { headers: idempotencyHeader(key) })`. */
export const idempotencyHeader = (key: string): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: key });

/**
 * One Idempotency-Key per user intent: the same key while the intent (what, on what, how much) stays the same and
 * its call got no definite answer, so a retry never moves coins twice; a new key once the intent changes or got
 * an answer (`settle`).
 */
export function useAttemptKey(attempt: string): { key: () => string; settle: () => void } {
  const ref = useRef<{ attempt: string; key: string } | null>(null);
  const key = useCallback(() => {
    if (!ref.current || ref.current.attempt !== attempt) ref.current = { attempt, key: newIdempotencyKey() };
    return ref.current.key;
  }, [attempt]);
  const settle = useCallback(() => {
    ref.current = null;
  }, []);
  return { key, settle };
}

export interface MoneyMutationOptions<TData, TVariables> extends Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> {
  /** The call, with the key of this intent to send as the Idempotency-Key header. */
  send: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
}

/**
 * useMutation for a request that creates a money request or moves coins: each call carries the Idempotency-Key of
 * its intent (its variables): a repeat after a failure without an answer reuses the key, so the server answers the
 * first result instead of acting twice; an answer (success or refusal) ends the intent.
 */
export function useMoneyMutation<TData, TVariables = void>(options: MoneyMutationOptions<TData, TVariables>) {
  const { send, ...rest } = options;
  const pending = useRef(new Map<string, string>());
  return useMutation<TData, Error, TVariables>({
    ...rest,
    mutationFn: async (variables) => {
      const intent = JSON.stringify(variables ?? null);
      let key = pending.current.get(intent);
      if (!key) {
        key = newIdempotencyKey();
        pending.current.set(intent, key);
      }
      try {
        const data = await send(variables, key);
        pending.current.delete(intent);
        return data;
      } catch (error) {
        if (!isRetryable(error)) pending.current.delete(intent);
        throw error;
      }
    },
  });
}
