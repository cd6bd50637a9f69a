import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `target` (an ISO time), ticking every second; null without a target.
 * `onElapsed` runs once when a countdown that was running reaches zero.
 */
export function useCountdown(target: string | null | undefined, onElapsed?: () => void): number | null {
  const targetMs = target ? Date.parse(target) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;

  useEffect(() => {
    setNow(Date.now());
    if (!Number.isFinite(targetMs) || Date.now() >= targetMs) return undefined;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= targetMs) {
        clearInterval(timer);
        elapsed.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [targetMs]);

  return Number.isFinite(targetMs) ? Math.max(0, targetMs - now) : null;
}
