import { afterPageSettles, SETTLE_MS } from './idle';

/** document.readyState as the page's load would set it. */
function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
}

describe('afterPageSettles', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setConnection(undefined);
    // jsdom has no requestIdleCallback: whenIdle falls back to a timer.
  });
  afterEach(() => {
    jest.useRealTimers();
    setReadyState('complete');
  });

  it('waits for the load event, then a quiet moment, then idle time', () => {
    setReadyState('loading');
    const task = jest.fn();
    afterPageSettles(task);
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled(); // no load event yet
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SETTLE_MS);
    expect(task).not.toHaveBeenCalled(); // settled, not yet idle
    jest.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts from the settle time when the page has already loaded', () => {
    setReadyState('complete');
    const task = jest.fn();
    afterPageSettles(task);
    jest.advanceTimersByTime(SETTLE_MS + 2000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled at any step', () => {
    setReadyState('loading');
    const beforeLoad = jest.fn();
    afterPageSettles(beforeLoad)();
    window.dispatchEvent(new Event('load'));
    const whileSettling = jest.fn();
    setReadyState('complete');
    const cancel = afterPageSettles(whileSettling);
    jest.advanceTimersByTime(SETTLE_MS / 2);
    cancel();
    const whileIdleWaits = jest.fn();
    const cancelIdle = afterPageSettles(whileIdleWaits);
    jest.advanceTimersByTime(SETTLE_MS + 100);
    cancelIdle();
    jest.advanceTimersByTime(10_000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(whileSettling).not.toHaveBeenCalled();
    expect(whileIdleWaits).not.toHaveBeenCalled();
  });

  it('does nothing when the browser asks to save data', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      setConnection(connection);
      const task = jest.fn();
      afterPageSettles(task);
      jest.advanceTimersByTime(60_000);
      expect(task).not.toHaveBeenCalled();
    }
  });
});
