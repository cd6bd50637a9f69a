import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@arcade/contracts';
import { appStore, setNavigator } from '@arcade/platform';

/** Renders inside a fresh query client, as the shell does. */
export function renderWithProviders(ui: ReactElement): RenderResult & { client: QueryClient } {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...result, client };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    role: 'USER',
    email: 'jane@example.com',
    phone: '+12015550123',
    state: 'Texas',
    name: { first: 'Jane', middle: '', last: 'Doe' },
    avatarUrl: null,
    isEmailVerified: true,
    isPhoneVerified: true,
    isKYC: false,
    isOpted: true,
    isSmsOpted: true,
    balance: 0,
    sweepCoins: 0,
    claimedDailyBonus: true,
    claimedSweepBonus: false,
    loginStreak: 1,
    isNewUser: false,
    restriction: null,
    ...overrides,
  };
}

/** Resets the one store of the page and records navigation instead of performing it. */
export function resetPlatform(): jest.Mock {
  appStore.setState({
    user: null,
    sessionLoaded: true,
    modal: null,
    modalRequests: [],
    holds: [],
    dialogsOnScreen: 0,
    authMode: 'login',
    toasts: [],
    shared: {},
  });
  const nav = jest.fn();
  setNavigator(nav);
  window.sessionStorage.clear();
  window.localStorage.clear();
  return nav;
}

export function toasts(): { kind: string; message: string; durationMs?: number }[] {
  return appStore.getState().toasts.map(({ kind, message, durationMs }) => ({ kind, message, durationMs }));
}
