import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToBrowser } from './yield-to-browser';

const fakeWindow = (extra: object) =>
  ({ setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), ...extra }) as unknown as Window;

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    await yieldToBrowser(fakeWindow({ scheduler: { yield: yieldFn } }));
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('else resumes in a new task through a message, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const done = yieldToBrowser(fakeWindow({ MessageChannel: NodeMessageChannel })).then(() =>
      order.push('resumed'),
    );
    void Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual([]);
    await done;
    expect(order).toEqual(['microtask', 'resumed']);
  });

  it('else (a document without MessageChannel, such as jsdom at deploy) after a zero timeout', async () => {
    const setTimeoutSpy = jest.fn((fn: () => void) => setTimeout(fn, 0));
    await yieldToBrowser({ setTimeout: setTimeoutSpy } as unknown as Window);
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});
