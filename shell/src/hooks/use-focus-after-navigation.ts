import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a navigation focus that goes missing is still put on the new page's content. */
export const FOCUS_WATCH_MS = 1000;

function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * After an in-app navigation, focus that was lost with the old page (on the body: the link or the modal that
 * led here is gone, e.g. a bare page such as /forgot-password replaced the whole layout) goes to the new page's
 * main content, so Tab continues from there instead of from the top of the document. Focus that is still on
 * something (a header link, a bottom-navigation tab, a modal's field) is left alone; the first load is left
 * alone too (Tab from the body reaches "Skip to content" first).
 *
 * Focus can go missing a few frames after the URL changed: a modal that led to the page unmounts on its own
 * location listener and hands focus back to an opener that left with the old layout. So the check runs on every
 * frame for FOCUS_WATCH_MS (or until the new content has focus); a pointer press ends it, since a click on the
 * page is the player's own choice of where focus goes.
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const until = performance.now() + FOCUS_WATCH_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('pointerdown', stop, true);
    };
    const check = () => {
      const content = document.getElementById('content');
      if (content && focusIsLost()) content.focus({ preventScroll: true });
      if ((content && document.activeElement === content) || performance.now() >= until) stop();
      else frame = requestAnimationFrame(check);
    };
    document.addEventListener('pointerdown', stop, true);
    // after the new layout is in the document
    frame = requestAnimationFrame(check);
    return stop;
  }, [pathname]);
}
