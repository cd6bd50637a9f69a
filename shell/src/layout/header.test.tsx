import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { appStore, bus, queryClient, queryKeys, useBalances } from '@arcade/platform';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { startLiveSocket, type LiveSocketHandle } from '../session/live-socket';
import { Header } from './header';

// The header's balance is the wallet remote's widget, which reads the store with useBalances; a stand-in
// that does the same takes its place (the shell never imports a remote).
const renders = jest.fn();
jest.mock('../federation/remote-component', () => ({
  RemoteComponent: ({ module }: { module: string }) =>
    module === './BalanceWidget' ? (
      <Profiler id="balance" onRender={renders}>
        <Balance />
      </Profiler>
    ) : null,
}));
function Balance() {
  const balances = useBalances();
  return (
    <output data-testid="header-balance">{balances ? `${balances.gold} GC ${balances.sweep} SC` : ''}</output>
  );
}

type Listener = (...args: unknown[]) => void;
const fake = { any: [] as Listener[], on: new Map<string, Listener>() };
jest.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, fn: Listener) => fake.on.set(event, fn),
    onAny: (fn: Listener) => fake.any.push(fn),
    emit: jest.fn(),
    connect: jest.fn(),
    disconnect: jest.fn(),
    close: jest.fn(),
    io: { on: jest.fn(), reconnection: jest.fn() },
  }),
}));
const push = (event: string, payload: unknown) => act(() => fake.any.forEach((fn) => fn(event, payload)));

describe('the balance in the header', () => {
  let socket: LiveSocketHandle;
  beforeEach(() => {
    fake.any = [];
    fake.on.clear();
    resetStore(makeUser({ balance: 12_500, sweepCoins: 250 }));
    socket = startLiveSocket({ userId: 'u1', role: 'USER' });
  });
  afterEach(() => socket.close());

  it("follows the server's balance_updated event, once per new balance", () => {
    renderWithShell(<Header onMenu={() => undefined} />, { queryClient });
    expect(screen.getByTestId('header-balance')).toHaveTextContent('12500 GC 250 SC');
    renders.mockClear();
    queryClient.setQueryData(queryKeys.transactionsAll, []);

    push('balance_updated', { gold: 15_000, sweep: 250 });
    expect(screen.getByTestId('header-balance')).toHaveTextContent('15000 GC 250 SC');
    expect(renders).toHaveBeenCalledTimes(1);
    expect(appStore.getState().user).toMatchObject({ balance: 15_000, sweepCoins: 250 });
    expect(queryClient.getQueryState(queryKeys.transactionsAll)?.isInvalidated).toBe(true);

    push('balance_updated', { gold: 15_000, sweep: 250 }); // the same again: nothing renders
    push('balance_updated', { gold: 'x' }); // not a balance: ignored
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it("follows a mutation's answer, and the event for the same movement renders nothing more", () => {
    renderWithShell(<Header onMenu={() => undefined} />, { queryClient });
    renders.mockClear();
    // What a remote does with an answer that carries the balances (mfe-wallet refreshWallet).
    act(() => appStore.getState().setBalances({ gold: 17_500, sweep: 1_250 }));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('17500 GC 1250 SC');
    push('balance_updated', { gold: 17_500, sweep: 1_250 });
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('reloads the session after a reconnect (balance_updated is never replayed)', () => {
    const reload = jest.fn();
    bus.on('user:reload', reload);
    act(() => fake.on.get('connect')!());
    expect(reload).not.toHaveBeenCalled();
    act(() => fake.on.get('connect')!());
    expect(reload).toHaveBeenCalledTimes(1);
    bus.off('user:reload', reload);
  });
});

describe('its height', () => {
  it('publishes its real height as --shell-header-h, which places the toasts below it', () => {
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ height: 64.2 } as DOMRect);
    resetStore(null);
    const { unmount } = renderWithShell(<Header onMenu={() => undefined} />);
    expect(document.documentElement.style.getPropertyValue('--shell-header-h')).toBe('65px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--shell-header-h')).toBe('');
    rect.mockRestore();
  });
});
