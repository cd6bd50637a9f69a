import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SOCIAL_LINKS, type User } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { Footer } from './footer';

const user = (claimedSweepBonus: boolean) =>
  ({
    _id: 'u',
    role: 'USER',
    name: { first: 'P' },
    balance: 0,
    sweepCoins: 0,
    claimedSweepBonus,
  }) as unknown as User;

it.each([
  [null, 'No Purchase Necessary - Free Entries'],
  [user(false), 'No Purchase Necessary - Free Entries'],
  [user(true), 'You can claim your next free entry again after 7 days.'],
])('free-entry banner for %j', (u, text) => {
  appStore.setState({ user: u });
  render(<Footer />, { wrapper: MemoryRouter });
  expect(screen.getByTestId('free-entry-banner')).toHaveTextContent(text);
  if (!u?.claimedSweepBonus)
    expect(screen.getByRole('link', { name: text })).toHaveAttribute('href', '/amoe-free-entry');
  expect(screen.getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Legal and Policies' })).toBeInTheDocument();
});

it('Follow Us links the official accounts, the same list as the Community page, each in a new tab', () => {
  appStore.setState({ user: null });
  render(<Footer />, { wrapper: MemoryRouter });
  const follow = screen.getByRole('navigation', { name: 'Follow Us' });
  expect(within(follow).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/social-media');
  for (const s of SOCIAL_LINKS) {
    const a = within(follow).getByRole('link', { name: `${s.network} (opens in a new tab)` });
    expect(a).toHaveAttribute('href', s.url);
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(within(follow).getAllByRole('link')).toHaveLength(SOCIAL_LINKS.length + 1);
});
