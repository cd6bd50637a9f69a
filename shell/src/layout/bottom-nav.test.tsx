import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { BottomNav, isWalletRoute } from './bottom-nav';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <BottomNav onMenu={() => undefined} />
    </MemoryRouter>,
  );
}

function lit(): string[] {
  return screen
    .getAllByRole('link')
    .filter((a) => a.classList.contains('active') || a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent ?? '');
}

describe('signed in', () => {
  beforeEach(() =>
    appStore.setState({ user: { _id: 'u', role: 'USER', name: { first: 'Pat' } } as unknown as User }),
  );

  it('lights Wallet on the wallet tab, with aria-current', () => {
    renderAt('/profile?tab=wallet&subtab=redeem');
    expect(lit()).toEqual(['Wallet']);
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/profile?tab=edit', '/profile?tab=profile', '/profile'])('lights nothing on %s', (url) => {
    renderAt(url);
    expect(lit()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Wallet' })).not.toHaveAttribute('aria-current');
  });

  it('lights Home on /', () => {
    renderAt('/');
    expect(lit()).toEqual(['Home']);
  });

  it('lights Games on /games', () => {
    renderAt('/games');
    expect(lit()).toEqual(['Games']);
  });
});

it('signed out, Wallet goes to /login and is never lit', () => {
  appStore.setState({ user: null });
  renderAt('/profile?tab=wallet');
  expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/login');
  expect(lit()).toEqual([]);
});

it('isWalletRoute reads the path and the tab', () => {
  expect(isWalletRoute('/profile', '?tab=wallet')).toBe(true);
  expect(isWalletRoute('/profile', '?tab=edit')).toBe(false);
  expect(isWalletRoute('/profile', '')).toBe(false);
  expect(isWalletRoute('/rewards', '?tab=wallet')).toBe(false);
});

describe('its height', () => {
  it('publishes its real height as --shell-bottom-nav-h (a label that wraps at 320 px makes it taller)', () => {
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ height: 67.5 } as DOMRect);
    const { unmount } = renderAt('/');
    expect(document.documentElement.style.getPropertyValue('--shell-bottom-nav-h')).toBe('68px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--shell-bottom-nav-h')).toBe('');
    rect.mockRestore();
  });
});
