import { whenIdle } from '@arcade/platform';
import { reportClientEvent } from './client-report';

/** After the load event, this long and then an idle moment, web-vitals is fetched (its own small chunk). */
export const WEB_VITALS_DELAY_MS = 2000;

/**
 * Core Web Vitals (LCP, INP, CLS, FCP, TTFB) through the web-vitals library, loaded lazily once the page is idle,
 * so the first load does not carry it: the library reads the browser's buffered performance entries, so the
 * figures of the first paint are still there. Each metric is reported once it is final (web-vitals decides when:
 * INP and CLS when the page is hidden).
 */
export function reportWebVitalsWhenIdle(win: Window = window): void {
  const load = () =>
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const report = (metric: { name: string; value: number; rating: string }) =>
          reportClientEvent({
            type: 'web_vital',
            name: metric.name as 'LCP',
            value: Math.max(0, metric.value),
            rating: metric.rating as 'good',
          });
        onCLS(report);
        onFCP(report);
        onINP(report);
        onLCP(report);
        onTTFB(report);
      })
      .catch(() => undefined); // no figures this time; nothing to tell the player
  const settle = () => win.setTimeout(() => whenIdle(load), WEB_VITALS_DELAY_MS);
  if (win.document.readyState === 'complete') settle();
  else win.addEventListener('load', settle, { once: true });
}
