import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether an AuthPage (/login, /register) is on screen. It renders the auth dialog itself (it must
 * know how the dialog closed), so the AuthModal widget stays out of the way meanwhile.
 */
let mounted = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  mounted += by;
  listeners.forEach((l) => l());
}

export function useRegisterAuthPage(): void {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

export function useAuthPageMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mounted > 0,
    () => false,
  );
}
