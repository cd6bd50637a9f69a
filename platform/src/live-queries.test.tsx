import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { Notification } from '@arcade/contracts';
import { bus } from './bus';
import { refreshOn, useLiveQueries, useOnNotification } from './live-queries';

const note = (type: string): Notification => ({ id: type, type, read: false, timestamp: '' });

function Probe({ fetches }: { fetches: jest.Mock }) {
  useLiveQueries();
  useQuery({ queryKey: ['live'], queryFn: fetches, meta: refreshOn('withdrawal_status_updated') });
  useQuery({ queryKey: ['other'], queryFn: () => 'x' });
  return null;
}

it('a live notification refetches the shown queries that named its type, and only those', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetches = jest.fn().mockResolvedValue(1);
  render(
    <QueryClientProvider client={client}>
      <Probe fetches={fetches} />
    </QueryClientProvider>,
  );
  await act(async () => {});
  expect(fetches).toHaveBeenCalledTimes(1);
  await act(async () => bus.emit('notification:received', note('coupon_redeemed')));
  expect(fetches).toHaveBeenCalledTimes(1);
  await act(async () => bus.emit('notification:received', note('withdrawal_status_updated')));
  expect(fetches).toHaveBeenCalledTimes(2);
  expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
});

it('useOnNotification calls the latest handler for its types only, until unmounted', () => {
  const seen: string[] = [];
  function Listener({ tag }: { tag: string }) {
    useOnNotification(['game_account_approved', 'game_account_rejected'], (n) =>
      seen.push(`${tag}:${n.type}`),
    );
    return null;
  }
  const view = render(<Listener tag="a" />);
  view.rerender(<Listener tag="b" />);
  act(() => {
    bus.emit('notification:received', note('game_account_rejected'));
    bus.emit('notification:received', note('coupon_redeemed'));
  });
  view.unmount();
  act(() => bus.emit('notification:received', note('game_account_approved')));
  expect(seen).toEqual(['b:game_account_rejected']);
});
