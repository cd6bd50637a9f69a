import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every navigation scrolls smoothly to the top (SPEC §2.3). */
export function useScrollTop(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname, search]);
}
