import { CLIENT_EVENTS_PATH } from '@arcade/contracts';
import {
  FLUSH_DELAY_MS,
  MAX_PER_PAGE,
  reportClientEvent,
  resetClientReports,
  setRemoteVersions,
} from './client-report';
import arcadeFallbackPlugin from '../federation/error-plugin';
import { installErrorReporting } from './error-reporting';

describe('the shell reports browser events', () => {
  const sent: { url: string; body: { events: Record<string, unknown>[] }; keepalive?: boolean }[] = [];
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    jest.useFakeTimers();
    sent.length = 0;
    resetClientReports();
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)), keepalive: init?.keepalive });
      return new Response(null, { status: 202 });
    }) as typeof fetch;
    window.history.replaceState(null, '', '/buy-coins?email=pat@example.com#top');
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it('batches events, sends the page path only, with keepalive, after the flush delay', () => {
    reportClientEvent({ type: 'web_vital', name: 'LCP', value: 1200, rating: 'good' });
    reportClientEvent({
      type: 'remote_load_failed',
      remote: 'mfe_shop',
      version: '1.0.0-ab12cd34',
      phase: 'load',
      message: 'x',
    });
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(CLIENT_EVENTS_PATH);
    expect(sent[0]!.keepalive).toBe(true);
    expect(sent[0]!.body.events).toEqual([
      { type: 'web_vital', name: 'LCP', value: 1200, rating: 'good', page: '/buy-coins' },
      {
        type: 'remote_load_failed',
        remote: 'mfe_shop',
        version: '1.0.0-ab12cd34',
        phase: 'load',
        message: 'x',
        page: '/buy-coins',
      },
    ]);
  });

  it('sends at once when the page is hidden, reports each distinct error once and stops at the per-page cap', () => {
    for (let i = 0; i < 3; i += 1) reportClientEvent({ type: 'error', kind: 'error', message: 'same' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.events).toHaveLength(1);
    for (let i = 0; i < MAX_PER_PAGE + 10; i += 1)
      reportClientEvent({ type: 'web_vital', name: 'FCP', value: i, rating: 'good' });
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    const total = sent.reduce((n, s) => n + s.body.events.length, 0);
    expect(total).toBe(MAX_PER_PAGE);
    // No batch is larger than the server takes.
    expect(Math.max(...sent.map((s) => s.body.events.length))).toBeLessThanOrEqual(20);
  });

  it('reports uncaught errors and unhandled rejections with their stacks', () => {
    installErrorReporting(window);
    const error = new TypeError('boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('nope') });
    window.dispatchEvent(rejection);
    // A resource that failed to load is not an uncaught error.
    window.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    const events = sent.flatMap((s) => s.body.events);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'error',
        kind: 'error',
        message: 'TypeError: boom',
        stack: expect.any(String),
      }),
      expect.objectContaining({ type: 'error', kind: 'unhandledrejection', message: 'Error: nope' }),
    ]);
  });

  it('the runtime plugin reports a remote that failed to load with its deployed version; not a name of no remote', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setRemoteVersions((name) =>
      name === 'mfe_shop' ? { remote: 'mfe_shop', version: '1.2.0-ab12cd34' } : null,
    );
    const plugin = arcadeFallbackPlugin() as unknown as {
      errorLoadRemote: (args: { id: string; error: unknown; lifecycle: string }) => unknown;
    };
    plugin.errorLoadRemote({
      id: 'mfe_shop/BuyCoins',
      error: new Error('Failed to fetch'),
      lifecycle: 'onLoad',
    });
    plugin.errorLoadRemote({ id: 'evil/x', error: new Error('nope'), lifecycle: 'afterResolve' });
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent.flatMap((s) => s.body.events)).toEqual([
      {
        type: 'remote_load_failed',
        remote: 'mfe_shop',
        version: '1.2.0-ab12cd34',
        phase: 'load',
        message: 'onLoad: Failed to fetch',
        page: '/buy-coins',
      },
    ]);
  });
});
