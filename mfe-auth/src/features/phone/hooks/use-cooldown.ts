import { useCallback, useEffect, useState } from 'react';

/** A countdown in whole seconds, measured against the clock so a throttled background tab stays right. */
export function useCooldown(): { remaining: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (!endsAt) return undefined;
    const left = () => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
    const id = setInterval(() => {
      const l = left();
      setRemaining(l);
      if (l === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  return { remaining, start };
}
