import { startTransition } from 'react';
import { registerAllRemotes } from './federation/registry';
import { removePrerenderWhenLive } from './loader/prerender';
import { yieldToBrowser } from './loader/yield-to-browser';
import { installErrorReporting } from './telemetry/error-reporting';
import { reportWebVitalsWhenIdle } from './telemetry/web-vitals';

/**
 * Starts the shell in five tasks instead of one (issue 9, total blocking time): react-dom's module, the platform,
 * the design system, the shell's own modules (the router, the layouts and their styles), then the first render.
 * In one task they took 108 to 117 ms at 4x CPU, all of it blocking the page. The modules are in this chunk or in
 * main.js (webpackMode "eager"): no request is added, only the point where each one runs.
 */
async function start() {
  // Browser errors and Web Vitals to the api (issue 31 item 3); web-vitals itself loads once the page is idle.
  installErrorReporting();
  reportWebVitalsWhenIdle();
  await registerAllRemotes();
  await yieldToBrowser();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@arcade/platform');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@arcade/shared-ui');
  await yieldToBrowser();
  const [{ App }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/app'),
    import(/* webpackMode: "eager" */ './layout/layout.css'),
    import(/* webpackMode: "eager" */ './layout/reserved-space.css'),
  ]);
  await yieldToBrowser();
  const root = createRoot(document.getElementById('root')!);
  removePrerenderWhenLive();
  // A transition: React renders the first screen in 5 ms slices instead of one long task, so the page answers
  // input while it mounts (issue 9, total blocking time; one 80 ms task on this machine, 330 ms at 4x CPU).
  startTransition(() => root.render(<App />));
  window.addEventListener('pagehide', () => root.unmount(), { once: true });
}

void start();
