import { Profiler, createElement } from 'react';
import { act, render } from '@testing-library/react';
import type { User } from '@arcade/contracts';
import { appStore, useBalances } from './store';

const player = { _id: 'u1', role: 'USER', balance: 100, sweepCoins: 50 } as unknown as User;

function Shown() {
  const balances = useBalances();
  return createElement('output', null, balances ? `${balances.gold}/${balances.sweep}` : 'none');
}

function renderBalances() {
  const renders = jest.fn();
  const view = render(createElement(Profiler, { id: 'b', onRender: renders }, createElement(Shown)));
  renders.mockClear();
  return { renders, text: () => view.container.textContent };
}

beforeEach(() => act(() => appStore.getState().setUser(player)));

describe('the balances (one holder: the store)', () => {
  it('a session load, a pushed balance and an answer all show through useBalances, user fields in step', () => {
    const { renders, text } = renderBalances();
    expect(text()).toBe('100/50');
    act(() => appStore.getState().setBalances({ gold: 150, sweep: 50 }));
    expect(text()).toBe('150/50');
    expect(appStore.getState().user).toMatchObject({ balance: 150, sweepCoins: 50 });
    act(() => appStore.getState().setUser({ ...player, balance: 175 }));
    expect(text()).toBe('175/50');
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('the same balance again, from any writer, renders nothing', () => {
    const { renders } = renderBalances();
    const held = appStore.getState().balances;
    act(() => appStore.getState().setBalances({ gold: 100, sweep: 50 }));
    act(() => appStore.getState().setUser({ ...player, claimedDailyBonus: true }));
    expect(appStore.getState().balances).toBe(held);
    expect(renders).toHaveBeenCalledTimes(0);
  });

  it('is null when signed out, and a late balance for a signed-out page is ignored', () => {
    const { text } = renderBalances();
    act(() => appStore.getState().setUser(null));
    expect(text()).toBe('none');
    act(() => appStore.getState().setBalances({ gold: 9, sweep: 9 }));
    expect(text()).toBe('none');
    expect(appStore.getState().balances).toEqual({ gold: 0, sweep: 0 });
  });
});
