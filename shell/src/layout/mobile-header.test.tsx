import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { MobileHeader, headerName } from './mobile-header';

jest.mock('../federation/remote-component', () => ({ RemoteComponent: () => null }));

beforeEach(() =>
  appStore.setState({ user: { _id: 'u', role: 'USER', name: { first: 'Pat' } } as unknown as User }),
);

it('the profile dropdown has the four items and closes on outside click and past 70 px of scroll', () => {
  render(
    <MemoryRouter>
      <MobileHeader />
      <p>outside</p>
    </MemoryRouter>,
  );
  // The visible name is part of the accessible name (axe label-content-name-mismatch).
  const toggle = screen.getByRole('button', { name: 'Pat, open profile menu' });
  fireEvent.click(toggle);
  for (const name of ['Profile', 'Edit Profile', 'Wallet', 'Logout'])
    expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).toBeNull();
  fireEvent.click(toggle);
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.getByRole('menu')).toBeInTheDocument();
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 71, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.queryByRole('menu')).toBeNull();
});

it('the profile menu works from the keyboard: focus on the first item, arrows, Escape back to the toggle', () => {
  render(
    <MemoryRouter>
      <MobileHeader />
    </MemoryRouter>,
  );
  const toggle = screen.getByRole('button', { name: 'Pat, open profile menu' });
  toggle.focus();
  fireEvent.click(toggle);
  const menu = screen.getByRole('menu', { name: 'Profile menu' });
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toHaveFocus();
  fireEvent.keyDown(menu, { key: 'End' });
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  fireEvent.keyDown(menu, { key: 'ArrowUp' });
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(toggle).toHaveFocus();
});

it('opened lower on the page, the profile menu closes only after 70 px more of scroll', () => {
  Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
  render(
    <MemoryRouter>
      <MobileHeader />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Pat, open profile menu' }));
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 960, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.getByRole('menu')).toBeInTheDocument();
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 829, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.queryByRole('menu')).toBeNull();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

it('shows the first name whole (never cut), or "Profile" for a first name too long for a 320 px header', () => {
  const { unmount } = render(
    <MemoryRouter>
      <MobileHeader />
    </MemoryRouter>,
  );
  expect(screen.getByRole('button', { name: 'Pat, open profile menu' })).toHaveTextContent(/^Pat▾$/);
  unmount();
  appStore.setState({
    user: { _id: 'u', role: 'USER', name: { first: 'Bartholomew-Maximilian' } } as unknown as User,
  });
  render(
    <MemoryRouter>
      <MobileHeader />
    </MemoryRouter>,
  );
  expect(screen.getByRole('button', { name: 'Profile, open profile menu' })).toBeInTheDocument();
  expect(headerName('Wally')).toBe('Wally');
  expect(headerName('Christabella')).toBe('Christabella');
  expect(headerName('Christabellaa')).toBe('Profile');
  expect(headerName('  ')).toBe('Profile');
});
