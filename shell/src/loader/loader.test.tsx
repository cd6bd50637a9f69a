import { act, fireEvent, render, screen } from '@testing-library/react';
import { appStore } from '@arcade/platform';
import { Loader } from './loader';

beforeEach(() => {
  jest.useFakeTimers();
  appStore.setState({ sessionLoaded: false });
});
afterEach(() => jest.useRealTimers());

it('intro: ready after 3 s at the latest, a touch continues, then data until the session loads', () => {
  const { container } = render(<Loader initialMode="intro" />);
  expect(container.querySelector('[data-loader-mode="intro"]')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tap to continue' })).toBeNull();
  act(() => jest.advanceTimersByTime(3000));
  fireEvent.pointerDown(screen.getByRole('dialog'));
  expect(container.querySelector('[data-loader-mode="data"]')).toBeInTheDocument();
  act(() => appStore.setState({ sessionLoaded: true }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('route: moves on by itself after 1 s, shows a percentage', () => {
  appStore.setState({ sessionLoaded: true });
  render(<Loader initialMode="route" />);
  act(() => jest.advanceTimersByTime(200));
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow');
  expect(screen.getByText(/%$/)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('dialog')).toBeNull();
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
