type Yielding = Window & {
  scheduler?: { yield?: () => Promise<void> };
  MessageChannel?: typeof MessageChannel;
};

/**
 * Ends the current task so the browser can paint and handle input, and resumes in a new one (issue 9, total
 * blocking time): `scheduler.yield()` where the browser has it (the continuation keeps its priority), else a
 * message to ourselves, which runs as soon as the task queue reaches it without setTimeout's clamping; else (a
 * document without either, such as the deploy's prerendering in jsdom) a zero timeout.
 */
export function yieldToBrowser(win: Window = window): Promise<void> {
  const w = win as Yielding;
  if (typeof w.scheduler?.yield === 'function') return w.scheduler.yield();
  return new Promise((resolve) => {
    if (typeof w.MessageChannel !== 'function') {
      w.setTimeout(resolve, 0);
      return;
    }
    const channel = new w.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
