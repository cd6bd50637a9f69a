import type { ReactElement } from 'react';
import type { User } from '@arcade/contracts';
import { queryClient } from '@arcade/platform';
import { makeUser as player, renderWithShell, resetStore } from '@arcade/shared-ui/testing';

/** A verified player (a reminder to verify counts as unread in the bell), unless the test says otherwise. */
export function makeUser(overrides: Partial<User> = {}): User {
  return player({ isPhoneVerified: true, ...overrides });
}

/** A signed-in (or no) user, no modal; the page's query client emptied. */
export function resetPage(user: User | null): void {
  queryClient.clear();
  resetStore(user);
}

/**
 * Renders as the shell does, inside the page's one query client (platform's singleton, which the live handler
 * updates too).
 */
export function renderInShell(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  return renderWithShell(ui, { queryClient, url });
}
