import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a CSS custom property on the document equal to a bar's real height. The bottom navigation declares
 * --shell-bottom-nav-h (49 px), but at 320 px "Buy Coins" wraps and the bar grows: what sits above it (the
 * footer's reserve, the Support button, the toasts) reads the property and so never lies under it (issue 28).
 */
export function useBarHeight(ref: RefObject<HTMLElement | null>, property: string): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const set = () => {
      const h = el.getBoundingClientRect().height;
      if (h > 0) root.style.setProperty(property, `${Math.ceil(h)}px`);
    };
    set();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(set);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
