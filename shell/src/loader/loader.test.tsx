import { act, fireEvent, render, screen } from '@testing-library/react';
import { appStore } from '@arcade/platform';
import { INTRO_SEEN_KEY, Loader } from './loader';

const flush = () => act(() => Promise.resolve());

function addContent(attr = 'data-remote') {
  const el = document.createElement('section');
  el.setAttribute(attr, 'mfe_games');
  document.body.appendChild(el);
  return el;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  appStore.setState({ sessionLoaded: false });
});
afterEach(() => {
  jest.useRealTimers();
  document.querySelectorAll('[data-remote], [data-remote-fallback]').forEach((e) => e.remove());
});

it('intro: ends by itself as soon as the session is known and the page is in the document', async () => {
  const { container } = render(<Loader initialMode="intro" />);
  expect(container.querySelector('[data-loader-mode="intro"]')).toBeInTheDocument();
  act(() => appStore.setState({ sessionLoaded: true }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  addContent();
  await flush();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(window.sessionStorage.getItem(INTRO_SEEN_KEY)).toBe('1');
});

it('shows data mode while the page is there and the session still loads; a failed remote counts as ready', async () => {
  addContent('data-remote-fallback');
  const { container } = render(<Loader initialMode="route" />);
  expect(container.querySelector('[data-loader-mode="data"]')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow');
  expect(screen.getByText(/%$/)).toBeInTheDocument();
  act(() => appStore.setState({ sessionLoaded: true }));
  await flush();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('a touch or a key continues at once (touch-to-continue)', () => {
  const first = render(<Loader initialMode="intro" />);
  fireEvent.pointerDown(screen.getByRole('dialog'));
  expect(screen.queryByRole('dialog')).toBeNull();
  first.unmount();
  render(<Loader initialMode="route" />);
  fireEvent.keyDown(window, { key: 'Enter' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('a returning visitor in the same session gets no intro', () => {
  window.sessionStorage.setItem(INTRO_SEEN_KEY, '1');
  const { container } = render(<Loader initialMode="intro" />);
  expect(container.querySelector('[data-loader-mode="route"]')).toBeInTheDocument();
});

it('is forced off after 5 s', () => {
  render(<Loader initialMode="intro" />);
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('takes over from the static loader of index.html: that one is removed once React mounts', () => {
  const boot = document.createElement('div');
  boot.id = 'boot-loader';
  document.body.appendChild(boot);
  render(<Loader initialMode="route" />);
  expect(document.getElementById('boot-loader')).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Loading Lucky Arcade' })).toBeInTheDocument();
});
