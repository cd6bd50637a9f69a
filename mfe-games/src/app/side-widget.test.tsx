import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@arcade/platform';
import type { Game } from '@arcade/contracts';
import { renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { deferred, fail, installFakeApi, ok } from '../../../tooling/fake-api';
import SideWidget from './side-widget';

const exclusive = (n: number): Game => ({
  id: `x${n}`,
  slug: `exclusive-${n}`,
  name: `Exclusive ${n}`,
  type: 'exclusive',
  description: '',
  imageUrl: null,
  featured: false,
  releasedOn: '2026-01-01',
});

describe('SideWidget (desktop, / and /games)', () => {
  beforeEach(() => resetStore(null));

  it('lists up to four exclusive picks, each linking to its game, once the exclusive games answer', async () => {
    const gate = deferred();
    const api = installFakeApi({
      'GET /games': async () => {
        await gate.promise;
        return ok({ games: [1, 2, 3, 4, 5].map(exclusive) });
      },
    });
    renderWithShell(<SideWidget />);
    expect(screen.getByRole('heading', { name: 'Exclusive picks' })).toBeInTheDocument();
    const picks = screen.getByRole('list');
    expect(within(picks).queryAllByRole('listitem')).toHaveLength(0);
    gate.resolve();
    expect(await within(picks).findByRole('link', { name: 'Exclusive 1' })).toHaveAttribute(
      'href',
      '/games?game=exclusive-1',
    );
    expect(
      within(picks)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Exclusive 1', 'Exclusive 2', 'Exclusive 3', 'Exclusive 4']);
    expect(api.callsTo('GET', 'games')[0]!.query.get('type')).toBe('exclusive');
    expect(screen.getByRole('link', { name: 'Daily rewards' })).toHaveAttribute('href', '/rewards');
  });

  it('keeps the rewards link and an empty list when the games cannot be loaded', async () => {
    installFakeApi({ 'GET /games': fail(500, 'Down') });
    const { queryClient } = renderWithShell(<SideWidget />);
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.games('exclusive'))?.status).toBe('error'),
    );
    expect(within(screen.getByRole('list')).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Daily rewards' })).toHaveAttribute('href', '/rewards');
  });
});
