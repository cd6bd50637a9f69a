import { PRERENDER_ID, TIMING } from '@arcade/contracts';
import { removeBootLoader } from './boot-loader';

/** The live page (or a remote's fallback) is in the shell's root. */
const LIVE_CONTENT = '#root [data-remote], #root [data-remote-fallback]';
/** Frames in a row with the live page present and nothing changing in the document. */
const SETTLED_FRAMES = 3;
/** A placeholder of the design system (shared-ui Skeleton): something the page still waits for. */
const SKELETON = '.ui-skeleton';

/**
 * How many placeholders the picture shows (the fewer of its two layouts): the live page is not ready while it
 * shows more. A picture made with the page's data (the catalogue on /games) has none, and a time-sliced render
 * can leave the live page quiet for frames while its cards are still coming.
 */
function pictureSkeletons(picture: Element): number {
  const layouts = [...picture.children];
  if (layouts.length === 0) return picture.querySelectorAll(SKELETON).length;
  return Math.min(...layouts.map((l) => l.querySelectorAll(SKELETON).length));
}

/**
 * True when this page's HTML came with a prerendered first screen (issue 9, LCP; api static/prerender.ts): the
 * visitor is looking at the page already, so there is no splash to show. Read once, before React renders.
 */
export const startedWithPrerender: boolean =
  typeof document !== 'undefined' && document.getElementById(PRERENDER_ID) !== null;

/** Running animations that end (a modal's entrance), not the endless ones (skeletons, spinners). */
function finiteAnimations(doc: Document): Animation[] {
  if (typeof doc.getAnimations !== 'function') return [];
  return doc.getAnimations().filter((a) => {
    const iterations = a.effect?.getComputedTiming().iterations;
    return a.playState === 'running' && iterations !== Infinity;
  });
}

/**
 * Takes the prerendered picture away once the shell's own page is in the document, shows no more placeholders
 * than the picture, and has settled (a modal an effect opens, the widgets), so the swap shows the same page; or
 * after the splash's force-off time whatever happens. The picture lies above the live page, so nothing moves when it goes.
 */
export function removePrerenderWhenLive(
  doc: Document = document,
  win: Window = window,
  capMs: number = TIMING.loaderForceOffMs,
): void {
  const picture = doc.getElementById(PRERENDER_ID);
  if (!picture) return;
  const placeholders = pictureSkeletons(picture);
  const ready = () =>
    doc.querySelector(LIVE_CONTENT) !== null &&
    doc.querySelectorAll(`#root ${SKELETON}`).length <= placeholders;
  let quiet = 0;
  const Observer = (win as Window & typeof globalThis).MutationObserver;
  const observer = new Observer(() => {
    quiet = 0;
  });
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, characterData: true });
  let frame = 0;
  // A tap or a key once the live page is there ends the picture at once (as the splash's touch-to-continue): the
  // input goes to the page under it, which must be the one on screen.
  const onInput = () => {
    if (doc.querySelector(LIVE_CONTENT)) done();
  };
  win.addEventListener('pointerdown', onInput, true);
  win.addEventListener('keydown', onInput, true);
  const done = () => {
    win.removeEventListener('pointerdown', onInput, true);
    win.removeEventListener('keydown', onInput, true);
    observer.disconnect();
    win.clearTimeout(cap);
    win.cancelAnimationFrame(frame);
    picture.remove();
    // The picture's style sheet stays: it holds the rules of modules the live page may not have loaded yet (a
    // side widget's), which its elements already use; taking it away then would move them (a layout shift).
    removeBootLoader(doc);
  };
  const cap = win.setTimeout(done, capMs);
  const onFrame = () => {
    if (ready()) {
      quiet += 1;
      if (quiet >= SETTLED_FRAMES) {
        // A live modal still fading in under the picture would show half-drawn, and the picture already shows it
        // open: its entrance is finished at once rather than waited for (a 200 ms wait on /login, issue 28 item 7).
        for (const a of finiteAnimations(doc)) a.finish();
        return done();
      }
    } else quiet = 0;
    frame = win.requestAnimationFrame(onFrame);
    return undefined;
  };
  frame = win.requestAnimationFrame(onFrame);
}
