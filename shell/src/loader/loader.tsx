import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TIMING } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import logoUrl from '../logo.svg';
import { removeBootLoader } from './boot-loader';
import { startedWithPrerender } from './prerender';

export type LoaderMode = 'intro' | 'route' | 'data';

/** sessionStorage key: the intro splash was shown in this browser session (issue 9: shown once). */
export const INTRO_SEEN_KEY = 'arcade:intro-seen';

function introSeen(): boolean {
  try {
    return window.sessionStorage.getItem(INTRO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markIntroSeen(): void {
  try {
    window.sessionStorage.setItem(INTRO_SEEN_KEY, '1');
  } catch {
    // storage refused (private mode): the intro may show again, nothing else changes
  }
}

/** A remote page (or its fallback) is in the document: what the visitor came for is on screen. */
const CONTENT = '[data-remote], [data-remote-fallback]';

function useContentReady(): boolean {
  const [ready, setReady] = useState(() => document.querySelector(CONTENT) !== null);
  useEffect(() => {
    if (ready) return undefined;
    const check = () => {
      if (document.querySelector(CONTENT)) {
        setReady(true);
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    check();
    return () => observer.disconnect();
  }, [ready]);
  return ready;
}

/**
 * The splash (SPEC §2.3, §4; issue 9 item 3): intro on / for the first page of a browser session, route
 * elsewhere (and on / for a returning visitor), then data while the current user loads. It ends as soon as the
 * page is ready (the session is known and the route's content is in the document), not after a fixed time: a
 * touch or a key continues at once (the SPEC's touch-to-continue; the page is usable underneath), and it is
 * forced off after 5 s whatever happens.
 */
export function Loader({ initialMode }: { initialMode: Exclude<LoaderMode, 'data'> }) {
  const sessionLoaded = useAppStore((s) => s.sessionLoaded);
  const [mode] = useState<Exclude<LoaderMode, 'data'>>(() =>
    initialMode === 'intro' && introSeen() ? 'route' : initialMode,
  );
  const contentReady = useContentReady();
  // A prerendered first screen is the page already on screen: no splash over it (docs/decisions/0043).
  const [done, setDone] = useState(startedWithPrerender);
  const [progress, setProgress] = useState(0);
  const started = useRef(Date.now());
  const ready = sessionLoaded && contentReady;

  // Hand-over: React's loader is in the DOM now, so the static one from index.html goes (before paint).
  useLayoutEffect(() => removeBootLoader(), []);

  useEffect(() => {
    if (mode === 'intro' || startedWithPrerender) markIntroSeen();
    const forceOff = setTimeout(() => setDone(true), TIMING.loaderForceOffMs);
    return () => clearTimeout(forceOff);
  }, [mode]);

  useEffect(() => {
    if (ready) setDone(true);
  }, [ready]);

  useEffect(() => {
    if (done) return undefined;
    const tick = setInterval(() => {
      // Each stage is half the bar; time fills the rest up to 95 % (the force-off is 5 s).
      const elapsed = Date.now() - started.current;
      const stages = (contentReady ? 50 : 0) + (sessionLoaded ? 45 : 0);
      const creep = Math.min(95 - stages, (elapsed / TIMING.loaderForceOffMs) * 95);
      setProgress((p) => Math.max(p, Math.round(stages + Math.max(0, creep))));
    }, 50);
    return () => clearInterval(tick);
  }, [contentReady, sessionLoaded, done]);

  useEffect(() => {
    if (done) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ' || e.key === 'Escape') setDone(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [done]);

  if (done) return null;

  const proceed = () => setDone(true);
  const shownMode: LoaderMode = contentReady && !sessionLoaded ? 'data' : mode;

  return (
    <div
      className="shell-loader"
      data-loader-mode={shownMode}
      role="dialog"
      aria-modal="true"
      aria-label="Loading Lucky Arcade"
      onPointerDown={proceed}
      onTouchStart={proceed}
    >
      <img src={logoUrl} alt="Lucky Arcade" width={250} height={64} />
      <div
        className="shell-loader__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-label="Loading progress"
      >
        <div className="shell-loader__fill" style={{ width: `${progress}%` }} />
      </div>
      <p className="shell-loader__pct" aria-live="polite">
        {progress}%
      </p>
    </div>
  );
}
