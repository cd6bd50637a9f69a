import { PRERENDER_ID, PRERENDER_STYLE_ID } from '@arcade/contracts';
import { removePrerenderWhenLive } from './prerender';

/** The page as the api sends it to a visitor: the picture, its style, the static loader, the shell's root. */
function prerenderedPage() {
  document.head.innerHTML = `<style id="${PRERENDER_STYLE_ID}">.x{}</style>`;
  document.body.innerHTML =
    `<div id="boot-loader"></div><div id="${PRERENDER_ID}" inert aria-hidden="true"><main>Play free.</main></div>` +
    '<div id="root"></div>';
}

function mountLive(attr = 'data-remote') {
  const main = document.createElement('main');
  main.setAttribute(attr, 'mfe_games');
  document.getElementById('root')!.appendChild(main);
  return main;
}

const frames = (n: number) => {
  for (let i = 0; i < n; i++) jest.advanceTimersByTime(17);
};
const picture = () => document.getElementById(PRERENDER_ID);

beforeEach(() => {
  jest.useFakeTimers();
  prerenderedPage();
});
afterEach(() => jest.useRealTimers());

it('keeps the picture until the live page is in the root, then takes it and the static loader away (its style stays)', async () => {
  removePrerenderWhenLive(document, window, 5000);
  frames(20);
  expect(picture()).not.toBeNull();
  mountLive();
  await Promise.resolve(); // the mutation is observed
  frames(5);
  expect(picture()).toBeNull();
  expect(document.getElementById(PRERENDER_STYLE_ID)).not.toBeNull();
  expect(document.getElementById('boot-loader')).toBeNull();
  expect(document.querySelector('#root [data-remote]')).not.toBeNull();
});

it('waits while the live page keeps changing (a modal opened by an effect)', async () => {
  removePrerenderWhenLive(document, window, 5000);
  const live = mountLive();
  for (let i = 0; i < 10; i++) {
    live.setAttribute('data-step', String(i));
    await Promise.resolve();
    frames(1);
    expect(picture()).not.toBeNull();
  }
  frames(5);
  expect(picture()).toBeNull();
});

it('waits while the live page shows more placeholders than the picture (its cards still coming)', async () => {
  // a picture made with the data: no skeleton in either layout
  picture()!.innerHTML =
    '<div data-prerender="narrow"><main>Cards</main></div><div data-prerender="wide"><main>Cards</main></div>';
  removePrerenderWhenLive(document, window, 5000);
  const live = mountLive();
  live.innerHTML = '<span class="ui-skeleton"></span>';
  await Promise.resolve();
  frames(20);
  expect(picture()).not.toBeNull();
  live.innerHTML = '<article>Cards</article>';
  await Promise.resolve();
  frames(5);
  expect(picture()).toBeNull();
});

it('a picture with placeholders (made before the data) is replaced by a live page showing as many', async () => {
  picture()!.innerHTML =
    '<div data-prerender="narrow"><span class="ui-skeleton"></span></div>' +
    '<div data-prerender="wide"><span class="ui-skeleton"></span><span class="ui-skeleton"></span></div>';
  removePrerenderWhenLive(document, window, 5000);
  mountLive().innerHTML = '<span class="ui-skeleton"></span>';
  await Promise.resolve();
  frames(5);
  expect(picture()).toBeNull();
});

it("a remote's fallback is the live page too", async () => {
  removePrerenderWhenLive(document, window, 5000);
  mountLive('data-remote-fallback');
  await Promise.resolve();
  frames(5);
  expect(picture()).toBeNull();
});

it('goes after the force-off time when the live page never comes', () => {
  removePrerenderWhenLive(document, window, 5000);
  jest.advanceTimersByTime(4900);
  expect(picture()).not.toBeNull();
  jest.advanceTimersByTime(200);
  expect(picture()).toBeNull();
});

it('does nothing on a page without a picture', () => {
  document.body.innerHTML = '<div id="boot-loader"></div><div id="root"></div>';
  removePrerenderWhenLive(document, window, 5000);
  jest.advanceTimersByTime(6000);
  expect(document.getElementById('boot-loader')).not.toBeNull();
});

it('a tap or a key once the live page is there ends the picture at once', async () => {
  removePrerenderWhenLive(document, window, 5000);
  window.dispatchEvent(new Event('pointerdown'));
  expect(picture()).not.toBeNull(); // no live page yet: the tap changes nothing
  const live = mountLive();
  live.setAttribute('data-x', '1');
  await Promise.resolve();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  expect(picture()).toBeNull();
});

it("finishes a live modal's entrance at once instead of waiting for it (the picture already shows it open)", async () => {
  removePrerenderWhenLive(document, window, 5000);
  mountLive();
  // jsdom runs no CSS animations: the document's list holds one entrance (finite) and one skeleton (endless)
  const entrance = {
    playState: 'running',
    effect: { getComputedTiming: () => ({ iterations: 1 }) },
    finish: jest.fn(),
  };
  const shimmer = {
    playState: 'running',
    effect: { getComputedTiming: () => ({ iterations: Infinity }) },
    finish: jest.fn(),
  };
  document.getAnimations = () => [entrance, shimmer] as unknown as Animation[];
  try {
    await Promise.resolve();
    frames(5);
    expect(picture()).toBeNull();
    expect(entrance.finish).toHaveBeenCalledTimes(1);
    expect(shimmer.finish).not.toHaveBeenCalled();
  } finally {
    delete (document as Partial<Document>).getAnimations;
  }
});
