import { useEffect, useState } from 'react';
import { CARD_SETTINGS } from '@arcade/contracts';
import type { GoatPayGlobal } from '../goat-pay';

export const SCRIPT_MESSAGES = {
  notReady: 'Payment system not ready. Please wait...',
  loadFailed: 'Failed to load payment system',
  notAvailable: 'Payment system not available',
  initFailed: 'Failed to initialize payment system',
  notLoaded: 'Payment script not loaded. Please refresh the page and try again.',
  ready: 'Payment system ready!',
} as const;

export type ScriptState =
  { status: 'loading' } | { status: 'ready'; api: GoatPayGlobal } | { status: 'failed'; message: string };

function lookup(globalName: string): GoatPayGlobal | undefined {
  return (window as unknown as Record<string, GoatPayGlobal | undefined>)[globalName];
}

/**
 * Loads the processor's script once and waits for its global: 50 tries at 100 ms (SPEC §8), then
 * "Payment system not available"; a script that fails to load gives "Failed to load payment system".
 */
export function useCardScript(scriptUrl: string | undefined, globalName: string | undefined): ScriptState {
  const [state, setState] = useState<ScriptState>({ status: 'loading' });
  useEffect(() => {
    if (!scriptUrl || !globalName) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const existing = lookup(globalName);
    if (existing) {
      setState({ status: 'ready', api: existing });
      return undefined;
    }
    let script = document.querySelector<HTMLScriptElement>(`script[data-card-script="${scriptUrl}"]`);
    const onError = () => {
      if (!cancelled) setState({ status: 'failed', message: SCRIPT_MESSAGES.loadFailed });
    };
    if (!script) {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset.cardScript = scriptUrl;
      document.head.appendChild(script);
    }
    script.addEventListener('error', onError);
    let tries = 0;
    const wait = () => {
      if (cancelled) return;
      const api = lookup(globalName);
      if (api) setState({ status: 'ready', api });
      else if (++tries >= CARD_SETTINGS.scriptWaitTries)
        setState((s) =>
          s.status === 'failed' ? s : { status: 'failed', message: SCRIPT_MESSAGES.notAvailable },
        );
      else timer = setTimeout(wait, CARD_SETTINGS.scriptWaitIntervalMs);
    };
    wait();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      script?.removeEventListener('error', onError);
    };
  }, [scriptUrl, globalName]);
  return state;
}
