import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { MobileHeader } from './mobile-header';

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
