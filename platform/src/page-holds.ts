import { useEffect } from 'react';
import type { PageHold } from './modal-coordinator';
import { appStore } from './store';

/**
 * Holds the prompt slots and the notification popups while the calling component is mounted and `active`
 * (modal-coordinator.ts): e.g. a checkout step or a payment's result page, which show the outcome themselves.
 */
export function useHoldPage(reason: PageHold, active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    appStore.getState().holdPage(reason);
    return () => appStore.getState().releasePage(reason);
  }, [reason, active]);
}

/** Counts the calling dialog as on screen while it is mounted (popups wait for it). */
export function useDialogOnScreen(): void {
  useEffect(() => {
    appStore.getState().dialogShown();
    return () => appStore.getState().dialogHidden();
  }, []);
}
