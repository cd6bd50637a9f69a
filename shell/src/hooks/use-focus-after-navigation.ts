import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After an in-app navigation, focus that was lost with the old page (on the body: the link or the modal that
 * led here is gone, e.g. a bare page such as /forgot-password replaced the whole layout) goes to the new page's
 * main content, so Tab continues from there instead of from the top of the document. Focus that is still on
 * something (a header link, a bottom-navigation tab, a modal's field) is left alone; the first load is left
 * alone too (Tab from the body reaches "Skip to content" first).
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    // after the new layout is in the document
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      document.getElementById('content')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
