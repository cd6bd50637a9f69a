// Lighthouse 12 with its default config (mobile: Moto G Power emulation, simulated slow 4G and 4x CPU throttling)
// in Debian's Chromium, one page at a time: performance score, LCP, CLS, TBT (all as Lighthouse reports them),
// and JS bytes on the wire and request counts from its network records. Used by bench/frontend.mjs; alone: `node frontend/lighthouse.mjs URL...`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const kib = (n) => Math.round((n / 1024) * 10) / 10;

/** One Lighthouse run on a fresh Chromium; resolves with the figures of the page. */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    const audit = (id) => lhr.audits[id];
    // An audit Lighthouse could not compute (errorMessage, no numericValue) is null here, and said in auditErrors.
    const num = (id, round) => {
      const v = audit(id)?.numericValue;
      return typeof v === 'number' ? round(v) : null;
    };
    const ms = (v) => Math.round(v);
    const metrics = audit('metrics').details?.items?.[0] ?? {};
    const requests = audit('network-requests').details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    return {
      url,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: num('largest-contentful-paint', ms),
      fcpMs: num('first-contentful-paint', ms),
      cls: num('cumulative-layout-shift', (v) => +v.toFixed(3)),
      tbtMs: num('total-blocking-time', ms),
      speedIndexMs: num('speed-index', ms),
      jsWireKiB: kib(scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0)),
      jsRequests: scripts.length,
      requests: requests.length,
      observedLcpMs: metrics.observedLargestContentfulPaint ?? null,
      runtimeError: lhr.runtimeError?.message ?? null,
      warnings: lhr.runWarnings ?? [],
      auditErrors: Object.values(lhr.audits)
        .filter((a) => a.errorMessage)
        .map((a) => `${a.id}: ${a.errorMessage}`),
    };
  } finally {
    await chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2)) console.log(JSON.stringify(await runLighthouse(url), null, 2));
}
