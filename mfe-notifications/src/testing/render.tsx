import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@arcade/contracts';
import { appStore, queryClient } from '@arcade/platform';

/** A signed-in (or no) user, no modal; the page's query client emptied. */
export function resetPage(user: User | null): void {
  queryClient.clear();
  appStore.setState({ modal: null, modalRequests: [], toasts: [], shared: {}, sessionLoaded: true });
  appStore.getState().setUser(user);
}

/**
 * Renders as the shell does: inside the page's one query client (platform's singleton, which the live handler
 * updates too) and a router.
 */
export function renderInShell(ui: ReactElement) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    role: 'USER',
    email: 'ada@example.com',
    phone: '+15555550100',
    state: 'Texas',
    name: { first: 'Ada', middle: '', last: 'Lovelace' },
    isEmailVerified: true,
    isPhoneVerified: true,
    isKYC: false,
    isOpted: false,
    isSmsOpted: false,
    balance: 12_500,
    sweepCoins: 250,
    claimedDailyBonus: true,
    claimedSweepBonus: false,
    loginStreak: 3,
    isNewUser: false,
    restriction: null,
    ...overrides,
  };
}
