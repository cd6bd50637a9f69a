import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TIMING } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import logoUrl from '../logo.svg';
import { removeBootLoader } from './boot-loader';

export type LoaderMode = 'intro' | 'route' | 'data';

/**
 * The splash (SPEC §2.3, §4): intro on /, route elsewhere; ready when the logo has loaded or after the
 * mode's timeout (3 s intro, 1 s route); in intro mode a touch (or key) continues once ready; then the
 * data mode shows while the current user loads. Forced off after 5 s whatever happens.
 */
export function Loader({ initialMode }: { initialMode: Exclude<LoaderMode, 'data'> }) {
  const sessionLoaded = useAppStore((s) => s.sessionLoaded);
  const [mode, setMode] = useState<LoaderMode>(initialMode);
  const [ready, setReady] = useState(false);
  const [done, setDone] = useState(false);
  const [progress, setProgress] = useState(0);
  const started = useRef(Date.now());
  const continueRef = useRef<HTMLButtonElement>(null);

  // Hand-over: React's loader is in the DOM now, so the static one from index.html goes (before paint).
  useLayoutEffect(() => removeBootLoader(), []);

  useEffect(() => {
    const timeout = initialMode === 'intro' ? TIMING.loaderIntroTimeoutMs : TIMING.loaderRouteTimeoutMs;
    const readyTimer = setTimeout(() => setReady(true), timeout);
    const forceOff = setTimeout(() => setDone(true), TIMING.loaderForceOffMs);
    return () => {
      clearTimeout(readyTimer);
      clearTimeout(forceOff);
    };
  }, [initialMode]);

  useEffect(() => {
    if (done) return undefined;
    const tick = setInterval(() => {
      const elapsed = Date.now() - started.current;
      const timeout = mode === 'intro' ? TIMING.loaderIntroTimeoutMs : TIMING.loaderRouteTimeoutMs;
      const target =
        mode === 'data' ? (sessionLoaded ? 100 : 95) : ready ? 100 : Math.min(95, (elapsed / timeout) * 100);
      setProgress((p) => Math.max(p, Math.round(target)));
    }, 50);
    return () => clearInterval(tick);
  }, [mode, ready, sessionLoaded, done]);

  // Route mode moves on by itself once ready; intro waits for a touch.
  useEffect(() => {
    if (ready && mode === 'route') setMode('data');
  }, [ready, mode]);

  useEffect(() => {
    if (mode === 'data' && sessionLoaded) setDone(true);
  }, [mode, sessionLoaded]);

  useEffect(() => {
    if (ready && mode === 'intro') continueRef.current?.focus();
  }, [ready, mode]);

  if (done) return null;

  const proceed = () => {
    if (mode === 'intro' && ready) setMode('data');
  };

  return (
    <div
      className="shell-loader"
      data-loader-mode={mode}
      role="dialog"
      aria-modal="true"
      aria-label="Loading Lucky Arcade"
      onPointerDown={proceed}
      onTouchStart={proceed}
    >
      <img src={logoUrl} alt="Lucky Arcade" width={250} height={64} onLoad={() => setReady(true)} />
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
      {mode === 'intro' && ready ? (
        <button ref={continueRef} type="button" className="ui-btn ui-btn--primary" onClick={proceed}>
          Tap to continue
        </button>
      ) : null}
    </div>
  );
}
