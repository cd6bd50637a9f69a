import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Balances, BusEvents } from '@arcade/contracts';
import { appStore, bus, useAppStore, queryKeys } from '@arcade/platform';
import { useBalanceQuery } from '../api/get-balance';

function toBalances(payload: Record<string, unknown>): Balances | null {
  const { gold, sweep } = payload;
  return Number.isFinite(gold) && Number.isFinite(sweep)
    ? { gold: gold as number, sweep: sweep as number }
    : null;
}

/**
 * The signed-in user's balances, kept current without a reload: from the store (the session user),
 * from every fresh answer of GET /wallet/balance (so any remote's invalidation shows here), from the bus
 * event 'balance:changed' and from the server's live 'balance_updated' event. Null when logged out.
 */
export function useWalletBalances(): Balances | null {
  const queryClient = useQueryClient();
  const gold = useAppStore((s) => s.user?.balance);
  const sweep = useAppStore((s) => s.user?.sweepCoins);
  const loggedIn = gold !== undefined && sweep !== undefined;
  const { data, dataUpdatedAt } = useBalanceQuery({ enabled: loggedIn });
  // A cached answer older than this mount may predate the store's value; only newer answers are applied.
  const seenAt = useRef(dataUpdatedAt);

  useEffect(() => {
    if (!data || !loggedIn || dataUpdatedAt === seenAt.current) return;
    seenAt.current = dataUpdatedAt;
    appStore.getState().setBalances(data);
  }, [data, dataUpdatedAt, loggedIn]);

  useEffect(() => {
    const apply = (balances: Balances) => {
      if (!appStore.getState().user) return;
      appStore.getState().setBalances(balances);
      queryClient.setQueryData(queryKeys.balance, balances);
    };
    const onLive = ({ event, payload }: BusEvents['live']) => {
      if (event !== 'balance_updated') return;
      const balances = toBalances(payload);
      if (!balances) return;
      apply(balances);
      void queryClient.invalidateQueries({ queryKey: queryKeys.transactionsAll });
    };
    bus.on('balance:changed', apply);
    bus.on('live', onLive);
    return () => {
      bus.off('balance:changed', apply);
      bus.off('live', onLive);
    };
  }, [queryClient]);

  return loggedIn ? { gold, sweep } : null;
}
