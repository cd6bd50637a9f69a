import { useCallback, useRef } from 'react';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One Idempotency-Key per payment attempt (issue 11): the same key while the attempt (what is bought, how)
 * stays the same and its call failed without an answer (network, 5xx), so a retry never pays twice; a new
 * key once the attempt changes or got a definite answer (`settle`).
 */
export function useAttemptKey(attempt: string): { key: () => string; settle: () => void } {
  const ref = useRef<{ attempt: string; key: string } | null>(null);
  const key = useCallback(() => {
    if (!ref.current || ref.current.attempt !== attempt) ref.current = { attempt, key: newKey() };
    return ref.current.key;
  }, [attempt]);
  const settle = useCallback(() => {
    ref.current = null;
  }, []);
  return { key, settle };
}

/** Whether a failed call may be retried with the same key (no definite answer came back). */
export function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
}
