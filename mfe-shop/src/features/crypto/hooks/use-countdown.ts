import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (ISO time), ticking every second; 0 once passed. */
export function useCountdown(until: string | null): number {
  const end = until ? Date.parse(until) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(end)) return undefined;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [end]);
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

export function formatMmSs(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
